import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { NoticeCard } from '../../../components/notice-card';
import { PageShell } from '../../../components/page-shell';
import { ErrorState } from '../../../components/state-views';
import { env } from '../../../config/env';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import type { GameMessage, RunReport } from '../../../games/game-messages';
import { useEndGame, useStartGame } from '../api/game-session';
import { useArcadeGame, type ArcadeGame } from '../../games';
import { readGameToken, removeGameToken, saveGameToken } from '../game-token';
import { useFullscreen } from '../use-fullscreen';
import { useGameFrame } from '../use-game-frame';
import { GameRunsPanel } from './game-runs-panel';
import './game-page.css';

/** Frame URLs of the games we host, by slug (VITE_MR_RACER_URL moves MR RACER elsewhere). */
const FRAME_URLS: Record<string, string> = { mr_racer: env.mrRacerUrl };

/** SPEC §8 (Game), verbatim. */
export const GAME_MESSAGES = {
  tokenMissing: 'Game secret token is missing. Please start a new game.',
  notLoggedIn: 'User is not logged in.',
  apiFailed: 'API request failed',
} as const;

type RunState = 'idle' | 'starting' | 'running' | 'ending';

/** How long END waits for the game's score before giving the run up. */
export const GAME_ANSWER_MS = 3_000;

interface Notice {
  tone: 'info' | 'success' | 'error';
  text: string;
}

function apiMessage(error: unknown): string {
  return error instanceof ApiError && error.serverMessage
    ? error.serverMessage
    : GAME_MESSAGES.apiFailed;
}

/** How to steer, for the device in hand: a touch screen has no arrow keys. */
export function raceOnHint(): string {
  const touch =
    typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return touch
    ? 'Race on! Tap the left or right side of the road to change lane.'
    : 'Race on! Steer with the arrow keys, or tap the left or right side of the road.';
}

export default function GamePage() {
  const { id = '' } = useParams();
  const query = useArcadeGame(id);
  if (query.isPending) {
    return (
      <PageShell title="Game">
        <div className="game-layout" aria-busy="true">
          <div className="game-stage skeleton" />
          <div className="game-runs card skeleton" />
        </div>
      </PageShell>
    );
  }
  if (query.isError) {
    return (
      <PageShell title="Game">
        <ErrorState
          message="We could not load this game right now."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </PageShell>
    );
  }
  const game = query.data;
  const frameUrl = game ? FRAME_URLS[game.slug] : undefined;
  if (!game || !frameUrl) {
    return (
      <PageShell title="Game">
        <NoticeCard
          title="This game is not available"
          actions={
            <Link to="/games" className="btn btn--primary">
              All games
            </Link>
          }
        >
          <p>We could not find a game at this address.</p>
        </NoticeCard>
      </PageShell>
    );
  }
  return <GamePlay game={game} frameUrl={frameUrl} />;
}

function GamePlay({ game, frameUrl }: { game: ArcadeGame; frameUrl: string }) {
  const { isSignedIn } = useAuth();
  const stage = useRef<HTMLElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [runState, setRunState] = useState<RunState>('idle');
  const running = useRef(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const startGame = useStartGame();
  const endGame = useEndGame(game.game_id);
  const fullscreen = useFullscreen(stage);
  // A frame that never answers END (crashed, reloaded) must not hold the page in a run for good.
  const giveUp = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(giveUp.current), []);

  const submit = useCallback(
    async ({ score, ticks, inputs }: RunReport) => {
      setRunState('ending');
      const secretToken = readGameToken(game.game_id);
      if (!secretToken) {
        setNotice({ tone: 'error', text: GAME_MESSAGES.tokenMissing });
        setRunState('idle');
        return;
      }
      setNotice({ tone: 'info', text: `Saving your score of ${score}…` });
      try {
        const { run, bestScore } = await endGame.mutateAsync({
          gameId: game.game_id,
          score,
          secretToken,
          ticks,
          inputs,
        });
        const best = run.score >= bestScore && run.score > 0 ? ' A new best!' : '';
        setNotice({ tone: 'success', text: `Score saved: ${run.score} points.${best}` });
      } catch (error) {
        setNotice({ tone: 'error', text: apiMessage(error) });
      } finally {
        removeGameToken(game.game_id);
        setRunState('idle');
      }
    },
    [endGame, game.game_id],
  );

  const onGameMessage = useCallback(
    (message: GameMessage) => {
      if (message.type !== 'over' || !running.current) return;
      running.current = false;
      window.clearTimeout(giveUp.current);
      void submit(message);
    },
    [submit],
  );
  const frame = useGameFrame(frameRef, frameUrl, onGameMessage);

  const start = async () => {
    if (!isSignedIn) {
      setNotice({ tone: 'error', text: GAME_MESSAGES.notLoggedIn });
      return;
    }
    setRunState('starting');
    setNotice({ tone: 'info', text: 'Starting your run…' });
    let seed: number;
    try {
      const started = await startGame.mutateAsync(game.game_id);
      saveGameToken(game.game_id, started.secretToken);
      seed = started.seed;
    } catch (error) {
      setNotice({ tone: 'error', text: apiMessage(error) });
      setRunState('idle');
      return;
    }
    running.current = true;
    setRunState('running');
    setNotice({ tone: 'info', text: raceOnHint() });
    frame.send({ type: 'start', seed });
    frame.focus();
  };

  const end = () => {
    frame.send({ type: 'end' });
    window.clearTimeout(giveUp.current);
    giveUp.current = window.setTimeout(() => {
      if (!running.current) return;
      running.current = false;
      removeGameToken(game.game_id);
      setRunState('idle');
      setNotice({ tone: 'error', text: 'The game did not answer. Please start a new game.' });
    }, GAME_ANSWER_MS);
  };

  return (
    <PageShell
      title={game.name}
      lead="Weave through the traffic as the speed climbs: one point per metre. END banks your run."
    >
      <div className="game-layout">
        <section
          ref={stage}
          className={`game-stage${fullscreen.expanded ? ' game-stage--expanded' : ''}`}
          aria-label={`${game.name} game`}
        >
          <div className="game-stage__screen">
            <iframe
              ref={frameRef}
              className="game-stage__frame"
              src={frameUrl}
              title={`${game.name}: the game`}
              allow="fullscreen"
            />
            {!frame.ready ? (
              <p className="game-stage__loading" role="status">
                Loading the game…
              </p>
            ) : null}
          </div>
          <div className="game-stage__controls">
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => void start()}
              disabled={!frame.ready || runState !== 'idle'}
            >
              {runState === 'starting' ? 'STARTING…' : 'START'}
            </button>
            <button
              type="button"
              className="btn btn--danger"
              onClick={end}
              disabled={runState !== 'running'}
            >
              {runState === 'ending' ? 'SAVING…' : 'END'}
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => void fullscreen.toggle()}
              aria-pressed={fullscreen.isFullscreen}
            >
              {fullscreen.isFullscreen ? 'Exit fullscreen' : 'Fullscreen'}
            </button>
          </div>
          <p
            className={`game-stage__notice game-stage__notice--${notice?.tone ?? 'info'}`}
            role={notice?.tone === 'error' ? 'alert' : 'status'}
          >
            {notice?.text ?? 'Press START to race.'}
            {notice?.text === GAME_MESSAGES.notLoggedIn ? (
              <>
                {' '}
                <Link to="/login">Log in</Link>
              </>
            ) : null}
          </p>
        </section>
        <GameRunsPanel gameId={game.game_id} signedIn={isSignedIn} />
      </div>
    </PageShell>
  );
}
