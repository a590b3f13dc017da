import { PageShell } from '../../../components/page-shell';
import { TournamentList } from './tournament-list';

export default function TournamentsPage() {
  return (
    <PageShell
      title="Tournaments"
      lead="Live, upcoming and finished tournaments across every GameHub game. Join one to compete for its coin prize pool."
    >
      <TournamentList />
    </PageShell>
  );
}
