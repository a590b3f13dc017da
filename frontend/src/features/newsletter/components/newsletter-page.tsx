import { Link, useSearchParams } from 'react-router-dom';
import { NoticeCard } from '../../../components/notice-card';
import { PageShell } from '../../../components/page-shell';

export default function NewsletterPage() {
  const [params] = useSearchParams();
  const action = params.get('action');
  const title =
    action === 'unsubscribe' ? 'Unsubscribe from the newsletter' : 'Confirm your subscription';
  return (
    <PageShell
      title={title}
      lead="Links in our newsletter emails confirm your subscription or unsubscribe you."
    >
      <NoticeCard
        title="Newsletter links open soon"
        actions={
          <Link to="/" className="btn btn--primary">
            Back to Home
          </Link>
        }
      >
        <p>
          You can already subscribe from the form at the bottom of every page. Confirming and
          unsubscribing from an email link will work here shortly.
        </p>
      </NoticeCard>
    </PageShell>
  );
}
