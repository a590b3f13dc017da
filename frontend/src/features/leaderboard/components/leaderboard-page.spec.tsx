import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LeaderboardPage from './leaderboard-page';
import type { LeaderboardRow } from '../api/get-leaderboard';
import type { LeaderboardEvent } from '../api/get-leaderboard-list';
import { gamesRoute } from '../../../test/games.fixture';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderRoutes, signInAs } from '../../../test/render';

// Selecting options is slow when the suites run in parallel.
jest.setTimeout(15_000);

function row(overrides: Partial<LeaderboardRow> = {}): LeaderboardRow {
  return {
    rank: 1,
    player_name: 'Riya',
    points: 30,
    reward: 500,
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
    ).toEqual(['Chess', 'Clash of Clans', 'Clash Royale', 'Tic-Tac-Toe']);
    expect(games).toHaveValue('1');
    expect(leaderboardBodies()).toContainEqual({
      inputObj: { event_id: 1, game_id: 1 },
      page: 1,
      limit: 10,
    });
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
