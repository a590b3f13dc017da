import { useId } from 'react';
import { CheckIcon } from '../../../components/icons';
import { EmptyState } from '../../../components/state-views';
import { formatIstDate } from '../../../lib/date-format';
import type { ReferredUser } from '../api/get-referral-dashboard';
import { referralStageNames, referralStatus } from '../referral-format';

/** Shown when nobody has signed up with the player's link yet. */
export const NO_REFERRALS = 'No referrals yet — share your link';

/** SPEC §2 'Your Referral Stats': one row per friend, a check mark per stage reached. */
export function ReferralStats({ referees }: { referees: ReferredUser[] }) {
  const titleId = useId();
  return (
    <section className="card refer-earn__card refer-earn__wide" aria-labelledby={titleId}>
      <h2 id={titleId} className="refer-earn__title">
        Your Referral Stats
      </h2>
      {referees.length === 0 ? (
        <EmptyState message={NO_REFERRALS} />
      ) : (
        <table className="referral-stats" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Joined</th>
              {referralStageNames.map((stage) => (
                <th key={stage} scope="col" className="referral-stats__stage">
                  {stage}
                </th>
              ))}
              <th scope="col">Status</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {referees.map((referee, index) => {
              const status = referralStatus(referee.referal_stat);
              return (
                <tr key={`${referee.joined}-${index}`}>
                  <th scope="row" className="referral-stats__name">
                    {referee.name || '--'}
                  </th>
                  <td data-label="Joined" className="tabular">
                    {formatIstDate(referee.joined)}
                  </td>
                  {referralStageNames.map((stage, stageIndex) => {
                    const reached = referee.referal_stat >= stageIndex + 1;
                    return (
                      <td key={stage} data-label={stage} className="referral-stats__stage">
                        {reached ? (
                          <CheckIcon className="referral-stats__check" aria-hidden="true" />
                        ) : (
                          <span className="referral-stats__open" aria-hidden="true" />
                        )}
                        <span className="visually-hidden">{reached ? 'Reached' : 'Not yet'}</span>
                      </td>
                    );
                  })}
                  <td data-label="Status">
                    <span
                      className={`referral-stats__status referral-stats__status--${status.toLowerCase()}`}
                    >
                      {status}
                    </span>
                  </td>
                  <td
                    data-label="Note"
                    className={`referral-stats__note${referee.note ? '' : ' referral-stats__note--none'}`}
                  >
                    {referee.note ?? '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
