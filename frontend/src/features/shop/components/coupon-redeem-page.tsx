import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { Accordion } from '../../../components/accordion';
import { CoinAmount } from '../../../components/coin-amount';
import { PageShell } from '../../../components/page-shell';
import { EmptyState, ErrorState } from '../../../components/state-views';
import { voucherArt } from '../../../components/voucher-art';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { productQueryOptions, type Denomination, type Product } from '../api/get-products';
import type { PurchaseAnswer } from '../api/purchase';
import {
  defaultDenomination,
  denominationOptions,
  formatFaceValue,
  readProductId,
  redeemBlocker,
  redeemMessages,
} from '../redeem-rules';
import type { RedeemLocationState } from './product-card';
import { NotEnoughCoinsDialog } from './earn-coins';
import { RedeemConfirmDialog, VoucherCodeDialog } from './redeem-dialogs';
import './coupon-redeem-page.css';

function readProduct(state: unknown): Product | null {
  const product = (state as Partial<RedeemLocationState> | null)?.product;
  return product && typeof product === 'object' && product.product_id != null && product.title
    ? product
    : null;
}

export default function CouponRedeemPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const productId = readProductId(params.get('product'));
  const given = readProduct(location.state);
  // The shop's card hands its voucher over as navigation state (SPEC §2): shown at once. The
  // address names it too, so a reload or a shared link reads it from the API.
  if (given && (productId === null || given.product_id === productId)) {
    return <VoucherDetail key={given.product_id} product={given} />;
  }
  // Neither names a voucher: nothing to redeem (SPEC §2).
  if (productId === null) return <Navigate to="/" replace />;
  return <VoucherById key={productId} productId={productId} />;
}

function VoucherById({ productId }: { productId: number }) {
  const query = useQuery(productQueryOptions(productId));
  if (query.data) return <VoucherDetail product={query.data} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageShell title="Voucher">
        {missing ? (
          <EmptyState
            message={redeemMessages.voucherGone}
            action={
              <Link to="/shop" className="btn btn--primary">
                Back to Shop
              </Link>
            }
          />
        ) : (
          <ErrorState
            message="We could not load this voucher right now."
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </PageShell>
    );
  }
  return (
    <PageShell title="Voucher">
      <div className="voucher" aria-busy="true" aria-label="Loading the voucher">
        <div className="voucher__art card skeleton" />
        <div className="voucher__panel card voucher__panel--loading">
          <span className="skeleton voucher__skeleton-line" />
          <span className="skeleton voucher__skeleton-line" />
          <span className="skeleton voucher__skeleton-button" />
        </div>
      </div>
    </PageShell>
  );
}

function VoucherDetail({ product }: { product: Product }) {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const options = useMemo(() => denominationOptions(product), [product]);
  const [selectedValue, setSelectedValue] = useState(() => defaultDenomination(options)?.value);
  // Codes bought or found sold out here, until the shop is visited again.
  const [stock, setStock] = useState<ReadonlyMap<number, number>>(
    () => new Map(options.map((option) => [option.value, option.quantity])),
  );
  const [confirming, setConfirming] = useState(false);
  // A redeem refused for too few coins, while the refusal (and where to earn) is shown.
  const [refused, setRefused] = useState<{ price: number; message: string } | null>(null);
  const [redeemed, setRedeemed] = useState<{
    answer: PurchaseAnswer;
    denomination: Denomination;
  }>();
  const groupName = useId();

  const selected = options.find((option) => option.value === selectedValue);
  const price = selected?.price ?? product.price;
  const inStock =
    selected !== undefined && (stock.get(selected.value) ?? 0) > 0 && Number(product.quantity) > 0;
  const balance = Number(user?.coin_balance) || 0;

  const setQuantity = (value: number, update: (quantity: number) => number) =>
    setStock((current) => new Map(current).set(value, update(current.get(value) ?? 0)));

  const redeem = () => {
    if (!selected || !inStock) return;
    const blocker = redeemBlocker(user, selected.price);
    if (blocker === 'login') {
      toast.warning(redeemMessages.loginRequired);
      // Back here after signing in, with the voucher this page was given.
      navigate('/login', {
        state: {
          from: { pathname: location.pathname, search: location.search, state: location.state },
        },
      });
      return;
    }
    if (blocker === 'balance') {
      toast.error(redeemMessages.notEnoughCoins);
      setRefused({ price: selected.price, message: redeemMessages.notEnoughCoins });
      return;
    }
    setConfirming(true);
  };

  return (
    <PageShell title={product.title} lead={product.sub_title}>
      <div className="voucher">
        <div className="voucher__art card">
          <img src={voucherArt(product.thumb_img)} alt="" width={640} height={400} />
          {product.category ? <span className="voucher__category">{product.category}</span> : null}
        </div>

        <section className="voucher__panel card" aria-label="Redeem">
          <fieldset className="voucher__denominations">
            <legend className="voucher__label">Choose a denomination</legend>
            {options.length === 0 ? (
              <p className="voucher__empty">{redeemMessages.noDenomination}</p>
            ) : (
              <div className="voucher__options">
                {options.map((option) => {
                  const left = stock.get(option.value) ?? 0;
                  return (
                    <label key={option.value} className="voucher__option">
                      <input
                        type="radio"
                        name={groupName}
                        value={option.value}
                        checked={option.value === selectedValue}
                        onChange={() => setSelectedValue(option.value)}
                      />
                      <span className="voucher__option-value tabular">
                        {formatFaceValue(option.value, product.currency_type)}
                      </span>
                      {left > 0 ? null : <span className="voucher__option-note">Sold out</span>}
                    </label>
                  );
                })}
              </div>
            )}
          </fieldset>

          <dl className="voucher__facts">
            <div>
              <dt>Price</dt>
              <dd>
                <CoinAmount value={price} size="lg" />
              </dd>
            </div>
            <div>
              <dt>Expires in</dt>
              <dd>{product.expires_in || '--'}</dd>
            </div>
            {user ? (
              <div>
                <dt>Your balance</dt>
                <dd>
                  <CoinAmount value={balance} />
                </dd>
              </div>
            ) : null}
          </dl>

          <div className="voucher__actions">
            {inStock ? (
              <button type="button" className="btn btn--primary voucher__redeem" onClick={redeem}>
                {product.btn_text || 'Redeem'}
              </button>
            ) : (
              <button type="button" className="btn voucher__redeem" disabled>
                {redeemMessages.notAvailable}
              </button>
            )}
            <Link to="/shop" className="btn btn--ghost">
              Back to Shop
            </Link>
          </div>
        </section>
      </div>

      <section className="voucher__info" aria-labelledby="voucher-info-heading">
        <h2 id="voucher-info-heading">About this voucher</h2>
        <Accordion
          items={[
            { title: 'Coupon Details', content: <VoucherText text={product.coupon_details} /> },
            { title: 'How to Redeem', content: <VoucherText text={product.how_to_redeem} /> },
            {
              title: 'Terms & Conditions',
              content: <VoucherText text={product.terms_and_conditions} />,
            },
          ]}
        />
      </section>

      {confirming && selected ? (
        <RedeemConfirmDialog
          product={product}
          denomination={selected}
          balance={balance}
          onClose={() => setConfirming(false)}
          onSoldOut={() => setQuantity(selected.value, () => 0)}
          onNotEnoughCoins={(message) => {
            setConfirming(false);
            setRefused({ price: selected.price, message });
          }}
          onRedeemed={(answer) => {
            setQuantity(selected.value, (quantity) => Math.max(0, quantity - 1));
            setConfirming(false);
            setRedeemed({ answer, denomination: selected });
          }}
        />
      ) : null}
      {refused ? (
        <NotEnoughCoinsDialog
          price={refused.price}
          balance={balance}
          message={refused.message}
          onClose={() => setRefused(null)}
        />
      ) : null}
      {redeemed ? (
        <VoucherCodeDialog
          product={product}
          denomination={redeemed.denomination}
          answer={redeemed.answer}
          onClose={() => setRedeemed(undefined)}
        />
      ) : null}
    </PageShell>
  );
}

/** Operator text keeps its line breaks (numbered steps, separate terms). */
function VoucherText({ text }: { text: string | null | undefined }) {
  return <p className="voucher__text">{text?.trim() || '--'}</p>;
}
