import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';
import GamesPage from './games-page';

const racer = {
  game_id: 5,
  slug: 'mr_racer',
  name: 'MR RACER',
  genre: 'Racing',
  ticks_per_second: 60,
};

const tournamentGame = (game_id: number, name: string, genre: string, host: string | null) => ({
  game_id,
  name,
  genre,
  host,
  played_on_site: host === null,
});
const chess = tournamentGame(1, 'Chess', 'Strategy', 'Chess.com');
const ticTacToe = tournamentGame(4, 'Tic-Tac-Toe', 'Board', null);
const racerTournaments = tournamentGame(5, 'MR RACER', 'Racing', null);

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const tournament = (overrides: Record<string, unknown>) => ({
  game_id: 1,
  event_id: 1,
  event_title: 'Cup',
  tournament_status: 'upcoming',
  tournament_date: at(1),
  end_time: at(3),
  ...overrides,
});
const noTournaments: Responder = () => ({ body: { status: 'S', data: [] } });

function setup(games: Responder, tournaments: Responder = noTournaments) {
  const fetchMock = mockFetch({ '/api/games': games, '/api/tournament_list': tournaments });
  renderRoutes([{ path: '/games', element: <GamesPage /> }], ['/games']);
  const gameCalls = () => fetchMock.calls().filter((call) => call.url === '/api/games');
  return { fetchMock, gameCalls, user: userEvent.setup() };
}

describe('GamesPage', () => {
  it('lists every game: tournament games, then arcade games without tournaments, each saying how it is played', async () => {
    const drift = { ...racer, game_id: 6, slug: 'drift_king', name: 'DRIFT KING', genre: 'Arcade' };
    setup(() => ({
      body: {
        status: 'S',
        data: [chess, ticTacToe, racerTournaments],
        arcade_games: [racer, drift],
      },
    }));
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Chess',
      'Tic-Tac-Toe',
      'MR RACER',
      'DRIFT KING',
    ]);
    const link = (index: number) => within(cards[index]).getAllByRole('link')[0];
    expect(link(0)).toHaveAttribute('href', '/tournaments?game=1');
    expect(link(1)).toHaveAttribute('href', '/tournaments?game=4');
    expect(link(2)).toHaveAttribute('href', '/games/mr_racer');
    expect(link(3)).toHaveAttribute('href', '/games/drift_king');
    expect(cards[0]).toHaveTextContent('Played on Chess.com: your results there count here.');
    expect(cards[1]).toHaveTextContent(
      'Played here on GameHub, against other players, in its tournaments.',
    );
    expect(cards[2]).toHaveTextContent(
      'Play here in your browser, any time: your best runs count in its tournaments.',
    );
    expect(cards[3]).toHaveTextContent('Play here in your browser, any time.');
    expect(within(cards[2]).getByText('Racing')).toBeInTheDocument();
    // Art comes from the client's catalog by game id; one without art of its own gets the default.
    for (const card of cards) expect(card.querySelector('img')).toHaveAttribute('src');
  });

  it("shows each game's live tournament ending first, else its next to start, linking to it", async () => {
    setup(
      () => ({
        body: { status: 'S', data: [chess, ticTacToe, racerTournaments], arcade_games: [racer] },
      }),
      () => ({
        body: {
          status: 'S',
          data: [
            tournament({ event_id: 11, event_title: 'Later Cup', tournament_date: at(5) }),
            tournament({ event_id: 12, event_title: 'Sooner Cup' }),
            tournament({ event_id: 13, event_title: 'Old Cup', tournament_status: 'completed' }),
            tournament({
              game_id: 4,
              event_id: 41,
              event_title: 'Long Live',
              tournament_status: 'live',
              end_time: at(9),
            }),
            tournament({
              game_id: 4,
              event_id: 42,
              event_title: 'Short Live',
              tournament_status: 'live',
              end_time: at(1),
            }),
            tournament({ game_id: 4, event_id: 43, event_title: 'Upcoming Board' }),
          ],
        },
      }),
    );
    const cards = await screen.findAllByRole('article');
    expect(await within(cards[0]).findByRole('link', { name: 'Sooner Cup' })).toHaveAttribute(
      'href',
      '/tournaments/1/12',
    );
    expect(within(cards[0]).getByText('NEXT')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('link', { name: 'Short Live' })).toHaveAttribute(
      'href',
      '/tournaments/4/42',
    );
    expect(within(cards[1]).getByText('LIVE NOW')).toBeInTheDocument();
    expect(cards[2]).toHaveTextContent('No tournament scheduled yet.');
  });

  it('still lists the games when their tournaments cannot be loaded', async () => {
    setup(
      () => ({ body: { status: 'S', data: [chess], arcade_games: [] } }),
      () => ({ status: 500, body: { status: 'E', message: 'Database unavailable' } }),
    );
    const [card] = await screen.findAllByRole('article');
    expect(
      await within(card).findByText('Its tournaments could not be loaded.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Chess' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then an error with a retry that loads the list', async () => {
    let failing = true;
    const { gameCalls, user } = setup(() =>
      failing
        ? { status: 500, body: { status: 'E', message: 'Database unavailable' } }
        : { body: { status: 'S', data: [], arcade_games: [racer] } },
    );
    expect(screen.getByRole('status', { name: 'Loading games' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    expect(await screen.findByText('We could not load the games right now.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'MR RACER' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(gameCalls()).toHaveLength(2);
  });

  it('says so when the server lists no games', async () => {
    setup(() => ({ body: { status: 'S', data: [], arcade_games: [] } }));
    expect(
      await screen.findByText('No games to play right now. Check back soon.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
