import { Link } from 'react-router-dom';
import { Accordion } from '../../../components/accordion';
import { PageShell } from '../../../components/page-shell';
import { referralFigures, useReferralRewards } from '../../referral';
import { dailyBonusFigures, useDailyBonus } from '../../wallet';
import { faqSections } from '../faq-content';
import './faq-page.css';

export default function FaqPage() {
  // The amounts are the server's; until they answer (or if they cannot) the answers name none.
  const dailyBonus = dailyBonusFigures(useDailyBonus().data);
  const referrals = referralFigures(useReferralRewards().data);
  return (
    <PageShell
      title="Frequently Asked Questions (FAQ)"
      documentTitle="FAQ"
      lead="Answers about tournaments, coins, rewards and your account."
    >
      <div className="faq">
        {faqSections({ dailyBonus, referrals }).map((section) => (
          <section key={section.title} className="faq__section" aria-label={section.title}>
            <h2 className="faq__title">{section.title}</h2>
            <Accordion
              headingLevel={3}
              items={section.entries.map((entry) => ({
                title: entry.question,
                content: <p>{entry.answer}</p>,
              }))}
            />
          </section>
        ))}
      </div>
      <p className="faq__more">
        Still stuck? Read our <Link to="/terms_and_conditions">Terms and Conditions</Link> and{' '}
        <Link to="/privacy_policy">Privacy Policy</Link>.
      </p>
    </PageShell>
  );
}
