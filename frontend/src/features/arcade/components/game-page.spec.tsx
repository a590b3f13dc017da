import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, type GameMessage, type RunReport } from '../../../games/game-messages';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderRoutes, signInAs } from '../../../test/render';
import GamePage, { GAME_ANSWER_MS, raceOnHint } from './game-page';

jest.setTimeout(15_000);

const TOKEN = 'T'.repeat(43);
const TOKEN_KEY = 'game_secret_token:5';
const racer = {
  game_id: 5,
  slug: 'mr_racer',
  name: 'MR RACER',
  genre: 'Racing',
  ticks_per_second: 60,
};
const SEED = 2_893_015_737;
/** A run report from the game: the score it saw, its length and its input log. */
const over = (score: number, reason: 'crash' | 'ended'): RunReport => ({
  type: 'over',
  score,
  reason,
  ticks: 750,
  inputs: [30, 0, 200, 2],
});

interface Runs {
  best_score: number | null;
  data: { run_id: string; score: number; duration_seconds: number; ended_at: string }[];
}

function setup(
  routes: Partial<
    Record<'game_start' | 'game_end' | 'game_runs' | 'tournament_list', Responder>
  > = {},
  path = '/games/mr_racer',
) {
  let runs: Runs = { best_score: null, data: [] };
  const fetchMock = mockFetch({
    '/api/games': () => ({ body: { status: 'S', data: [], arcade_games: [racer] } }),
    '/api/game_runs': routes.game_runs ?? (() => ({ body: { status: 'S', ...runs } })),
    '/api/tournament_list': routes.tournament_list ?? (() => ({ body: { status: 'S', data: [] } })),
    '/api/game_start':
      routes.game_start ??
      (() => ({
        body: { status: 'S', secret_token: TOKEN, seed: SEED, expires_in_seconds: 7200 },
      })),
    '/api/game_end':
      routes.game_end ??
      (({ body }) => {
        const { score } = body as { score: number };
        const run = {
          run_id: '1',
          score,
          duration_seconds: 12.5,
          ended_at: '2026-01-05T10:00:00Z',
        };
        runs = { best_score: score, data: [run] };
        return { body: { status: 'S', message: 'Score saved!', data: run, best_score: score } };
      }),
  });
  renderRoutes([{ path: '/games/:id', element: <GamePage /> }], [path]);
  const calls = (name: string) => fetchMock.calls().filter((call) => call.url === `/api/${name}`);
  return { calls, user: userEvent.setup() };
}

const frameWindow = () =>
  (screen.getByTitle('MR RACER: the game') as HTMLIFrameElement).contentWindow as Window;

function fromGame(message: GameMessage, origin = window.location.origin, source = frameWindow()) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: envelope(message), origin, source }));
  });
}

async function readyToStart() {
  await screen.findByTitle('MR RACER: the game');
  fromGame({ type: 'ready' });
  const start = screen.getByRole('button', { name: 'START' });
  await waitFor(() => expect(start).toBeEnabled());
  return start;
}

beforeEach(() => sessionStorage.clear());

describe('GamePage', () => {
  it('says so when no game lives at the address', async () => {
    setup({}, '/games/space_race');
    expect(await screen.findByText('This game is not available')).toBeInTheDocument();
  });

  it('links the live MR RACER tournaments, saying which of them the runs count in', async () => {
    signInAs();
    const tournament = (event_id: number, event_title: string, status: string, mine: boolean) => ({
      game_id: 5,
      event_id,
      event_title,
      tournament_status: status,
      is_registered: mine,
    });
    const { calls } = setup({
      tournament_list: () => ({
        body: {
          status: 'S',
          data: [
            tournament(3, 'Night Highway Sprint', 'live', true),
            tournament(4, 'Rush Hour Rally', 'live', false),
            tournament(5, 'Speed Trap Cup', 'upcoming', false),
          ],
        },
      }),
    });
    const list = await screen.findByRole('region', { name: 'Live tournaments' });
    expect(calls('tournament_list')[0].body).toEqual({ game_id: 5 });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Night Highway Sprint Registered: your best run counts.',
      'Rush Hour Rally Register to make your runs count.',
    ]);
    expect(within(items[0]).getByRole('link')).toHaveAttribute(
      'href',
      '/tournaments/5/3?tab=leaderboard',
    );
  });

  it('opens MR RACER by its game id too', async () => {
    setup({}, '/games/5');
    expect(await screen.findByRole('heading', { name: 'MR RACER' })).toBeInTheDocument();
  });

  it('tells a visitor they are not logged in, without starting a run', async () => {
    const { calls, user } = setup();
    await user.click(await readyToStart());
    expect(await screen.findByRole('alert')).toHaveTextContent('User is not logged in.');
    expect(calls('game_start')).toHaveLength(0);
    expect(screen.getByText(/to save your runs and keep your best score/)).toBeInTheDocument();
  });

  it('starts a run, keeps its token, ends it with the game’s score and shows the best', async () => {
    signInAs();
    const { calls, user } = setup();
    expect(await screen.findByText('No runs yet. Press START to race.')).toBeInTheDocument();
    expect(screen.getByTestId('best-score')).toHaveTextContent('--');
    const start = await readyToStart();
    const posted = jest.spyOn(frameWindow(), 'postMessage');
    await user.click(start);

    await screen.findByText(/^Race on!/);
    expect(calls('game_start')[0].body).toEqual({ game_id: 5 });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(TOKEN);
    expect(posted).toHaveBeenCalledWith(
      envelope({ type: 'start', seed: SEED }),
      window.location.origin,
    );
    expect(screen.getByRole('button', { name: 'END' })).toBeEnabled();

    // A report from another origin or another window is not the game's.
    fromGame(over(99_999, 'crash'), 'https://evil.example');
    fromGame(over(99_999, 'crash'), window.location.origin, window);
    expect(calls('game_end')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'END' }));
    expect(posted).toHaveBeenLastCalledWith(envelope({ type: 'end' }), window.location.origin);
    fromGame(over(321, 'ended'));

    expect(await screen.findByText('Score saved: 321 points. A new best!')).toBeInTheDocument();
    expect(calls('game_end')[0].body).toEqual({
      game_id: 5,
      score: 321,
      secret_token: TOKEN,
      ticks: 750,
      inputs: [30, 0, 200, 2],
    });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('best-score')).toHaveTextContent('321'));
    expect(screen.getByRole('cell', { name: '12.5 s' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'START' })).toBeEnabled();
  });

  it('tells a touch-screen player to tap, not to use arrow keys', () => {
    const coarse = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query: string) => ({ matches: query === '(pointer: coarse)' }) as MediaQueryList,
      );
    expect(raceOnHint()).toBe('Race on! Tap the left or right side of the road to change lane.');
    coarse.mockRestore();
    expect(raceOnHint()).toMatch(/arrow keys/);
  });

  it('shows the server’s refusal and drops the spent token', async () => {
    signInAs();
    const { user } = setup({
      game_end: () => ({
        status: 409,
        body: { status: 'E', message: 'This game has already ended.', code: 'GAME_SESSION_ENDED' },
      }),
    });
    await user.click(await readyToStart());
    await screen.findByText(/^Race on!/);
    fromGame(over(10, 'crash'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This game has already ended.');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('without a stored token asks for a new game and sends nothing', async () => {
    signInAs();
    const { calls, user } = setup();
    await user.click(await readyToStart());
    await screen.findByText(/^Race on!/);
    sessionStorage.removeItem(TOKEN_KEY);
    fromGame(over(10, 'crash'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Game secret token is missing. Please start a new game.',
    );
    expect(calls('game_end')).toHaveLength(0);
  });

  it('falls back to “API request failed” when the server sends no message', async () => {
    signInAs();
    const { user } = setup({ game_start: () => ({ status: 500 }) });
    await user.click(await readyToStart());
    expect(await screen.findByRole('alert')).toHaveTextContent('API request failed');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'END' })).toBeDisabled();
  });

  it('goes full screen, falling back to covering the page where the browser cannot', async () => {
    const { user } = setup();
    await readyToStart();
    const stage = screen.getByRole('region', { name: 'MR RACER game' });
    // jsdom, like iPhone Safari, has no element fullscreen.
    await user.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(stage).toHaveClass('game-stage--expanded');
    expect(screen.getByRole('button', { name: 'Exit fullscreen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(stage).not.toHaveClass('game-stage--expanded');
    await user.click(screen.getByRole('button', { name: 'Fullscreen' }));
    await user.click(screen.getByRole('button', { name: 'Exit fullscreen' }));
    expect(stage).not.toHaveClass('game-stage--expanded');
  });

  it('gives the run up when the game never answers END', async () => {
    signInAs();
    const { calls, user } = setup();
    await user.click(await readyToStart());
    await screen.findByText(/^Race on!/);
    await user.click(screen.getByRole('button', { name: 'END' }));
    expect(
      await screen.findByText(
        'The game did not answer. Please start a new game.',
        {},
        { timeout: GAME_ANSWER_MS + 1_000 },
      ),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(calls('game_end')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'START' })).toBeEnabled();
    // A late report no longer counts.
    fromGame(over(10, 'ended'));
    expect(calls('game_end')).toHaveLength(0);
  });
});
