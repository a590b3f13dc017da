import { Link } from 'react-router-dom';
import { Accordion } from '../../../components/accordion';
import { PageShell } from '../../../components/page-shell';
import { faqSections } from '../faq-content';
import './faq-page.css';

export default function FaqPage() {
  return (
    <PageShell
      title="Frequently Asked Questions (FAQ)"
      documentTitle="FAQ"
      lead="Answers about tournaments, coins, rewards and your account."
    >
      <div className="faq">
        {faqSections.map((section) => (
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
