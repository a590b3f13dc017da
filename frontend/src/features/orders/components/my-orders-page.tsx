import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '../../../components/modal';
import { PageShell } from '../../../components/page-shell';
import { Pagination } from '../../../components/pagination';
import { RedeemLink } from '../../../components/redeem-link';
import { EmptyState, QueryStates } from '../../../components/state-views';
import { VoucherCode } from '../../../components/voucher-code';
import { ORDERS_PAGE_SIZE, useOrders, type Order } from '../api/get-orders';
import { OrderCard, OrderCardSkeleton, OrderFacts } from './order-card';
import './my-orders-page.css';

/** SPEC §8, verbatim. */
export const NO_ORDERS = 'Play Well, Place Your Orders..!';

export default function MyOrdersPage() {
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<Order | null>(null);
  const query = useOrders(page);
  const listTop = useRef<HTMLDivElement>(null);

  const totalPages = Math.max(1, Math.ceil((query.data?.totalCount ?? 0) / ORDERS_PAGE_SIZE));
  const lastKnown = query.isSuccess && !query.isPlaceholderData ? totalPages : null;
  // Orders can only grow, but a page emptied elsewhere should not strand the player.
  useEffect(() => {
    if (lastKnown !== null && page > lastKnown) setPage(lastKnown);
  }, [lastKnown, page]);

  const goToPage = (next: number) => {
    setPage(next);
    listTop.current?.focus();
  };

  const orders = query.data?.orders ?? [];

  return (
    <PageShell
      title="My Orders"
      lead="Every voucher you redeemed with your coins, with its code, expiry and status."
    >
      <div className="my-orders" ref={listTop} tabIndex={-1}>
        <QueryStates
          query={query}
          skeleton={
            <div
              className="my-orders__list"
              role="status"
              aria-busy="true"
              aria-label="Loading orders"
            >
              {Array.from({ length: 3 }, (_, index) => (
                <OrderCardSkeleton key={index} />
              ))}
            </div>
          }
          errorMessage="We could not load your orders right now."
          isEmpty={orders.length === 0}
          empty={
            <EmptyState
              message={NO_ORDERS}
              action={
                <Link to="/shop" className="btn btn--primary">
                  Go to Shop
                </Link>
              }
            />
          }
        >
          <ul className="my-orders__list">
            {orders.map((order) => (
              <li key={order.order_id}>
                <OrderCard order={order} onViewDetails={setViewing} />
              </li>
            ))}
          </ul>
        </QueryStates>
        {/* Stays while the next page loads, so the pager does not jump under the pointer. */}
        {!query.isError && totalPages > 1 ? (
          <Pagination page={page} totalPages={totalPages} onChange={goToPage} label="Order pages" />
        ) : null}
      </div>
      {viewing ? <OrderDetailsDialog order={viewing} onClose={() => setViewing(null)} /> : null}
    </PageShell>
  );
}

function OrderDetailsDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  return (
    <Modal open title="Order details" onClose={onClose}>
      <div className="order-details">
        <p className="order-details__name">{order.name}</p>
        <VoucherCode code={order.voucher_code} />
        <OrderFacts order={order} className="order-details__facts" />
        <div className="order-details__actions">
          <RedeemLink href={order.redeem_link} />
          <button type="button" className="btn btn--primary" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Modal>
  );
}
