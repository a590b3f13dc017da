import { useId } from 'react';
import type { ReferralDashboard } from '../api/get-referral-dashboard';

/** SPEC §2 'Your Referral Info'. */
export function ReferralInfo({ dashboard }: { dashboard: ReferralDashboard }) {
  const titleId = useId();
  const facts = [
    { label: 'No.of Referral', value: dashboard.total_count },
    { label: 'Pending', value: dashboard.pending },
    { label: 'Completed', value: dashboard.completed },
  ];
  return (
    <section className="card refer-earn__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="refer-earn__title">
        Your Referral Info
      </h2>
      <dl className="referral-info">
        {facts.map((fact) => (
          <div key={fact.label} className="referral-info__fact">
            <dt>{fact.label}</dt>
            <dd className="tabular">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
