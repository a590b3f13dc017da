import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TournamentList } from './tournament-list';
import TournamentsPage from './tournaments-page';
import { gamesRoute } from '../../../test/games.fixture';
import type { Tournament } from '../api/get-tournament-list';
import { tournament } from '../../../test/tournament.fixture';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithRouter } from '../../../test/render';

function listResponse(data: Tournament[]) {
  return () => ({ body: { status: 'S', data } });
}

describe('TournamentList', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("shows 'No Tournaments Available!' when the list is empty", async () => {
    const fetchMock = mockFetch({ '/api/tournament_list': listResponse([]) });
    renderWithRouter(<TournamentList />);

    expect(await screen.findByText('No Tournaments Available!')).toBeInTheDocument();
    expect(fetchMock.calls()[0].body).toEqual({});
  });

  it('renders a card with status, date, duration, prize, players and a Join link', async () => {
    mockFetch({
      '/api/games': gamesRoute,
      '/api/tournament_list': listResponse([
        tournament(),
        tournament({
          event_id: 8,
          game_id: 4,
          event_title: 'Tic-Tac Sprint',
          tournament_status: 'upcoming',
        }),
        tournament({
          event_id: 9,
          event_title: 'Finals',
          tournament_status: 'completed',
          remaining_seconds: 0,
        }),
        tournament({ event_id: 10, event_title: 'Paused Cup', tournament_status: 'paused' }),
      ]),
    });
    renderWithRouter(<TournamentList />);

    const live = await screen.findByRole('article', { name: 'Blitz Weekend Cup' });
    const card = within(live);
    expect(card.getByText('LIVE')).toBeInTheDocument();
    expect(card.getByText('ENDS IN')).toBeInTheDocument();
    expect(card.getByRole('timer')).toHaveTextContent('1d 01h 01m 01s');
    expect(card.getByText('12/03/2025, 07:30 pm IST')).toBeInTheDocument();
    expect(card.getByText('2h 30m')).toBeInTheDocument();
    expect(card.getByText('2,00,000 coins')).toBeInTheDocument();
    expect(card.getByText('48/64')).toBeInTheDocument();
    // The art is there at once; its name comes with GET /api/games.
    expect(await card.findByRole('img', { name: 'Chess' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: /Join/ })).toHaveAttribute('href', '/tournaments/1/7');

    const upcoming = within(screen.getByRole('article', { name: 'Tic-Tac Sprint' }));
    expect(upcoming.getByText('UPCOMING')).toBeInTheDocument();
    expect(upcoming.getByText('STARTS IN')).toBeInTheDocument();
    expect(upcoming.getByRole('img', { name: 'Tic-Tac-Toe' })).toBeInTheDocument();

    const completed = within(screen.getByRole('article', { name: 'Finals' }));
    expect(completed.getAllByText('COMPLETED')).toHaveLength(2);
    expect(completed.queryByRole('timer')).not.toBeInTheDocument();
    // Nothing to join once it is over: the card opens the results.
    expect(completed.queryByRole('link', { name: /Join/ })).not.toBeInTheDocument();
    expect(completed.getByRole('link', { name: /View results/ })).toHaveAttribute(
      'href',
      '/tournaments/1/9?tab=leaderboard',
    );

    expect(
      within(screen.getByRole('article', { name: 'Paused Cup' })).getAllByText('PAUSED').length,
    ).toBeGreaterThan(0);
  });

  it('ticks the countdown every second', async () => {
    jest.useFakeTimers({ now: new Date('2025-03-12T14:00:00Z') });
    mockFetch({
      '/api/games': gamesRoute,
      '/api/tournament_list': listResponse([tournament({ remaining_seconds: 65 })]),
    });
    renderWithRouter(<TournamentList />);

    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('0d 00h 01m 05s');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(timer).toHaveTextContent('0d 00h 01m 04s');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(timer).toHaveTextContent('0d 00h 00m 59s');
  });

  it('reloads the list when a countdown reaches zero', async () => {
    jest.useFakeTimers({ now: new Date('2025-03-12T14:00:00Z') });
    let calls = 0;
    mockFetch({
      '/api/games': gamesRoute,
      '/api/tournament_list': () => {
        calls += 1;
        return calls === 1
          ? listResponse([tournament({ tournament_status: 'upcoming', remaining_seconds: 2 })])()
          : listResponse([tournament({ tournament_status: 'live', remaining_seconds: 3600 })])();
      },
    });
    renderWithRouter(<TournamentList />);

    expect(await screen.findByText('STARTS IN')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });

    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByText('ENDS IN')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('0d 01h 00m 00s');
  });

  it('shows an error state with a Retry button that reloads', async () => {
    let fail = true;
    mockFetch({
      '/api/tournament_list': () =>
        fail
          ? { status: 500, body: { status: 'E', message: 'Service unavailable' } }
          : listResponse([])(),
    });
    renderWithRouter(<TournamentList />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No Tournaments Available!')).toBeInTheDocument();
  });

  it('shows skeleton cards while loading', () => {
    mockFetch({ '/api/tournament_list': () => new Promise(() => undefined) });
    renderWithRouter(<TournamentList />);

    const list = screen.getByTestId('tournament-list');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading tournaments…');
  });
});

describe('TournamentsPage', () => {
  const listCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
    fetchMock.calls().filter((call) => call.url === '/api/tournament_list');

  it("lists one game's tournaments for ?game=, named as GET /api/games names it", async () => {
    const fetchMock = mockFetch({
      '/api/games': gamesRoute,
      '/api/tournament_list': listResponse([tournament({ game_id: 2, event_title: 'Clan Cup' })]),
    });
    renderWithRouter(<TournamentsPage />, '/tournaments?game=2');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Clash of Clans tournaments' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Clan Cup' })).toBeInTheDocument();
    expect(listCalls(fetchMock).map((call) => call.body)).toEqual([{ game_id: 2 }]);
    // The game picker shows it, and offers every game.
    expect(await screen.findByRole('combobox', { name: 'Game' })).toHaveValue('2');
    expect(screen.getByRole('option', { name: 'All games' })).toHaveValue('');
  });

  it('shows one state per tab, each tab a link that keeps the game in the address', async () => {
    mockFetch({
      '/api/games': gamesRoute,
      '/api/tournament_list': listResponse([
        tournament({ event_id: 1, event_title: 'Live Cup', tournament_status: 'live' }),
        tournament({ event_id: 2, event_title: 'Soon Cup', tournament_status: 'upcoming' }),
        tournament({ event_id: 3, event_title: 'Old Cup', tournament_status: 'completed' }),
      ]),
    });
    const user = userEvent.setup();
    const { router } = renderWithRouter(<TournamentsPage />, '/tournaments?status=finished&game=2');

    expect(await screen.findByRole('article', { name: 'Old Cup' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Live Cup' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Soon Cup' })).not.toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Tournament status' });
    expect(within(tabs).getByRole('link', { name: 'Finished' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Live' })).toHaveAttribute(
      'href',
      '/tournaments?status=live&game=2',
    );
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute(
      'href',
      '/tournaments?game=2',
    );
    await user.click(within(tabs).getByRole('link', { name: 'Live' }));
    expect(await screen.findByRole('article', { name: 'Live Cup' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Old Cup' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), '');
    expect(router.state.location.search).toBe('?status=live');
  });

  it('says so when a tab has nothing to show', async () => {
    mockFetch({
      '/api/games': gamesRoute,
      '/api/tournament_list': listResponse([tournament({ tournament_status: 'live' })]),
    });
    renderWithRouter(<TournamentsPage />, '/tournaments?status=upcoming');
    expect(await screen.findByText('No Tournaments Available!')).toBeInTheDocument();
  });

  it('holds the heading’s and the cards’ places while the games load', () => {
    const fetchMock = mockFetch({ '/api/games': () => new Promise(() => undefined) });
    renderWithRouter(<TournamentsPage />, '/tournaments?game=2');

    expect(screen.getByRole('heading', { level: 1, name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByTestId('tournament-list')).toHaveAttribute('aria-busy', 'true');
    expect(listCalls(fetchMock)).toEqual([]);
  });

  it('lists every game for a game the server does not know', async () => {
    const fetchMock = mockFetch({
      '/api/games': gamesRoute,
      '/api/tournament_list': listResponse([]),
    });
    renderWithRouter(<TournamentsPage />, '/tournaments?game=99');

    expect(await screen.findByText('No Tournaments Available!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeInTheDocument();
    expect(listCalls(fetchMock).map((call) => call.body)).toEqual([{}]);
  });
});
