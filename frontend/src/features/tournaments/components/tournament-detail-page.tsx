import { lazy, Suspense, useCallback, useDeferredValue, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { CoinAmount } from '../../../components/coin-amount';
import { useDocumentTitle } from '../../../components/page-shell';
import { EmptyState, ErrorState } from '../../../components/state-views';
import { StatusPill } from '../../../components/status-pill';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { type Game, gameArt, useGame } from '../../games';
import {
  TOURNAMENT_NOT_AVAILABLE,
  useTournament,
  useTournamentFollowsEntries,
  useTournamentFollowsStandings,
  type TournamentDetail,
  type TournamentKey,
} from '../api/get-tournament';
import { arenaMessages } from '../arena-messages';
import { openGame } from '../play-links';
import { poolLine } from '../prize-pool';
import { registrationMessages } from '../registration-state';
import { formatTournamentDate, statusDisplay } from '../tournament-format';
import { CountdownTimer } from './countdown-timer';
import { RegistrationButton } from './registration-button';
import { HowToPanel, RulesPanel, ScoringPanel } from './tournament-guide-panels';
import { LeaderboardTable } from './leaderboard-table';
import { InviteFriends, RecentParticipants } from './tournament-sidebar';
import { TournamentTabs } from './tournament-tabs';
import './tournament-detail-page.css';

// socket.io loads only for a player who may play here now (to find a match in progress) or
// opens the game.
const GameArena = lazy(() => import('./game-arena'));

export default function TournamentDetailPage() {
  const params = useParams();
  const gameId = Number(params.game_id);
  const eventId = Number(params.event_id);
  const validParams = Number.isInteger(gameId) && Number.isInteger(eventId);
  const query = useTournament({ gameId, eventId });
  // The page renders in a deferred pass, which yields to the browser as it goes (the query's
  // own update is synchronous: one long task for the whole page); the skeleton stays till then.
  const detail = useDeferredValue(query.data);
  const isPending = detail === undefined && !query.isError;
  useDocumentTitle(detail?.tournament.event_title ?? 'Tournament');
  const { refetch } = query;
  // At zero the status changed server-side (upcoming → live → completed): reload (SPEC §4).
  const reload = useCallback(() => void refetch(), [refetch]);

  const notAvailable =
    !validParams ||
    detail === null ||
    (query.error instanceof ApiError && query.error.status === 404);

  return (
    <div className="tournament-detail container">
      {notAvailable ? (
        <div className="tournament-detail__missing">
          <EmptyState
            message={TOURNAMENT_NOT_AVAILABLE}
            action={
              <Link to="/" className="btn btn--primary">
                Browse tournaments
              </Link>
            }
          />
        </div>
      ) : isPending ? (
        <DetailSkeleton gameId={gameId} />
      ) : query.isError || !detail ? (
        <ErrorState onRetry={reload} retrying={query.isFetching} />
      ) : (
        <TournamentView detail={detail} receivedAt={query.dataUpdatedAt} onReload={reload} />
      )}
    </div>
  );
}

interface TournamentViewProps {
  detail: TournamentDetail;
  receivedAt: number;
  onReload: () => void;
}

function TournamentView({ detail, receivedAt, onReload }: TournamentViewProps) {
  const { tournament, recentParticipants } = detail;
  const { user, token } = useAuth();
  const [searchParams] = useSearchParams();
  const [playing, setPlaying] = useState(false);
  const navigate = useNavigate();
  const facts = useGame(tournament.game_id);
  const status = statusDisplay(tournament.tournament_status);
  const date = formatTournamentDate(tournament.tournament_date);
  // Others' registrations show as they happen while players can still join.
  useTournamentFollowsEntries(
    { gameId: tournament.game_id, eventId: tournament.event_id },
    status.tone === 'upcoming' || status.tone === 'live',
  );

  // A registered player of a live game played here has the panel connected before PLAY NOW, so a
  // match in progress (a reload, another tab) is found and shown.
  const watching =
    !!token &&
    !!user &&
    tournament.is_registered &&
    status.tone === 'live' &&
    facts.data?.scoring.kind === 'matches';
  const onResume = useCallback(() => {
    toast.info(arenaMessages.matchInProgress);
    setPlaying(true);
  }, []);

  const play = (played: Game | null) => {
    // A game played in runs (MR RACER) has its own page: every run there counts here.
    if (played?.scoring.kind === 'runs') void navigate(`/games/${played.game_id}`);
    else if (played?.played_on_site) setPlaying(true);
    else if (played?.play_links) openGame(played.play_links);
  };
  // The games' facts load with the page; a click that beats them waits for them.
  const onPlay = () => {
    if (facts.data !== undefined) {
      play(facts.data);
      return;
    }
    void facts.refetch().then((result) => {
      if (result.data !== undefined) play(result.data);
      else toast.error(registrationMessages.network);
    });
  };

  const gameId = tournament.game_id;
  // `?tab=leaderboard` from a completed tournament's card opens its results.
  const tab = searchParams.get('tab');
  const tabs = [
    { id: 'how', label: 'How?', render: () => <HowToPanel gameId={gameId} /> },
    {
      id: 'rules',
      label: 'Rules',
      render: () => <RulesPanel gameId={gameId} terms={tournament} />,
    },
    { id: 'scoring', label: 'Scoring', render: () => <ScoringPanel gameId={gameId} /> },
    {
      id: 'leaderboard',
      label: 'Leaderboard',
      render: () => (
        <>
          {status.tone === 'live' && tournament.requires_play ? (
            <PoolFollowsBoard gameId={gameId} eventId={tournament.event_id} />
          ) : null}
          <LeaderboardTable
            gameId={gameId}
            eventId={tournament.event_id}
            status={tournament.tournament_status}
          />
        </>
      ),
    },
  ];

  return (
    <div className="tournament-detail__layout">
      <div className="tournament-detail__main">
        {playing || watching ? (
          <Suspense
            fallback={
              playing ? <div className="game-arena card skeleton" aria-busy="true" /> : null
            }
          >
            <GameArena
              tournament={tournament}
              playerName={user?.name ?? '--'}
              userId={user?.user_id ?? null}
              token={token}
              open={playing}
              onResume={onResume}
              onBack={() => setPlaying(false)}
            />
          </Suspense>
        ) : null}
        {playing ? null : (
          <TournamentBanner gameId={gameId}>
            <StatusPill tone={status.tone} label={status.label} />
          </TournamentBanner>
        )}

        <header className="tournament-detail__header">
          <h1 className="tournament-detail__title">{tournament.event_title}</h1>
          <p className="tournament-detail__date">
            <time dateTime={tournament.tournament_date}>{date}</time>
          </p>
        </header>

        <dl className="tournament-detail__facts">
          <div>
            <dt>Prize pool</dt>
            <dd>
              <CoinAmount value={tournament.prize_pool} size="lg" />
            </dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd className="tabular">{tournament.tournament_duration || '--'}</dd>
          </div>
          <div>
            <dt>Participants</dt>
            <dd className="tabular">
              {tournament.registered_participants}/{tournament.max_participants}
            </dd>
          </div>
          <div className="tournament-detail__status">
            <dt>Status</dt>
            <dd className={`tournament-detail__timer tournament-detail__timer--${status.tone}`}>
              {status.countdownLabel ? (
                <>
                  <span className="tournament-detail__timer-label">{status.countdownLabel}</span>{' '}
                  <CountdownTimer
                    remainingSeconds={tournament.remaining_seconds}
                    receivedAt={receivedAt}
                    onZero={onReload}
                  />
                </>
              ) : status.tone === 'completed' ? (
                <span>COMPLETED</span>
              ) : (
                <span>{status.label}</span>
              )}
            </dd>
          </div>
        </dl>
        <PoolLineView detail={detail} />

        <div className="tournament-detail__actions">
          <RegistrationButton tournament={tournament} onPlay={onPlay} />
        </div>

        <TournamentTabs label="Tournament information" tabs={tabs} initial={tab} />
      </div>

      <aside className="tournament-detail__aside" aria-label="Tournament community">
        <InviteFriends tournament={tournament} />
        <RecentParticipants participants={recentParticipants} />
      </aside>
    </div>
  );
}

/**
 * The pool as the field that played earns it, under the full pool of the facts (issue 48); a
 * tournament that ranks every registrant shows the facts alone, as before.
 */
function PoolLineView({ detail: { tournament } }: { detail: TournamentDetail }) {
  const line = tournament.pool ? poolLine(tournament, tournament.pool) : null;
  if (!line) return null;
  return (
    <ul className="tournament-detail__pool" aria-label="Prize pool for players who play">
      <li className="tournament-detail__pool-headline tabular">{line.headline}</li>
      {line.facts.map((fact) => (
        <li key={fact} className="tabular">
          {fact}
        </li>
      ))}
    </ul>
  );
}

/** Beside the live board: its pushes move the pool line too. */
function PoolFollowsBoard(key: TournamentKey): null {
  useTournamentFollowsStandings(key);
  return null;
}

/**
 * The game's art (known from the address, so it is in the first screen's HTML) and its name (from
 * the games' facts); its status pill once the tournament is known.
 */
function TournamentBanner({ gameId, children }: { gameId: number; children?: ReactNode }) {
  const game = useGame(gameId).data;
  return (
    <div className={`tournament-banner tournament-banner--game-${gameId}`}>
      <img
        src={gameArt(gameId)}
        alt={game ? `${game.name} tournament banner` : ''}
        width={320}
        height={180}
      />
      {game ? (
        <span className="tournament-banner__game">{game.name}</span>
      ) : game === undefined ? (
        <span className="tournament-banner__game tournament-banner__game-skeleton skeleton" />
      ) : null}
      {children ? <span className="tournament-banner__pill">{children}</span> : null}
    </div>
  );
}

/** The game is known from the address: its banner shows while the tournament loads. */
function DetailSkeleton({ gameId }: { gameId: number }) {
  return (
    <div className="tournament-detail__layout" aria-busy="true">
      <div className="tournament-detail__main">
        <TournamentBanner gameId={gameId} />
        <span className="skeleton tournament-detail__skeleton-title" />
        <span className="skeleton tournament-detail__skeleton-facts" />
        <span className="visually-hidden" role="status">
          Loading tournament…
        </span>
      </div>
      <div className="tournament-detail__aside">
        <span className="skeleton tournament-detail__skeleton-side" />
      </div>
    </div>
  );
}
