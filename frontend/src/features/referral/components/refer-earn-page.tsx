import { usePrefetchQuery } from '@tanstack/react-query';
import { Accordion } from '../../../components/accordion';
import { PageShell } from '../../../components/page-shell';
import { ErrorState } from '../../../components/state-views';
import { useReferralDashboard } from '../api/get-referral-dashboard';
import { referralRewardsQueryOptions } from '../api/get-referral-rewards';
import { InviteCard } from './invite-card';
import { MilestoneCard } from './milestone-card';
import { ReferralInfo } from './referral-info';
import { ReferralLeaderboard } from './referral-leaderboard';
import { ReferralRewardsTable } from './referral-rewards-table';
import { ReferralStats } from './referral-stats';
import './refer-earn-page.css';

/** /refer-earn (SPEC §2 referral dashboard); RequireAuth keeps visitors out. */
export default function ReferEarnPage() {
  const query = useReferralDashboard();
  // Beside the dashboard, not after it: the invite text and the rewards table read it.
  usePrefetchQuery(referralRewardsQueryOptions());
  return (
    <PageShell
      title="Refer & Earn"
      lead="Invite friends with your link, follow their progress and claim milestone rewards."
    >
      {query.isPending ? (
        <DashboardSkeleton />
      ) : query.isError ? (
        <ErrorState
          message="We could not load your referral dashboard right now."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div className="refer-earn">
          <MilestoneCard milestone={query.data.milestone} totalCount={query.data.total_count} />
          <InviteCard code={query.data.invite_code} totalCount={query.data.total_count} />
          <ReferralInfo dashboard={query.data} />
          <ReferralLeaderboard current={query.data} />
          <ReferralStats referees={query.data.obj_data} />
          <div className="refer-earn__wide">
            <Accordion
              headingLevel={2}
              items={[{ title: 'How Refer & Earn works', content: <ReferralRewardsTable /> }]}
            />
          </div>
        </div>
      )}
    </PageShell>
  );
}

/** Holds the dashboard's shape while it loads, so nothing jumps when the data lands. */
function DashboardSkeleton() {
  return (
    <div
      className="refer-earn"
      role="status"
      aria-busy="true"
      aria-label="Loading referral dashboard"
    >
      {['milestone', 'invite', 'info', 'leaderboard'].map((part) => (
        <div key={part} className="card refer-earn__card refer-earn__skeleton-card">
          <span className="skeleton refer-earn__skeleton-title" />
          <span className="skeleton refer-earn__skeleton-block" />
        </div>
      ))}
      <div className="card refer-earn__card refer-earn__wide refer-earn__skeleton-card">
        <span className="skeleton refer-earn__skeleton-title" />
        <span className="skeleton refer-earn__skeleton-block" />
      </div>
    </div>
  );
}
