import { Link, Navigate, useLocation } from 'react-router-dom';
import { NoticeCard } from '../../../components/notice-card';
import { PageShell } from '../../../components/page-shell';

interface RedeemState {
  product?: { product_id?: number | string; title?: string };
}

export default function CouponRedeemPage() {
  const location = useLocation();
  const product = (location.state as RedeemState | null)?.product;
  // The voucher comes from the shop as navigation state; without it there is nothing to redeem.
  if (!product) return <Navigate to="/" replace />;
  return (
    <PageShell
      title={product.title ?? 'Redeem voucher'}
      lead="Choose a denomination, check the price in coins and redeem your voucher."
    >
      <NoticeCard
        title="Redeeming opens soon"
        actions={
          <Link to="/shop" className="btn btn--primary">
            Back to Shop
          </Link>
        }
      >
        <p>Voucher details, denominations and redemption will be available here shortly.</p>
      </NoticeCard>
    </PageShell>
  );
}
