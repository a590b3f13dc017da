import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import TournamentDetailPage from './tournament-detail-page';
import type { Tournament } from '../api/get-tournament-list';
import {
  POOL_AFTER_PUSH_MS,
  TOURNAMENT_LIVE_REFRESH_MS,
  type TournamentDetail,
  type TournamentParticipant,
  type TournamentPool,
} from '../api/get-tournament';
import { registrationButtonState } from '../registration-state';
import { TournamentTabs } from './tournament-tabs';
import { storageKeys } from '../../../lib/storage-keys';
import { liveSocket } from '../../../test/live-socket.fake';
import { FarObserver, installFarObserver } from '../../../test/far-observer';
import { gamesRoute } from '../../../test/games.fixture';
import { tournamentPool } from '../../../test/tournament.fixture';
import { mockFetch, networkFailure, type Responder } from '../../../test/mock-fetch';
import { renderRoutes, sampleUser, signInAs } from '../../../test/render';

jest.setTimeout(15_000);

jest.mock('../../../lib/confetti', () => ({ fireConfetti: jest.fn(() => Promise.resolve()) }));
jest.mock('../../../lib/live-socket', () => jest.requireActual('../../../test/live-socket.fake'));

// The tabs as they are, counted: how often the view around the countdown renders.
jest.mock('./tournament-tabs', () => {
  const actual = jest.requireActual<typeof import('./tournament-tabs')>('./tournament-tabs');
  return { ...actual, TournamentTabs: jest.fn(actual.TournamentTabs) };
});
const tabsRenders = () => jest.mocked(TournamentTabs).mock.calls.length;

// The game server's socket, played by the test: it connects at once, answers every call with
// `S` (searching), records what the page sent, and lets the test push match views.
interface FakeSocket {
  sent: [string, unknown][];
  push: (event: string, payload?: unknown) => void;
}
const fakeSockets: FakeSocket[] = [];
/** Answers the next socket calls of an event will get, in order (else `S`). */
const fakeAnswers: Record<string, unknown[]> = {};
jest.mock('socket.io-client', () => {
  const { EventEmitter } = jest.requireActual<typeof import('events')>('events');
  return {
    io: jest.fn(() => {
      const socket = new EventEmitter() as InstanceType<typeof EventEmitter> &
        FakeSocket &
        Record<string, unknown>;
      const deliver = socket.emit.bind(socket);
      socket.sent = [];
      socket.recovered = false;
      socket.push = (event: string, payload?: unknown) => deliver(event, payload);
      socket.emit = ((event: string, body: unknown, ack?: (a: unknown) => void) => {
        socket.sent.push([event, body]);
        const answer = fakeAnswers[event]?.shift();
        ack?.(answer ?? { status: 'S', state: event === 'play' ? 'searching' : 'moved' });
        return true;
      }) as never;
      socket.disconnect = () => socket;
      fakeSockets.push(socket);
      setTimeout(() => deliver('connect'), 0);
      return socket;
    }),
  };
});

const HOUR = 3_600_000;

/** A tournament as the detail call answers it; by default one announced before issue 48. */
function tournament(
  overrides: Partial<TournamentDetail['tournament']> = {},
): TournamentDetail['tournament'] {
  return {
    game_id: 1,
    event_id: 7,
    event_title: 'Blitz Weekend Cup',
    tournament_date: new Date(Date.now() - HOUR).toISOString(),
    tournament_status: 'live',
    tournament_duration: '2h 30m',
    prize_pool: 5000,
    requires_play: false,
    guaranteed_players: 0,
    paid_share_percent: 100,
    pool: {
      full: 5000,
      now: 5000,
      eligible_players: 10,
      guaranteed_players: 0,
      paid_share_percent: 100,
      paid_places: 3,
    },
    registered_participants: 10,
    max_participants: 64,
    remaining_seconds: 5400,
    end_time: new Date(Date.now() + HOUR).toISOString(),
    is_registered: false,
    ...overrides,
  };
}

function detail(data: Tournament, participants: TournamentParticipant[] = []): Responder {
  return () => ({ body: { status: 'S', data: [data], recent_participants: participants } });
}

function renderDetail(routes: Record<string, Responder>, path = '/tournaments/1/7') {
  const fetchMock = mockFetch({ '/api/games': gamesRoute, ...routes });
  const utils = renderRoutes(
    [
      {
        path: '/tournaments/:game_id/:event_id',
        element: (
          <>
            <TournamentDetailPage />
            <ToastContainer />
          </>
        ),
      },
      {
        path: '/login',
        element: (
          <>
            <p>Login page</p>
            <ToastContainer />
          </>
        ),
      },
      { path: '/games/:id', element: <p>Game page</p> },
    ],
    [path],
  );
  return { fetchMock, router: utils.router, user: userEvent.setup() };
}

describe('registrationButtonState', () => {
  const now = Date.parse('2025-03-12T12:00:00Z');
  const base = tournament({ end_time: '2025-03-12T14:00:00Z' });

  it.each([
    ['CLOSED when the end time has passed', { end_time: '2025-03-12T11:00:00Z' }, {}, 'CLOSED'],
    [
      'CLOSED when the tournament is full',
      { registered_participants: 64, max_participants: 64 },
      {},
      'CLOSED',
    ],
    ['PLAY NOW when registered', { is_registered: true }, {}, 'PLAY NOW'],
    ['REGISTER NOW otherwise', {}, {}, 'REGISTER NOW'],
    ['REGISTERED after success', {}, { justRegistered: true }, 'REGISTERED'],
    [
      'CLOSED for a registered player once it has ended',
      { is_registered: true, end_time: '2025-03-12T11:00:00Z' },
      {},
      'CLOSED',
    ],
  ])('%s', (_name, overrides, options, expected) => {
    expect(registrationButtonState({ ...base, ...overrides }, { now, ...options })).toBe(expected);
  });
});

describe('TournamentDetailPage', () => {
  let restoreObserver = () => undefined as void;
  afterEach(() => restoreObserver());

  it("shows the game's banner from the address while the tournament loads", async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    renderDetail(
      { '/api/tournament': () => new Promise((resolve) => (answer = resolve)) },
      '/tournaments/3/7',
    );

    // The first screen (also the one index.html ships) shows the game's art before any answer,
    // and its name as soon as the games' facts answer, while the tournament still loads.
    expect(document.querySelector('.tournament-banner--game-3 img')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading tournament…');
    expect(
      await screen.findByRole('img', { name: 'Clash Royale tournament banner' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading tournament…');
    await act(async () =>
      answer({
        body: { status: 'S', data: [tournament({ game_id: 3 })], recent_participants: [] },
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blitz Weekend Cup' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Clash Royale tournament banner' })).toBeInTheDocument();
  });

  it('shows the tournament facts, countdown and the register button', async () => {
    const { fetchMock } = renderDetail({ '/api/tournament': detail(tournament()) });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blitz Weekend Cup' }),
    ).toBeInTheDocument();
    expect(fetchMock.calls().find((call) => call.url === '/api/tournament')?.body).toEqual({
      event_id: 7,
      game_id: 1,
    });
    expect(screen.getByRole('img', { name: 'Chess tournament banner' })).toBeInTheDocument();
    expect(screen.getByText('5,000 coins')).toBeInTheDocument();
    expect(screen.getByText('2h 30m')).toBeInTheDocument();
    expect(screen.getByText('10/64')).toBeInTheDocument();
    expect(screen.getByText('ENDS IN')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/0d 01h 3\dm/);
    expect(screen.getByRole('button', { name: 'REGISTER NOW' })).toBeEnabled();
  });

  it('ticks its countdown alone: the rest of the view does not render again each second', async () => {
    renderDetail({ '/api/tournament': detail(tournament()) });
    const timer = await screen.findByRole('timer');
    const before = timer.textContent;
    const rendered = tabsRenders();

    await waitFor(() => expect(timer.textContent).not.toBe(before), { timeout: 3000 });
    expect(tabsRenders()).toBe(rendered);
  });

  it.each([
    ['full', { registered_participants: 64 }],
    ['ended', { end_time: new Date(Date.now() - 1000).toISOString() }],
  ])('shows a disabled CLOSED button when the tournament is %s', async (_name, overrides) => {
    renderDetail({ '/api/tournament': detail(tournament(overrides)) });
    expect(await screen.findByRole('button', { name: 'CLOSED' })).toBeDisabled();
  });

  it('shows PLAY NOW for a registered player and opens chess.com on desktop', async () => {
    signInAs();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderDetail({
      '/api/tournament': detail(tournament({ is_registered: true })),
    });

    await user.click(await screen.findByRole('button', { name: 'PLAY NOW' }));
    expect(open).toHaveBeenCalledWith(
      'https://www.chess.com/play/online',
      '_blank',
      'noopener,noreferrer',
    );
    open.mockRestore();
  });

  it("shows 'Tournament info not Available!' when the API answers 404", async () => {
    renderDetail({
      '/api/tournament': () => ({
        status: 404,
        body: { status: 'E', message: 'Tournament info not Available!' },
      }),
    });
    expect(await screen.findByText('Tournament info not Available!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'REGISTER NOW' })).not.toBeInTheDocument();
  });

  it('sends a visitor to /login with a toast and remembers the page', async () => {
    const { user, router } = renderDetail({ '/api/tournament': detail(tournament()) });

    await user.click(await screen.findByRole('button', { name: 'REGISTER NOW' }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(
      await screen.findByText('To register for the tournament, please log in.'),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(storageKeys.referer)).toBe('/tournaments/1/7');
  });

  it('registers for tic-tac-toe with the account, confirms REGISTERED, then offers PLAY NOW', async () => {
    signInAs();
    const { user, fetchMock } = renderDetail(
      {
        '/api/tournament': detail(tournament({ game_id: 4, event_id: 9 })),
        '/api/register_tournament': () => ({
          body: { status: 'S', message: 'Registered successfully!', gamer_handle: null },
        }),
      },
      '/tournaments/4/9',
    );

    await user.click(await screen.findByRole('button', { name: 'REGISTER NOW' }));

    expect(await screen.findByText('Registered successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'REGISTERED' })).toBeDisabled();
    // No reload: the reloaded tournament here still says is_registered false.
    const play = await screen.findByRole('button', { name: 'PLAY NOW' }, { timeout: 3000 });
    expect(play).toBeEnabled();
    const register = fetchMock.calls().find((call) => call.url === '/api/register_tournament');
    expect(register?.body).toEqual({ event_id: 9, game_id: 4 });
    expect(register?.init.headers).toMatchObject({ Authorization: 'Bearer test-token' });
  });

  it('sends a registered MR RACER player to the game page; the tabs explain best runs', async () => {
    signInAs();
    const { user, router } = renderDetail(
      { '/api/tournament': detail(tournament({ game_id: 5, event_id: 11, is_registered: true })) },
      '/tournaments/5/11',
    );
    await user.click(await screen.findByRole('tab', { name: 'Scoring' }));
    expect(await screen.findByRole('table', { name: 'Points per run' })).toHaveTextContent(
      'Your best run',
    );
    await user.click(await screen.findByRole('button', { name: 'PLAY NOW' }));
    expect(await screen.findByText('Game page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/games/5');
  });

  it('registers directly with the saved gamer handle', async () => {
    signInAs({ ...sampleUser, gamer_handle: { clash_royal: 'ABC123' } });
    const { user, fetchMock } = renderDetail(
      {
        '/api/tournament': detail(tournament({ game_id: 3 })),
        '/api/register_tournament': () => ({
          body: { status: 'S', message: 'You are already registered for this tournament.' },
        }),
      },
      '/tournaments/3/7',
    );

    await user.click(await screen.findByRole('button', { name: 'REGISTER NOW' }));

    expect(
      await screen.findByText('You are already registered for this tournament.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.calls().find((c) => c.url === '/api/register_tournament')?.body).toEqual({
      event_id: 7,
      game_id: 3,
      gamer_handle: 'ABC123',
    });
  });

  it('asks for the chess username, lower-cases it, validates it and registers with it', async () => {
    signInAs();
    let validations = 0;
    const { user, fetchMock } = renderDetail({
      '/api/tournament': detail(tournament()),
      '/api/username_validate': ({ body }) => {
        validations += 1;
        return validations === 1
          ? { body: { status: 'E', message: 'Username not found' } }
          : { body: { status: 'S', username: (body as { username: string }).username } };
      },
      '/api/register_tournament': () => ({
        body: { status: 'S', message: 'Registered successfully!', gamer_handle: 'magnusc' },
      }),
    });

    await user.click(await screen.findByRole('button', { name: 'REGISTER NOW' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter your In-Game Username' });
    expect(within(dialog).getByText('Find your Chess.com username')).toBeInTheDocument();

    // Empty: the spec's message, gone after 2 s.
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByText('*Enter your In-Game Username!')).toBeInTheDocument();
    await waitFor(
      () => expect(within(dialog).queryByText('*Enter your In-Game Username!')).toBeNull(),
      { timeout: 4500 },
    );

    const input = within(dialog).getByLabelText('Chess.com username');
    await user.type(input, 'MagnusC');
    expect(input).toHaveValue('magnusc');

    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Username not found')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registered successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'REGISTERED' })).toBeInTheDocument();

    const bodies = fetchMock.calls().map((call) => [call.url, call.body]);
    expect(bodies).toContainEqual([
      '/api/username_validate',
      { username: 'magnusc', game_id: 1, event_id: 7 },
    ]);
    expect(bodies).toContainEqual([
      '/api/register_tournament',
      { event_id: 7, game_id: 1, gamer_handle: 'magnusc' },
    ]);
  });

  it('upper-cases a Clash tag as it is typed', async () => {
    signInAs();
    const { user } = renderDetail(
      { '/api/tournament': detail(tournament({ game_id: 2 })) },
      '/tournaments/2/7',
    );
    await user.click(await screen.findByRole('button', { name: 'REGISTER NOW' }));
    const input = screen.getByLabelText('Clash of Clans player tag');
    await user.type(input, '#2pp0jccl');
    expect(input).toHaveValue('#2PP0JCCL');
  });

  it('shows the server message when registration is closed, and a network message', async () => {
    signInAs();
    let attempt = 0;
    const { user } = renderDetail(
      {
        '/api/tournament': detail(tournament({ game_id: 4 })),
        '/api/register_tournament': () => {
          attempt += 1;
          if (attempt === 1) networkFailure();
          return {
            status: 409,
            body: {
              status: 'E',
              code: 'REGISTRATION_CLOSED',
              message: 'Registration is closed for this tournament.',
            },
          };
        },
      },
      '/tournaments/4/7',
    );

    const button = await screen.findByRole('button', { name: 'REGISTER NOW' });
    await user.click(button);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await user.click(button);
    expect(
      await screen.findByText('Registration is closed for this tournament.'),
    ).toBeInTheDocument();
  });

  it('plays tic-tac-toe in the page on PLAY NOW: searching, turns, a keyboard move, the result, and Back', async () => {
    signInAs();
    const { user } = renderDetail(
      { '/api/tournament': detail(tournament({ game_id: 4, event_id: 9, is_registered: true })) },
      '/tournaments/4/9',
    );

    await user.click(await screen.findByRole('button', { name: 'PLAY NOW' }));
    expect(await screen.findByText('Searching for an opponent…')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /tournament banner/ })).not.toBeInTheDocument();
    expect(screen.getByText(sampleUser.name)).toBeInTheDocument();
    // No internal ids on screen.
    expect(screen.queryByText('Event')).not.toBeInTheDocument();
    const socket = fakeSockets.at(-1)!;
    // The panel connected (watching) before PLAY NOW, then searched.
    expect(socket.sent).toEqual([
      ['watch', { event_id: 9 }],
      ['play', { event_id: 9 }],
    ]);

    const view = {
      match_id: 'm-1',
      event_id: 9,
      players: {
        x: { user_id: sampleUser.user_id, player_name: 'Alexandra', away: false },
        o: { user_id: 'u-7', player_name: 'Omar', away: false },
      },
      board: [null, null, null, null, null, null, null, null, null],
      turn: 'x',
      status: 'playing',
      result: null,
      reason: null,
      move_deadline: 20_000,
      server_time: 0,
    };
    act(() => socket.push('match', view));
    expect(await screen.findByText('Your turn')).toBeInTheDocument();
    expect(screen.getByText('You (X) vs Omar (O)')).toBeInTheDocument();
    expect(screen.getByLabelText('20 seconds left to move')).toBeInTheDocument();

    // The centre cell takes focus first; the arrow keys move along the board, Enter plays.
    const centre = screen.getByRole('button', { name: 'Row 2, column 2: empty' });
    centre.focus();
    await user.keyboard('{ArrowUp}{ArrowLeft}{Enter}');
    expect(screen.getByRole('button', { name: 'Row 1, column 1: empty' })).toHaveFocus();
    expect(socket.sent.at(-1)).toEqual(['move', { match_id: 'm-1', cell: 0 }]);

    act(() => socket.push('match', { ...view, board: ['x', ...view.board.slice(1)], turn: 'o' }));
    expect(await screen.findByText('Opponent’s turn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Row 1, column 1: X' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    act(() => socket.push('match', { ...view, status: 'over', result: 'x', reason: 'timeout' }));
    expect(await screen.findByText('You won!')).toBeInTheDocument();
    expect(screen.getByText('Your opponent ran out of time. +2 points')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rematch' }));
    expect(await screen.findByText('Searching for an opponent…')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(socket.sent.at(-1)).toEqual(['leave', { event_id: 9 }]);
    expect(screen.getByRole('img', { name: 'Tic-Tac-Toe tournament banner' })).toBeInTheDocument();
  });

  it('a game socket closed for its ended session asks the API, and its 401 signs the player out', async () => {
    signInAs();
    const { fetchMock } = renderDetail(
      {
        '/api/tournament': detail(tournament({ game_id: 4, event_id: 9, is_registered: true })),
        '/api/validate_user': () => ({
          status: 401,
          body: { status: 'UA', message: 'Your session has ended. Please log in again.' },
        }),
      },
      '/tournaments/4/9',
    );
    await waitFor(() => expect(fakeSockets.at(-1)?.sent).toEqual([['watch', { event_id: 9 }]]));

    // Logged out in another browser: the server says so, then closes the socket.
    act(() =>
      fakeSockets.at(-1)!.push('session_ended', {
        status: 'E',
        code: 'SESSION_INVALID',
        message: 'Your session has ended. Please log in again.',
      }),
    );
    await waitFor(() => expect(localStorage.getItem(storageKeys.user)).toBeNull());
    const check = fetchMock.calls().find((c) => c.url === '/api/validate_user');
    expect(check?.init.headers).toMatchObject({ Authorization: expect.stringMatching(/^Bearer /) });
  });

  it('takes a player back to their match in progress on arrival, and says so', async () => {
    signInAs();
    const board = ['x', null, null, null, 'o', null, null, null, null];
    fakeAnswers.watch = [
      {
        status: 'S',
        state: 'match',
        match: {
          match_id: 'm-2',
          event_id: 9,
          players: {
            x: { user_id: sampleUser.user_id, player_name: 'Alexandra', away: false },
            o: { user_id: 'u-7', player_name: 'Omar', away: false },
          },
          board,
          turn: 'x',
          status: 'playing',
          result: null,
          reason: null,
          move_deadline: 12_000,
          server_time: 0,
        },
      },
    ];
    renderDetail(
      { '/api/tournament': detail(tournament({ game_id: 4, event_id: 9, is_registered: true })) },
      '/tournaments/4/9',
    );
    // In the panel, and as a toast.
    await waitFor(() =>
      expect(screen.getAllByText('You have a match in progress')).toHaveLength(2),
    );
    expect(screen.getByText('Your turn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Row 2, column 2: O' })).toBeInTheDocument();
    expect(screen.getByLabelText('12 seconds left to move')).toBeInTheDocument();
    // Taken back without a new search.
    expect(fakeSockets.at(-1)!.sent).toEqual([['watch', { event_id: 9 }]]);
  });

  it('moves between the tabs with the arrow keys, Home and End', async () => {
    const { user } = renderDetail({ '/api/tournament': detail(tournament()) });
    const how = await screen.findByRole('tab', { name: 'How?' });
    expect(how).toHaveAttribute('aria-selected', 'true');
    // The tabs print the server's game facts, which arrive beside the tournament.
    await screen.findByRole('heading', { name: 'How to take part in Chess' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('chess.com');

    how.focus();
    await user.keyboard('{ArrowRight}');
    const rules = screen.getByRole('tab', { name: 'Rules' });
    expect(rules).toHaveFocus();
    expect(rules).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Fair play');

    await user.keyboard('{ArrowRight}');
    const scoring = screen.getByRole('tabpanel');
    expect(within(scoring).getByRole('row', { name: 'Blitz (5 min) 9 3 0' })).toBeInTheDocument();
    expect(within(scoring).getByRole('row', { name: 'Bullet (1 min) 3 1 0' })).toBeInTheDocument();
    expect(within(scoring).getByRole('row', { name: 'Rapid (10 min) 15 5 0' })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Leaderboard' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(how).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Leaderboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('opens on the leaderboard tab for ?tab=leaderboard (a completed card’s View results)', async () => {
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    const fetchMock = renderDetail(
      {
        '/api/tournament': detail(tournament({ tournament_status: 'completed' })),
        '/api/leaderboard': () => ({ body: { status: 'S', data: [], total_count: 0 } }),
      },
      '/tournaments/1/7?tab=leaderboard',
    ).fetchMock;

    const tab = await screen.findByRole('tab', { name: 'Leaderboard' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'How?' })).toHaveAttribute('aria-selected', 'false');
    await waitFor(() =>
      expect(fetchMock.calls().some((call) => call.url === '/api/leaderboard')).toBe(true),
    );
    // It lands on the tabs, not on the banner above them.
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'start' }));
    scrolled.mockRestore();
  });

  it("prints the rules from the server's game facts, with a retry when they fail to load", async () => {
    let down = true;
    const { user } = renderDetail(
      {
        '/api/tournament': detail(tournament({ game_id: 4 })),
        '/api/games': (request) =>
          down ? { status: 503, body: { status: 'E', message: 'Try later' } } : gamesRoute(request),
      },
      '/tournaments/4/7',
    );

    const how = await screen.findByRole('tabpanel');
    expect(await within(how).findByText('We could not load the rules of this game.')).toBeVisible();
    down = false;
    await user.click(within(how).getByRole('button', { name: 'Retry' }));
    expect(
      await within(how).findByRole('heading', { name: 'How to take part in Tic-Tac-Toe' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Rules' }));
    const rules = screen.getByRole('tabpanel');
    expect(
      within(rules).getByText(
        'Players level on points are separated by: 1. higher win/loss ratio, then 2. lower total match completion time.',
      ),
    ).toBeInTheDocument();
    expect(
      within(rules).getByText('Win 2 points, draw 1 point, loss 0 points.'),
    ).toBeInTheDocument();
  });

  it('shows the loading state on the rules tab while the game facts load', async () => {
    renderDetail({
      '/api/tournament': detail(tournament()),
      '/api/games': () => new Promise(() => {}),
    });
    expect(await screen.findByText('Loading game rules…')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel').querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows the Clash trophy bands and the tic-tac-toe points', async () => {
    const { user } = renderDetail(
      { '/api/tournament': detail(tournament({ game_id: 3 })) },
      '/tournaments/3/7',
    );
    await user.click(await screen.findByRole('tab', { name: 'Scoring' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('row', { name: '6,500–6,999 8' })).toBeInTheDocument();
    expect(within(panel).getByRole('row', { name: '8,000+ 10' })).toBeInTheDocument();
  });

  it('shares the tournament link and lists recent participants with their avatars', async () => {
    restoreObserver = installFarObserver();
    renderDetail({
      '/api/tournament': detail(tournament(), [
        { user_id: 'u-1', player_name: 'Riya', profile_pic: 5 },
        { user_id: 'u-2', player_name: 'Kabir', profile_pic: 0 },
      ]),
    });

    const invite = await screen.findByRole('region', { name: 'Invite Friends' });
    const url = 'http://localhost/tournaments/1/7';
    const whatsapp = within(invite).getByRole('link', { name: 'Share on WhatsApp' });
    const twitter = within(invite).getByRole('link', { name: 'Share on X' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(url);
    expect(twitter.getAttribute('href')).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?text=/);
    expect(decodeURIComponent(twitter.getAttribute('href') ?? '')).toContain(url);
    expect(within(invite).getByRole('link', { name: /community chat/ })).toHaveAttribute(
      'href',
      'https://discord.gg/gamehub',
    );

    const recent = screen.getByRole('region', { name: 'RECENT PARTICIPANTS' });
    expect(within(recent).getByText('Riya')).toBeInTheDocument();
    expect(within(recent).getByText('Kabir')).toBeInTheDocument();
    // The avatars draw as the list nears the viewport (tournament-sidebar.spec.tsx).
    act(() => FarObserver.reveal());
    const avatars = recent.querySelectorAll('[data-avatar]');
    expect([...avatars].map((node) => node.getAttribute('data-avatar'))).toEqual(['5', '0']);
  });

  it('says so when nobody has registered yet', async () => {
    renderDetail({ '/api/tournament': detail(tournament()) });
    expect(
      await screen.findByText('No participants yet. Be the first to register!'),
    ).toBeInTheDocument();
  });
});

describe('TournamentDetailPage prize pool (prizes only for play)', () => {
  /** A tournament of issue 48's rules, with the fixture's pool (2 played of 4). */
  const forPlay = (status: string, pool: Partial<TournamentPool> = {}) =>
    tournament({
      game_id: 4,
      tournament_status: status,
      prize_pool: 1500,
      requires_play: true,
      guaranteed_players: 4,
      paid_share_percent: 50,
      pool: tournamentPool(pool),
    });
  const poolItems = () =>
    within(screen.getByRole('list', { name: 'Prize pool for players who play' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('shows the pool the players who played earn while live, and the rules say who is paid', async () => {
    const { user } = renderDetail(
      { '/api/tournament': detail(forPlay('live')) },
      '/tournaments/4/7',
    );

    await screen.findByRole('heading', { level: 1, name: 'Blitz Weekend Cup' });
    expect(screen.getByText('1,500 coins')).toBeInTheDocument();
    expect(poolItems()).toEqual([
      'Pool now: 500 coins',
      '2 players have played',
      'full 1,500 coins once 4 have played',
      'top 50% paid (1 place now)',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Rules' }));
    const rules = screen.getByRole('tabpanel');
    const prizes = (await within(rules).findByRole('heading', { name: 'Prizes' })).closest(
      'section',
    ) as HTMLElement;
    expect(
      within(prizes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Only players who play are ranked and paid: you need at least one counted result (a finished match against another player) between the start and the end. Registering alone wins nothing.',
      'The full prize pool of 1,500 coins is guaranteed once 4 players have played. With fewer, each prize shrinks in proportion, rounded down: with 2 players who played, each prize is 2/4 of its full amount.',
      'At most 50% of the players who played are paid (rounded down), never more places than the prize table has.',
      'Ties share among players who played: tied players split the prizes of the places they fill equally.',
    ]);
  });

  it('says the full pool is guaranteed once enough players have played, and what was shared once completed', async () => {
    renderDetail(
      {
        '/api/tournament': detail(
          forPlay('completed', { now: 1500, eligible_players: 5, paid_places: 2 }),
        ),
      },
      '/tournaments/4/7',
    );
    await screen.findByRole('heading', { level: 1, name: 'Blitz Weekend Cup' });
    expect(poolItems()).toEqual([
      'Final pool: 1,500 coins',
      '5 players played',
      'full pool reached',
      '2 places paid',
    ]);
  });

  it('keeps the old display for a tournament that ranks every registrant', async () => {
    const { user } = renderDetail({ '/api/tournament': detail(tournament()) });
    await screen.findByRole('heading', { level: 1, name: 'Blitz Weekend Cup' });
    expect(screen.getByText('5,000 coins')).toBeInTheDocument();
    expect(
      screen.queryByRole('list', { name: 'Prize pool for players who play' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Rules' }));
    await within(screen.getByRole('tabpanel')).findByRole('heading', { name: 'Tiebreakers' });
    expect(screen.queryByRole('heading', { name: 'Prizes' })).not.toBeInTheDocument();
  });

  it('reads the pool again while live, every few seconds', async () => {
    jest.useFakeTimers();
    try {
      let played = 2;
      const { fetchMock } = renderDetail(
        {
          '/api/tournament': (request) =>
            detail(forPlay('live', { eligible_players: played, now: played >= 4 ? 1500 : 500 }))(
              request,
            ),
        },
        '/tournaments/4/7',
      );
      await screen.findByRole('heading', { level: 1, name: 'Blitz Weekend Cup' });
      const reads = () => fetchMock.calls().filter((call) => call.url === '/api/tournament');
      expect(reads()).toHaveLength(1);
      played = 4;
      await act(async () => jest.advanceTimersByTimeAsync(TOURNAMENT_LIVE_REFRESH_MS));
      expect(reads()).toHaveLength(2);
      await waitFor(() => expect(poolItems()[0]).toBe('Pool now: 1,500 coins'));
      expect(poolItems()[2]).toBe('full pool guaranteed');
    } finally {
      jest.useRealTimers();
    }
  });

  it('follows a standings push of its live board: the pool line moves within seconds', async () => {
    let played = 2;
    const { fetchMock, user } = renderDetail(
      {
        '/api/tournament': (request) =>
          detail(forPlay('live', { eligible_players: played, now: played * 250 }))(request),
        '/api/leaderboard': () => ({ body: { status: 'S', data: [], total_count: 0 } }),
      },
      '/tournaments/4/7',
    );
    await user.click(await screen.findByRole('tab', { name: 'Leaderboard' }));
    const reads = () => fetchMock.calls().filter((call) => call.url === '/api/tournament');
    expect(reads()).toHaveLength(1);

    played = 3;
    // A burst of pushes reads the tournament once; another tournament's push is not this one's.
    act(() => {
      for (const version of ['1:2', '1:3']) {
        liveSocket.push('standings', { event_id: 7, page: 1, limit: 10, version, data: [] });
      }
      liveSocket.push('standings', { event_id: 8, page: 1, limit: 10, version: '9:9', data: [] });
    });
    await waitFor(() => expect(poolItems()[1]).toBe('3 players have played'), {
      timeout: POOL_AFTER_PUSH_MS + 2000,
    });
    expect(reads()).toHaveLength(2);
    expect(poolItems()[0]).toBe('Pool now: 750 coins');
  });
});
