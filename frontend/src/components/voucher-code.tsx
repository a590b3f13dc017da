import { useId } from 'react';
import { CopyButton } from './copy-button';
import './voucher-code.css';

/** A redeemed voucher's code, selectable, with a copy button. */
export function VoucherCode({ code }: { code: string }) {
  const labelId = useId();
  return (
    <div className="voucher-code">
      <span id={labelId} className="voucher-code__label">
        Voucher code
      </span>
      <div className="voucher-code__row">
        <output className="voucher-code__value" aria-labelledby={labelId}>
          {code}
        </output>
        <CopyButton text={code} className="btn btn--primary voucher-code__copy" />
      </div>
    </div>
  );
}
