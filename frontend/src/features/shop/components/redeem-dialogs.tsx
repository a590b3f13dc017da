import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { CoinAmount } from '../../../components/coin-amount';
import { FormAlert } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { VoucherCode } from '../../../components/voucher-code';
import { RedeemLink } from '../../../components/redeem-link';
import { ApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import type { Denomination, Product } from '../api/get-products';
import {
  isPurchaseError,
  purchaseErrorCodes,
  usePurchase,
  type PurchaseAnswer,
} from '../api/purchase';
import { formatFaceValue, redeemMessages } from '../redeem-rules';

import '../../../components/form-field.css';
import './redeem-dialogs.css';

interface RedeemConfirmDialogProps {
  product: Product;
  denomination: Denomination;
  balance: number;
  onClose: () => void;
  onRedeemed: (answer: PurchaseAnswer) => void;
  onSoldOut: () => void;
  /** The server refused for too few coins, with its message. */
  onNotEnoughCoins?: (message: string) => void;
}

/**
 * The last step before coins are spent. Its Idempotency-Key is made when the dialog opens and
 * sent again by a retry, so a confirm that timed out but went through is not bought twice.
 */
export function RedeemConfirmDialog({
  product,
  denomination,
  balance,
  onClose,
  onRedeemed,
  onSoldOut,
  onNotEnoughCoins,
}: RedeemConfirmDialogProps) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const purchase = usePurchase();
  const [failure, setFailure] = useState<string | null>(null);
  const [soldOut, setSoldOut] = useState(false);
  const pending = purchase.isPending;
  const faceValue = formatFaceValue(denomination.value, product.currency_type);

  const confirm = () => {
    if (pending) return;
    setFailure(null);
    purchase.mutate(
      {
        input: {
          product_id: product.product_id,
          value: denomination.value,
          coupon_type: product.coupon_type,
        },
        idempotencyKey,
        price: denomination.price,
      },
      {
        onSuccess: onRedeemed,
        onError: (error) => {
          const message =
            error instanceof ApiError
              ? (error.serverMessage ?? error.message)
              : redeemMessages.failed;
          toast.error(message);
          setFailure(message);
          // Too few coins after all (spent elsewhere meanwhile): the refusal says where to earn.
          if (isPurchaseError(error, purchaseErrorCodes.insufficientBalance) && onNotEnoughCoins) {
            onNotEnoughCoins(message);
            return;
          }
          if (isPurchaseError(error, purchaseErrorCodes.soldOut)) {
            setSoldOut(true);
            onSoldOut();
          }
        },
      },
    );
  };

  // Closing mid-request would hide the code the player is paying for.
  const close = () => {
    if (!pending) onClose();
  };

  return (
    <Modal open title="Confirm redemption" onClose={close}>
      <div className="redeem-dialog">
        <p className="redeem-dialog__question">
          Redeem <strong>{product.title}</strong> worth <strong>{faceValue}</strong> for{' '}
          <CoinAmount value={denomination.price} />?
        </p>
        <dl className="redeem-dialog__balance">
          <div>
            <dt>Your balance</dt>
            <dd>
              <CoinAmount value={balance} size="sm" />
            </dd>
          </div>
          <div>
            <dt>After redeeming</dt>
            <dd>
              <CoinAmount value={Math.max(0, balance - denomination.price)} size="sm" />
            </dd>
          </div>
        </dl>
        {failure ? (
          <FormAlert>
            <p>{failure}</p>
          </FormAlert>
        ) : null}

        <div className="redeem-dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={close} disabled={pending}>
            Cancel
          </button>
          {soldOut ? (
            <button type="button" className="btn" disabled>
              {redeemMessages.notAvailable}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn--primary"
              onClick={confirm}
              disabled={pending}
              aria-busy={pending || undefined}
            >
              {pending ? 'Redeeming…' : failure ? 'Try again' : 'Confirm'}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}

interface VoucherCodeDialogProps {
  product: Product;
  denomination: Denomination;
  answer: PurchaseAnswer;
  onClose: () => void;
}

/** SPEC §2: the popup with the voucher code after a redeem. */
export function VoucherCodeDialog({
  product,
  denomination,
  answer,
  onClose,
}: VoucherCodeDialogProps) {
  return (
    <Modal open title="Voucher redeemed" onClose={onClose}>
      <div className="redeem-dialog">
        <p className="redeem-dialog__success" role="status">
          {answer.message || 'Voucher redeemed successfully!'}
        </p>
        <p className="redeem-dialog__question">
          <strong>{product.title}</strong> worth{' '}
          <strong>{formatFaceValue(denomination.value, product.currency_type)}</strong>
        </p>
        <VoucherCode code={answer.voucher_code} />
        <p className="redeem-dialog__note">
          {product.expires_in ? `Expires in ${product.expires_in}. ` : ''}Your code stays in My
          Orders (order {answer.order_id}).
        </p>
        <div className="redeem-dialog__actions">
          <RedeemLink href={product.redeem_link} />
          <Link to="/my-orders" className="btn btn--secondary">
            My Orders
          </Link>
          <button type="button" className="btn btn--primary" onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    </Modal>
  );
}
