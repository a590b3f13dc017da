import { Link } from 'react-router-dom';
import { NoticeCard } from '../../../components/notice-card';
import { PageShell } from '../../../components/page-shell';

export default function ShopPage() {
  return (
    <PageShell
      title="Shop"
      lead="Spend the coins you win on gift vouchers from popular brands. Filter by price and category, search and sort."
    >
      <NoticeCard
        title="The voucher shop opens soon"
        actions={
          <Link to="/tournaments" className="btn btn--primary">
            Earn coins in tournaments
          </Link>
        }
      >
        <p>
          Keep playing: coins you earn now stay in your balance and can be redeemed once the shop
          opens. Coins have no cash value and cannot be transferred.
        </p>
      </NoticeCard>
    </PageShell>
  );
}
