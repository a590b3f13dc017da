import { CoinAmount } from '../../../components/coin-amount';
import { ErrorState } from '../../../components/state-views';
import { useReferralRewards, type ReferralRewards } from '../api/get-referral-rewards';
import './referral-rewards-table.css';

/** How the table words the stages the server numbers (SPEC §4: Signup, First Play, First Win). */
const STAGE_WORDS: Record<number, string> = {
  1: 'Friend signs up',
  2: 'Friend plays a first game',
  3: 'Friend wins a first game',
};

/** What a referral pays, stage by stage, and the extras (GET /api/referral_rewards). */
export function ReferralRewardsTable() {
  const rewards = useReferralRewards();
  if (rewards.isPending) {
    return (
      <div className="referral-rewards__skeleton" role="status" aria-label="Loading rewards">
        <span className="skeleton referral-rewards__skeleton-table" />
        <span className="skeleton referral-rewards__skeleton-extras" />
      </div>
    );
  }
  if (rewards.isError) {
    return (
      <div className="referral-rewards__error">
        <ErrorState
          message="We could not load the referral rewards right now."
          onRetry={() => void rewards.refetch()}
          retrying={rewards.isFetching}
        />
      </div>
    );
  }
  return <RewardsTable rewards={rewards.data} />;
}

function RewardsTable({ rewards }: { rewards: ReferralRewards }) {
  const places = ['1st', '2nd', '3rd'];
  const prizes = rewards.leaderboard_prizes
    .map((coins, index) => `${places[index] ?? `${index + 1}th`} ${coins.toLocaleString('en-IN')}`)
    .join(', ');
  return (
    <>
      <table className="referral-rewards__table">
        <thead>
          <tr>
            <th scope="col">When your friend…</th>
            <th scope="col">You get</th>
            <th scope="col">Friend gets</th>
          </tr>
        </thead>
        <tbody>
          {rewards.stages.map((row) => (
            <tr key={row.stage}>
              <th scope="row">{STAGE_WORDS[row.stage] ?? `Stage ${row.stage}`}</th>
              <td>
                <CoinAmount value={row.referrer} size="sm" />
              </td>
              <td>
                <CoinAmount value={row.referee} size="sm" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="referral-rewards__extras">
        <li>Plus {rewards.prize_share_percent}% of the coins your friends earn.</li>
        <li>
          {rewards.milestone_reward} coins and a mystery reward for every {rewards.milestone_every}{' '}
          referrals.
        </li>
        <li>Monthly referral leaderboard: {prizes} coins.</li>
      </ul>
    </>
  );
}
