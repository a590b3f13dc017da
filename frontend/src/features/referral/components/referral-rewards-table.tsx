import { CoinAmount } from '../../../components/coin-amount';
import { referralBonuses, referralStages } from '../referral-rewards';
import './referral-rewards-table.css';

/** What a referral pays, stage by stage, and the extras (SPEC §9 amounts). */
export function ReferralRewardsTable() {
  const [first, second, third] = referralBonuses.monthlyPrizes;
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
          {referralStages.map((row) => (
            <tr key={row.stage}>
              <th scope="row">{row.stage}</th>
              <td>
                <CoinAmount value={row.referrer} size="sm" />
              </td>
              <td>
                <CoinAmount value={row.friend} size="sm" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="referral-rewards__extras">
        <li>Plus {referralBonuses.earningsSharePercent}% of the coins your friends earn.</li>
        <li>
          {referralBonuses.milestoneCoins} coins and a mystery reward for every{' '}
          {referralBonuses.milestoneEvery} referrals.
        </li>
        <li>
          Monthly referral leaderboard: 1st {first.toLocaleString('en-IN')}, 2nd{' '}
          {second.toLocaleString('en-IN')}, 3rd {third.toLocaleString('en-IN')} coins.
        </li>
      </ul>
    </>
  );
}
