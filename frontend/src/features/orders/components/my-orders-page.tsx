import { Link } from 'react-router-dom';
import { NoticeCard } from '../../../components/notice-card';
import { PageShell } from '../../../components/page-shell';

export default function MyOrdersPage() {
  return (
    <PageShell
      title="My Orders"
      lead="Every voucher you redeemed with your coins, with its code, expiry and status."
    >
      <NoticeCard
        title="Your orders will show here"
        actions={
          <Link to="/shop" className="btn btn--primary">
            Go to Shop
          </Link>
        }
      >
        <p>
          Order history is on its way. Vouchers you redeem will be listed here with their codes.
        </p>
      </NoticeCard>
    </PageShell>
  );
}
