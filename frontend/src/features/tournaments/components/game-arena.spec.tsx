import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArenaConnection, ArenaMatch } from '../api/arena-socket';
import type { Tournament } from '../api/get-tournament-list';
import { fireConfetti } from '../../../lib/confetti';
import GameArena from './game-arena';
import { formatElapsed } from './arena-search';

jest.mock('../../../lib/confetti', () => ({ fireConfetti: jest.fn(() => Promise.resolve()) }));

// The connection is the test's: each render reads the state set here.
let connection: ArenaConnection;
jest.mock('../api/arena-socket', () => ({ useArenaConnection: () => connection }));

const calls = () => ({
  play: jest.fn(),
  move: jest.fn(),
  leave: jest.fn(),
  retry: jest.fn(),
});

function connect(overrides: Partial<ArenaConnection> = {}): ArenaConnection {
  connection = {
    phase: 'searching',
    match: null,
    lobby: { searching: 1, online: 4 },
    searchStartedAt: Date.now() - 7_000,
    deadline: null,
    error: null,
    ...calls(),
    ...overrides,
  };
  return connection;
}

const tournament = {
  game_id: 4,
  event_id: 10,
  event_title: 'Noughts Night',
} as Tournament;

function renderArena(open = true) {
  const props = {
    tournament,
    playerName: 'Alexandra',
    userId: 'u-1',
    token: 't',
    onResume: jest.fn(),
    onBack: jest.fn(),
  };
  const utils = render(<GameArena {...props} open={open} />);
  const rerender = (nextOpen = open) => utils.rerender(<GameArena {...props} open={nextOpen} />);
  return { ...props, rerender, user: userEvent.setup() };
}

const match = (overrides: Partial<ArenaMatch> = {}): ArenaMatch => ({
  match_id: 'm-1',
  event_id: 10,
  players: {
    x: { user_id: 'u-1', player_name: 'Alexandra', away: false },
    o: { user_id: 'u-2', player_name: 'Omar', away: false },
  },
  board: [null, null, null, null, null, null, null, null, null],
  turn: 'x',
  status: 'playing',
  result: null,
  reason: null,
  move_deadline: 20_000,
  server_time: 0,
  ...overrides,
});

afterEach(() => jest.restoreAllMocks());

describe('formatElapsed', () => {
  it.each([
    [0, '0:00'],
    [7, '0:07'],
    [92, '1:32'],
    [720, '12:00'],
  ])('%i s is %s', (seconds, text) => expect(formatElapsed(seconds)).toBe(text));
});

describe('GameArena', () => {
  it('while searching shows the time, how many search and are online, and a Cancel', async () => {
    const { leave } = connect();
    const { user } = renderArena();
    expect(screen.getByRole('status')).toHaveTextContent('Searching for an opponent…');
    expect(screen.getByRole('timer', { name: 'Time searching' })).toHaveTextContent('0:07');
    expect(
      screen.getByText('1 player searching · 4 players online in this tournament'),
    ).toBeInTheDocument();
    // Not yet 15 s: no practice offered.
    expect(screen.queryByRole('button', { name: 'Practice match' })).not.toBeInTheDocument();
    // No internal ids on screen.
    expect(screen.queryByText(/event|game 4/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('after 15 s offers a practice match, played against the computer to its end, labelled practice', async () => {
    connect({ searchStartedAt: Date.now() - 16_000 });
    // The computer picks the last free cell (its random draws all say "any cell").
    jest.spyOn(Math, 'random').mockReturnValue(0.99);
    const { user } = renderArena();
    expect(screen.getByText('Practice — doesn’t count for points or firsts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Practice match' }));
    // The search goes on above the practice board.
    expect(screen.getByText('Searching for an opponent…')).toBeInTheDocument();
    expect(screen.getByText('You (X) vs Computer (O)')).toBeInTheDocument();
    const board = screen.getByRole('group', { name: 'Practice board' });
    expect(board).toBeInTheDocument();

    // X takes the first free cell each turn; the computer answers after a moment.
    const end = /^Practice — (You won!|The computer won|Draw)$/;
    for (;;) {
      const next = await screen.findByText(
        (text) => text === 'Your turn' || end.test(text),
        { selector: 'p' },
        { timeout: 2_000 },
      );
      if (next.textContent !== 'Your turn') break;
      await user.click(screen.getAllByRole('button', { name: /: empty$/ })[0]);
    }
    // The end is labelled practice, and nothing was sent to the server.
    expect(screen.getByText(end)).toBeInTheDocument();
    expect(connection.move).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Practice again' })).toBeInTheDocument();
  });

  it('an opponent found during practice ends it and takes the player to the real match', async () => {
    connect({ searchStartedAt: Date.now() - 20_000 });
    const { user, rerender } = renderArena();
    await user.click(screen.getByRole('button', { name: 'Practice match' }));
    connect({
      phase: 'match',
      match: match(),
      searchStartedAt: null,
      deadline: Date.now() + 20_000,
    });
    rerender();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Opponent found! Practice stopped — this match counts.',
    );
    expect(screen.queryByRole('group', { name: 'Practice board' })).not.toBeInTheDocument();
    expect(screen.getByText('You (X) vs Omar (O)')).toBeInTheDocument();
    expect(screen.getByText('Your turn')).toBeInTheDocument();
  });

  it('hidden, finds a match in progress and asks to be shown; PLAY NOW then does not search', () => {
    connect({ phase: 'match', match: match(), searchStartedAt: null });
    const { onResume, rerender } = renderArena(false);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(onResume).toHaveBeenCalledTimes(1);
    rerender(true);
    expect(screen.getByRole('alert')).toHaveTextContent('You have a match in progress');
    expect(connection.play).not.toHaveBeenCalled();
  });

  it('hidden and ready, it searches only once opened', () => {
    connect({ phase: 'ready', searchStartedAt: null, lobby: null });
    const { rerender } = renderArena(false);
    expect(connection.play).not.toHaveBeenCalled();
    rerender(true);
    expect(connection.play).toHaveBeenCalledTimes(1);
  });

  it('highlights the winning line and celebrates a win', () => {
    const board: ArenaMatch['board'] = ['x', 'x', 'x', 'o', 'o', null, null, null, null];
    connect({
      phase: 'match',
      match: match({ board, status: 'over', result: 'x', reason: 'line' }),
      searchStartedAt: null,
    });
    renderArena();
    expect(screen.getByText('You won!')).toBeInTheDocument();
    for (const column of [1, 2, 3]) {
      expect(
        screen.getByRole('button', { name: `Row 1, column ${column}: X, winning line` }),
      ).toHaveClass('game-arena__cell--win');
    }
    expect(screen.getByRole('button', { name: 'Row 2, column 1: O' })).not.toHaveClass(
      'game-arena__cell--win',
    );
    expect(fireConfetti).toHaveBeenCalledTimes(1);
  });

  it('a lost match shows the line without a celebration', () => {
    (fireConfetti as jest.Mock).mockClear();
    const board: ArenaMatch['board'] = ['o', 'x', 'x', 'o', 'x', null, 'o', null, null];
    connect({
      phase: 'match',
      match: match({ board, status: 'over', result: 'o', reason: 'line' }),
      searchStartedAt: null,
    });
    renderArena();
    expect(screen.getByText('You lost')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /winning line$/ })).toHaveLength(3);
    act(() => undefined);
    expect(fireConfetti).not.toHaveBeenCalled();
  });
});
