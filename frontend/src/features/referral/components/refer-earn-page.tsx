import { NoticeCard } from '../../../components/notice-card';
import { PageShell } from '../../../components/page-shell';
import { referralBonuses } from '../referral-rewards';

export default function ReferEarnPage() {
  return (
    <PageShell
      title="Refer & Earn"
      lead="Invite friends with your link, follow their progress and claim milestone rewards."
    >
      <NoticeCard title="Your referral dashboard is on its way">
        <p>
          You and each friend get 100 coins at sign-up, then more on their first play and first win.
          Every {referralBonuses.milestoneEvery} referrals unlock {referralBonuses.milestoneCoins}{' '}
          coins and a mystery reward.
        </p>
      </NoticeCard>
    </PageShell>
  );
}
