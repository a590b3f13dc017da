import { act, screen, waitFor, within } from '@testing-library/react';
import { liveSocket } from '../../../test/live-socket.fake';
import userEvent from '@testing-library/user-event';
import LeaderboardPage from './leaderboard-page';
import { LEADERBOARD_POLL_MS, type LeaderboardRow } from '../../tournaments';
import type { LeaderboardEvent } from '../api/get-leaderboard-list';
import { gamesRoute, sampleArcadeGames, sampleGames } from '../../../test/games.fixture';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderRoutes, signInAs } from '../../../test/render';
import { CoinAmount } from '../../../components/coin-amount';

jest.mock('../../../lib/live-socket', () => jest.requireActual('../../../test/live-socket.fake'));
// Counts the rows' renders: each row shows its reward in one.
jest.mock('../../../components/coin-amount', () => {
  const actual = jest.requireActual('../../../components/coin-amount');
  return { ...actual, CoinAmount: jest.fn(actual.CoinAmount) };
});
const coinRenders = () => (CoinAmount as jest.Mock).mock.calls.length;

// Selecting options is slow when the suites run in parallel.
jest.setTimeout(15_000);

function row(overrides: Partial<LeaderboardRow> = {}): LeaderboardRow {
  return {
    rank: 1,
    player_name: 'Riya',
    points: 30,
    reward: 500,
    eligible: true,
    tie_size: 1,
    user_id: 'u-1',
    ...overrides,
  };
}

const list = (data: LeaderboardEvent[], current: number | null) => (): ReturnType<Responder> => ({
  body: { status: 'S', data, current_event: current },
});

const board =
  (rows: LeaderboardRow[], own: LeaderboardRow | null = null, total = rows.length): Responder =>
  () => ({ body: { status: 'S', data: rows, total_count: total, own } });

function renderPage(routes: Record<string, Responder>, path = '/leaderboard') {
  const fetchMock = mockFetch({ '/api/games': gamesRoute, ...routes });
  const utils = renderRoutes([{ path: '/leaderboard', element: <LeaderboardPage /> }], [path]);
  // The bodies of the leaderboard calls, in order (the games are fetched beside them).
  const leaderboardBodies = () =>
    fetchMock
      .calls()
      .filter((call) => call.url !== '/api/games')
      .map((call) => call.body);
  return { leaderboardBodies, router: utils.router, user: userEvent.setup() };
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('LeaderboardPage', () => {
  it('selects the current tournament and shows rank, player, points and reward for chess', async () => {
    const { leaderboardBodies } = renderPage({
      '/api/leaderboard_list': list(
        [
          { event_id: 11, event_name: 'Monday Blitz', tour_status: 'completed' },
          { event_id: 12, event_name: 'Weekend Cup', tour_status: 'live' },
        ],
        12,
      ),
      '/api/leaderboard': board([
        row(),
        row({ rank: 2, player_name: '--', points: 0, reward: 0, user_id: 'u-3' }),
        row({ rank: 2, player_name: 'Kabir', points: 12, user_id: 'u-2' }),
      ]),
    });

    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    expect(headers(table)).toEqual(['Rank', 'Player', 'Points', 'Reward']);
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Tournament' })).toHaveValue('12');

    const rows = within(table).getAllByRole('row').slice(1);
    // Server order is kept: ties share a rank, nothing is re-sorted.
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual([
      'Riya',
      '--',
      'Kabir',
    ]);
    expect(within(rows[1]).getAllByRole('cell')[2]).toHaveTextContent('0');
    expect(leaderboardBodies()).toEqual([
      { game_id: 1 },
      { inputObj: { event_id: 12, game_id: 1 }, page: 1, limit: 10 },
    ]);
  });

  it('shows the trophy columns for the Clash games and follows the URL query', async () => {
    const { leaderboardBodies, user, router } = renderPage(
      {
        '/api/leaderboard_list': list(
          [
            { event_id: 4, event_name: 'Clan Wars', tour_status: 'completed' },
            { event_id: 5, event_name: 'Clan Rush', tour_status: 'live' },
          ],
          5,
        ),
        '/api/leaderboard': board([row({ start_trophy: 1200, end_trophy: 1350, points: 300 })]),
      },
      '/leaderboard?game=2&event=4',
    );

    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    expect(headers(table)).toEqual([
      'Rank',
      'Player',
      'Initial Trophy',
      'Final Trophy',
      'Points',
      'Reward',
    ]);
    expect(within(table).getByText('1200')).toBeInTheDocument();
    expect(within(table).getByText('1350')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tournament' })).toHaveValue('4');
    expect(leaderboardBodies()[1]).toEqual({
      inputObj: { event_id: 4, game_id: 2 },
      page: 1,
      limit: 10,
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tournament' }), '5');
    expect(router.state.location.search).toBe('?game=2&event=5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'Tic-Tac-Toe');
    expect(router.state.location.search).toBe('?game=4');
  });

  it('offers the games GET /api/games answers; a game it does not know falls back to the first', async () => {
    const { leaderboardBodies } = renderPage(
      {
        '/api/leaderboard_list': list([{ event_id: 1, event_name: 'Cup', tour_status: 'live' }], 1),
        '/api/leaderboard': board([row()]),
      },
      '/leaderboard?game=9',
    );

    await screen.findByRole('table', { name: 'Leaderboard' });
    const games = screen.getByRole('combobox', { name: 'Game' });
    expect(
      within(games)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Chess', 'Clash of Clans', 'Clash Royale', 'Tic-Tac-Toe', 'MR RACER']);
    expect(games).toHaveValue('1');
    expect(leaderboardBodies()).toContainEqual({
      inputObj: { event_id: 1, game_id: 1 },
      page: 1,
      limit: 10,
    });
  });

  it('opens on the catalogue’s first game when the address names none: no game id of its own', async () => {
    const fetchMock = mockFetch({
      '/api/games': () => ({
        body: {
          status: 'S',
          data: [sampleGames[3], sampleGames[0]],
          arcade_games: sampleArcadeGames,
        },
      }),
      '/api/leaderboard_list': list(
        [{ event_id: 7, event_name: 'Grid Cup', tour_status: 'live' }],
        7,
      ),
      '/api/leaderboard': board([row()]),
    });
    renderRoutes([{ path: '/leaderboard', element: <LeaderboardPage /> }], ['/leaderboard']);

    await screen.findByRole('table', { name: 'Leaderboard' });
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveValue('4');
    expect(
      fetchMock
        .calls()
        .filter((call) => call.url !== '/api/games')
        .map((call) => call.body),
    ).toEqual([{ game_id: 4 }, { inputObj: { event_id: 7, game_id: 4 }, page: 1, limit: 10 }]);
  });

  it('shows the tiebreak values where they decide the order of players on the same points', async () => {
    renderPage(
      {
        '/api/leaderboard_list': list(
          [{ event_id: 8, event_name: 'Noughts Night', tour_status: 'live' }],
          8,
        ),
        '/api/leaderboard': board([
          row({
            rank: 5,
            player_name: 'Ravi',
            points: 14,
            wins: 7,
            losses: 1,
            completion_seconds: 900,
          }),
          row({
            rank: 6,
            player_name: 'Meera',
            points: 14,
            wins: 7,
            losses: 3,
            completion_seconds: 605,
          }),
          row({
            rank: 7,
            player_name: 'Kabir',
            points: 10,
            wins: 5,
            losses: 2,
            completion_seconds: 300,
          }),
        ]),
      },
      '/leaderboard?game=4&event=8',
    );
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('W/L 7–1 · 15:00');
    expect(rows[1]).toHaveTextContent('W/L 7–3 · 10:05');
    // Alone on its points: nothing to explain.
    expect(rows[2]).not.toHaveTextContent('W/L');
    expect(
      screen.getByText(/Same points\? The order is decided by: Higher win\/loss ratio, then/),
    ).toBeInTheDocument();
  });

  it("highlights the player's own row on the page", async () => {
    signInAs();
    renderPage({
      '/api/leaderboard_list': list([{ event_id: 1, event_name: 'Cup', tour_status: 'live' }], 1),
      '/api/leaderboard': board(
        [row(), row({ rank: 2, player_name: 'Alexandra', user_id: 'u-42' })],
        row({ rank: 2, player_name: 'Alexandra', user_id: 'u-42' }),
      ),
    });

    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    const own = within(table)
      .getAllByRole('row')
      .filter((r) => r.getAttribute('aria-current') === 'true');
    expect(own).toHaveLength(1);
    expect(own[0]).toHaveTextContent('AlexandraYou');
    expect(within(table).queryByText('Your position')).not.toBeInTheDocument();
  });

  it('pins the own row below the table when it is on another page', async () => {
    signInAs();
    renderPage({
      '/api/leaderboard_list': list([{ event_id: 1, event_name: 'Cup', tour_status: 'live' }], 1),
      '/api/leaderboard': board(
        [row()],
        row({ rank: 57, player_name: 'Alexandra', user_id: 'u-42', points: 4 }),
        120,
      ),
    });

    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    expect(within(table).getByText('Your position')).toBeInTheDocument();
    const own = within(table)
      .getAllByRole('row')
      .find((r) => r.getAttribute('aria-current') === 'true');
    expect(own).toHaveTextContent('57');
    expect(own).toHaveTextContent('You');
    expect(screen.getByRole('button', { name: 'Page 12' })).toBeInTheDocument();
  });

  it('labels live rewards as projected and moves with pushes, never back to an older version', async () => {
    const liveBoard: Responder = () => ({
      body: {
        status: 'S',
        data: [
          row({ user_id: 'a', player_name: 'Asha' }),
          row({ rank: 2, user_id: 'b', player_name: 'Bo', reward: 300 }),
        ],
        total_count: 2,
        own: null,
        podium: [],
        around: [],
        projected: true,
        version: '100:5',
      },
    });
    renderPage({
      '/api/leaderboard_list': list([{ event_id: 1, event_name: 'Cup', tour_status: 'live' }], 1),
      '/api/leaderboard': liveBoard,
    });
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    expect(
      screen.getByText(/what that rank would win if the tournament ended now/),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('columnheader', { name: 'Reward (projected)' }),
    ).toBeInTheDocument();
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent);

    // Bo overtakes Asha.
    act(() =>
      liveSocket.push('standings', {
        event_id: 1,
        page: 1,
        limit: 10,
        version: '100:7',
        total_count: 2,
        projected: true,
        data: [
          row({ user_id: 'b', player_name: 'Bo', points: 40 }),
          row({ rank: 2, user_id: 'a', player_name: 'Asha', reward: 300 }),
        ],
      }),
    );
    await waitFor(() => expect(names()[0]).toContain('Bo'));
    // A push older than what is shown (it raced the newer one) changes nothing.
    act(() =>
      liveSocket.push('standings', {
        event_id: 1,
        page: 1,
        limit: 10,
        version: '100:6',
        total_count: 2,
        projected: true,
        data: [row({ user_id: 'a', player_name: 'Asha' })],
      }),
    );
    expect(names()[0]).toContain('Bo');
    expect(names()).toHaveLength(2);
    // Another tournament's push is not this board's.
    act(() =>
      liveSocket.push('standings', {
        event_id: 2,
        page: 1,
        limit: 10,
        version: '999:1',
        total_count: 0,
        projected: true,
        data: [],
      }),
    );
    expect(names()).toHaveLength(2);
  });

  it('re-reads the board once when the live channel connects, without rendering its rows again when nothing changed', async () => {
    const { leaderboardBodies } = renderPage({
      '/api/leaderboard_list': list([{ event_id: 1, event_name: 'Cup', tour_status: 'live' }], 1),
      '/api/leaderboard': board([
        row({ user_id: 'a', player_name: 'Asha' }),
        row({ rank: 2, user_id: 'b', player_name: 'Bo', reward: 300 }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const boardReads = () => leaderboardBodies().filter((body) => 'inputObj' in Object(body));
    expect(boardReads()).toHaveLength(1);
    const rendersBefore = coinRenders();
    expect(rendersBefore).toBeGreaterThan(0);

    try {
      act(() => liveSocket.setConnected(true));
      // What was pushed before the connection is read once ...
      await waitFor(() => expect(boardReads()).toHaveLength(2));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      // ... and the same answer leaves the rows as they were: no render, no busy table.
      expect(coinRenders()).toBe(rendersBefore);
      expect(table).toHaveAttribute('aria-busy', 'false');
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Asha');
    } finally {
      liveSocket.reset();
    }
  });

  it('polls a live board while the live channel is down, and stops polling once it connects', async () => {
    jest.useFakeTimers();
    try {
      const { leaderboardBodies } = renderPage({
        '/api/leaderboard_list': list([{ event_id: 1, event_name: 'Cup', tour_status: 'live' }], 1),
        '/api/leaderboard': () => ({
          body: { status: 'S', data: [row()], total_count: 1, projected: true, version: '1:1' },
        }),
      });
      await screen.findByRole('table', { name: 'Leaderboard' });
      const boardReads = () => leaderboardBodies().filter((body) => 'inputObj' in Object(body));
      expect(boardReads()).toHaveLength(1);
      await act(async () => jest.advanceTimersByTimeAsync(LEADERBOARD_POLL_MS));
      expect(boardReads()).toHaveLength(2);

      act(() => liveSocket.setConnected(true));
      await waitFor(() => expect(boardReads()).toHaveLength(3));
      await act(async () => jest.advanceTimersByTimeAsync(3 * LEADERBOARD_POLL_MS));
      expect(boardReads()).toHaveLength(3);
    } finally {
      liveSocket.reset();
      jest.useRealTimers();
    }
  });

  it('shows the top 3 and the players around the caller when they are on another page', async () => {
    signInAs();
    const me = row({ rank: 57, player_name: 'Alexandra', user_id: 'u-42', points: 4, reward: 0 });
    renderPage(
      {
        '/api/leaderboard_list': list([{ event_id: 1, event_name: 'Cup', tour_status: 'live' }], 1),
        '/api/leaderboard': () => ({
          body: {
            status: 'S',
            data: [row({ rank: 11, user_id: 'p-11' })],
            total_count: 120,
            own: me,
            podium: [
              row({ rank: 1, user_id: 't-1', player_name: 'Top One' }),
              row({ rank: 2, user_id: 't-2', player_name: 'Top Two' }),
              row({ rank: 3, user_id: 't-3', player_name: 'Top Three' }),
            ],
            around: [
              row({ rank: 56, user_id: 'n-56', player_name: 'Just Above' }),
              me,
              row({ rank: 58, user_id: 'n-58', player_name: 'Just Below' }),
            ],
            projected: true,
            version: '1:1',
          },
        }),
      },
      '/leaderboard?game=1&event=1',
    );
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    // Page 1 holds the top 3 itself; on page 2 they are listed above it.
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(table).getByText('Top 3')).toBeInTheDocument());
    expect(within(table).getByText('Top Three')).toBeInTheDocument();
    expect(within(table).getByText('Your position')).toBeInTheDocument();
    expect(within(table).getByText('Just Above')).toBeInTheDocument();
    expect(within(table).getByText('Just Below')).toBeInTheDocument();
    const own = within(table)
      .getAllByRole('row')
      .filter((r) => r.getAttribute('aria-current') === 'true');
    expect(own).toHaveLength(1);
    expect(own[0]).toHaveTextContent('Alexandra');
  });

  it('says why tied players share a rank', async () => {
    renderPage({
      '/api/leaderboard_list': list(
        [{ event_id: 1, event_name: 'Cup', tour_status: 'completed' }],
        1,
      ),
      '/api/leaderboard': board([
        row({ rank: 1, user_id: 'a', tie_size: 2, reward: 400 }),
        row({ rank: 1, user_id: 'b', player_name: 'Kiran', tie_size: 2, reward: 400 }),
      ]),
    });
    await screen.findByRole('table', { name: 'Leaderboard' });
    expect(
      screen.getByText(
        /Players sharing a rank are tied on points: they share the prizes of the places they fill equally/,
      ),
    ).toBeInTheDocument();
  });

  it('lists registered players who have not played yet last, with no rank and no reward, until they play', async () => {
    signInAs();
    const notPlayed = (overrides: Partial<LeaderboardRow>) =>
      row({ rank: null, reward: null, eligible: false, points: 0, tie_size: 2, ...overrides });
    const me = notPlayed({ user_id: 'u-42', player_name: 'Alexandra' });
    renderPage({
      '/api/leaderboard_list': list([{ event_id: 1, event_name: 'Cup', tour_status: 'live' }], 1),
      '/api/leaderboard': () => ({
        body: {
          status: 'S',
          data: [
            row({ user_id: 'a', player_name: 'Asha', reward: 500 }),
            me,
            notPlayed({ user_id: 'c', player_name: 'Chen' }),
          ],
          total_count: 3,
          own: me,
          podium: [],
          around: [],
          projected: true,
          version: '1:1',
        },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    const cells = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell'));

    const [asha, alexandra, chen] = cells();
    expect(asha[0]).toHaveTextContent('1');
    expect(asha[3]).toHaveTextContent('500 coins');
    for (const unranked of [alexandra, chen]) {
      // The rank cell says so in words, not only with a dash.
      expect(unranked[0]).toHaveTextContent('Not ranked');
      expect(unranked[3]).toHaveTextContent('Not played yet');
      expect(unranked[3]).not.toHaveTextContent('coins');
    }
    // The caller's own row is still theirs, though unranked.
    expect(alexandra[1].closest('tr')).toHaveAttribute('aria-current', 'true');
    expect(
      screen.getByText(
        'Only players with at least one counted result are ranked and paid. Registered players who have not played yet are listed last, with no rank and no reward.',
      ),
    ).toBeInTheDocument();
    // The unranked share no rank: nothing to say about ties.
    expect(screen.queryByText(/Players sharing a rank/)).not.toBeInTheDocument();

    // Chen's first result: ranked second, with the reward the server projects.
    act(() =>
      liveSocket.push('standings', {
        event_id: 1,
        page: 1,
        limit: 10,
        version: '1:2',
        total_count: 3,
        projected: true,
        data: [
          row({ user_id: 'a', player_name: 'Asha', reward: 500 }),
          row({ rank: 2, user_id: 'c', player_name: 'Chen', points: 2, reward: 0 }),
          notPlayed({ user_id: 'u-42', player_name: 'Alexandra', tie_size: 1 }),
        ],
      }),
    );
    await waitFor(() => expect(cells()[1][1]).toHaveTextContent('Chen'));
    expect(cells()[1][0]).toHaveTextContent('2');
    expect(cells()[1][3]).toHaveTextContent('0 coins');
    expect(cells()[2][3]).toHaveTextContent('Not played yet');
  });

  it("says 'Did not play' for registered players without a result once the tournament is completed", async () => {
    renderPage({
      '/api/leaderboard_list': list(
        [{ event_id: 1, event_name: 'Cup', tour_status: 'completed' }],
        1,
      ),
      '/api/leaderboard': board([
        row({ user_id: 'a', player_name: 'Asha', reward: 500 }),
        row({
          rank: null,
          reward: null,
          eligible: false,
          points: 0,
          user_id: 'b',
          player_name: 'Bo',
        }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    const bo = within(table).getAllByRole('row')[2];
    expect(within(bo).getAllByRole('cell')[3]).toHaveTextContent('Did not play');
    expect(bo).not.toHaveTextContent('Not played yet');
    expect(
      screen.getByText(
        'Registered players who did not play (no counted result) are listed last, with no rank and no reward.',
      ),
    ).toBeInTheDocument();
  });

  it("shows 'No Tournaments Available' when the game has no tournaments", async () => {
    renderPage({ '/api/leaderboard_list': list([], null) });

    const select = await screen.findByRole('combobox', { name: 'Tournament' });
    expect(
      await within(select).findByRole('option', { name: 'No Tournaments Available' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('hides the tournament dropdown when the list call fails', async () => {
    renderPage({
      '/api/leaderboard_list': () => ({ status: 500, body: { status: 'E', message: 'Boom' } }),
    });

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Tournament' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Game' })).toBeInTheDocument();
  });

  it('offers a retry when the standings fail to load', async () => {
    let calls = 0;
    const { user } = renderPage({
      '/api/leaderboard_list': list([{ event_id: 1, event_name: 'Cup', tour_status: 'live' }], 1),
      '/api/leaderboard': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { status: 'E', message: 'Boom' } }
          : { body: { status: 'S', data: [row()], total_count: 1, own: null } };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Leaderboard' })).toBeInTheDocument();
  });

  it('offers a retry when the game facts fail to load, then shows the trophy columns', async () => {
    let down = true;
    const { user } = renderPage(
      {
        '/api/games': (request) =>
          down ? { status: 503, body: { status: 'E', message: 'Try later' } } : gamesRoute(request),
        '/api/leaderboard_list': list(
          [{ event_id: 4, event_name: 'Clan Wars', tour_status: 'live' }],
          4,
        ),
        '/api/leaderboard': board([row({ start_trophy: 1200, end_trophy: 1350 })]),
      },
      '/leaderboard?game=2',
    );

    const retry = await screen.findByRole('button', { name: 'Retry' });
    // The game selector waits for the games too, on the game the address names.
    expect(screen.getByRole('combobox', { name: 'Game' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveDisplayValue('Games unavailable');
    down = false;
    await user.click(retry);
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    expect(headers(table)).toContain('Initial Trophy');
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveDisplayValue('Clash of Clans');
  });
});
