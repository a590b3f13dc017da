import { useState } from 'react';
import { CoinAmount } from '../../../components/coin-amount';
import { StatusPill } from '../../../components/status-pill';
import { genericVoucherArt, voucherArt } from '../../../components/voucher-art';
import type { Order } from '../api/get-orders';
import { formatIstDateTime } from '../../../lib/date-format';

interface OrderCardProps {
  order: Order;
  onViewDetails: (order: Order) => void;
}

export function OrderCard({ order, onViewDetails }: OrderCardProps) {
  const [thumb, setThumb] = useState(() => voucherArt(order.thumb_img));
  const titleId = `order-${order.order_id}`;
  const completed = order.purchase_stat?.toLowerCase() === 'completed';

  return (
    <article className="order-card card" aria-labelledby={titleId}>
      <img
        className="order-card__thumb"
        src={thumb}
        alt=""
        width={160}
        height={100}
        loading="lazy"
        // SPEC §2: a thumbnail that fails to load shows the generic voucher art.
        onError={() => setThumb(genericVoucherArt)}
      />
      <div className="order-card__body">
        <div className="order-card__head">
          <h2 id={titleId} className="order-card__name">
            {order.name}
          </h2>
          <StatusPill
            tone={completed ? 'completed' : 'other'}
            label={order.purchase_stat || '--'}
          />
        </div>
        <OrderFacts order={order} className="order-card__facts" />
        <button
          type="button"
          className="btn btn--secondary btn--small order-card__details"
          onClick={() => onViewDetails(order)}
        >
          View details<span className="visually-hidden"> of {order.name}</span>
        </button>
      </div>
    </article>
  );
}

/** Same box as a card, so the list does not shift when the orders arrive. */
export function OrderCardSkeleton() {
  return (
    <div className="order-card card" aria-hidden="true">
      <span className="order-card__thumb skeleton" />
      <div className="order-card__body">
        <span className="skeleton order-card__skeleton-title" />
        <span className="skeleton order-card__skeleton-facts" />
        <span className="skeleton order-card__skeleton-button" />
      </div>
    </div>
  );
}

/** An order's date, expiry ('--' when it has none), coins spent and id: on its card and in its details. */
export function OrderFacts({ order, className }: { order: Order; className: string }) {
  return (
    <dl className={className}>
      <div>
        <dt>Order date</dt>
        <dd className="tabular">
          <time dateTime={order.crt_on}>{formatIstDateTime(order.crt_on)}</time>
        </dd>
      </div>
      <div>
        <dt>Expires in</dt>
        <dd>{order.expiryAndValidity || '--'}</dd>
      </div>
      <div>
        <dt>Spent</dt>
        <dd>
          <CoinAmount value={Number(order.price) || 0} size="sm" />
        </dd>
      </div>
      <div>
        <dt>Order Id</dt>
        <dd className="order-facts__id tabular">{order.order_id}</dd>
      </div>
    </dl>
  );
}
