import { useId, useState } from 'react';
import { ErrorState } from '../../../components/state-views';
import { useReferralMonth, type ReferralDashboard } from '../api/get-referral-dashboard';
import { monthLabel } from '../referral-format';
import '../../../components/form-field.css';

/**
 * SPEC §2 'Top 3 Referral Leaderboard' with the month dropdown (current and previous two). The
 * current month comes with the dashboard; another month is asked for when chosen.
 */
export function ReferralLeaderboard({ current }: { current: ReferralDashboard }) {
  const titleId = useId();
  const selectId = useId();
  const months = current.months?.length ? current.months : [current.month_key];
  const [month, setMonth] = useState(months[0]);
  const earlier = month === months[0] ? undefined : month;
  const query = useReferralMonth(earlier);
  const loading = earlier !== undefined && (query.isPending || query.isPlaceholderData);
  const entries = (earlier ? query.data?.leaderboard_data : current.leaderboard_data) ?? [];

  return (
    <section className="card refer-earn__card" aria-labelledby={titleId}>
      <div className="referral-board__head">
        <h2 id={titleId} className="refer-earn__title">
          Top 3 Referral Leaderboard
        </h2>
        <div className="referral-board__month">
          <label htmlFor={selectId} className="field__label">
            Month
          </label>
          <select
            id={selectId}
            className="field__input"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          >
            {months.map((key) => (
              <option key={key} value={key}>
                {monthLabel(key)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {earlier && query.isError ? (
        <ErrorState
          message="We could not load this month's leaderboard."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : entries.length === 0 && !loading ? (
        <p className="referral-board__empty">No referrals in {monthLabel(month)} yet.</p>
      ) : (
        <ol
          className="referral-board__list"
          aria-label={`Top referrers, ${monthLabel(month)}`}
          aria-busy={loading || undefined}
        >
          {entries.map((entry, index) => (
            <li key={`${entry.rank}-${entry.name}-${index}`} className="referral-board__row">
              <span
                className={`referral-board__rank referral-board__rank--${Math.min(entry.rank, 3)}`}
                aria-label={`Rank ${entry.rank}`}
              >
                {entry.rank}
              </span>
              <span className="referral-board__name">{entry.name}</span>
              <span className="referral-board__count tabular">
                {entry.count} {entry.count === 1 ? 'referral' : 'referrals'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
