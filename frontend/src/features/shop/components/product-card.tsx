import { Link } from 'react-router-dom';
import { CoinAmount } from '../../../components/coin-amount';
import { voucherArt } from '../../../components/voucher-art';
import type { Product } from '../api/get-products';
import { denominationOptions, redeemPath } from '../redeem-rules';
import { coinsNeeded, shopMessages } from '../shop-filter-schema';
import './product-card.css';

/** The state /coupon-redeem reads its voucher from (SPEC §2). */
export interface RedeemLocationState {
  product: Product;
}

/** `balance`: the signed-in player's coins (undefined for a visitor), to say what is missing. */
export function ProductCard({ product, balance }: { product: Product; balance?: number }) {
  const soldOut = !(Number(product.quantity) > 0);
  const price = Number(product.price) || 0;
  const prices = new Set(denominationOptions(product).map((option) => option.price));
  const titleId = `product-${product.product_id}`;
  const state: RedeemLocationState = { product };

  return (
    <article
      className={`product-card card card--interactive${soldOut ? ' product-card--sold-out' : ''}`}
      aria-labelledby={titleId}
    >
      <div className="product-card__media">
        <img
          src={voucherArt(product.thumb_img)}
          alt=""
          width={320}
          height={200}
          loading="lazy"
          decoding="async"
        />
        {product.category ? (
          <span className="product-card__category">{product.category}</span>
        ) : null}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__title">
          <Link
            id={titleId}
            to={redeemPath(product.product_id)}
            state={state}
            className="product-card__link"
          >
            {product.title}
          </Link>
        </h3>
        <p className="product-card__subtitle">{product.sub_title}</p>
        {balance !== undefined && !soldOut ? (
          <p
            className={`product-card__reach${balance >= price ? ' product-card__reach--enough' : ''}`}
          >
            {coinsNeeded(balance, price)}
          </p>
        ) : null}
        <div className="product-card__footer">
          <span className="product-card__price">
            {prices.size > 1 ? <span className="product-card__from">From</span> : null}
            <CoinAmount value={price} />
          </span>
          {soldOut ? (
            <span className="product-card__badge">{shopMessages.notAvailable}</span>
          ) : (
            <span className="product-card__cta" aria-hidden="true">
              {product.btn_text || 'Redeem'}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}

/** Same box as a card, so the grid does not shift when the products arrive. */
export function ProductCardSkeleton() {
  return (
    <div className="product-card card" aria-hidden="true">
      <div className="product-card__media skeleton" />
      <div className="product-card__body">
        <span className="skeleton product-card__skeleton-title" />
        <span className="skeleton product-card__skeleton-line" />
        <span className="skeleton product-card__skeleton-footer" />
      </div>
    </div>
  );
}
