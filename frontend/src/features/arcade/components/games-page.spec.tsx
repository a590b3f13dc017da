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

function setup(games: Responder) {
  const fetchMock = mockFetch({ '/api/games': games });
  renderRoutes([{ path: '/games', element: <GamesPage /> }], ['/games']);
  return { fetchMock, user: userEvent.setup() };
}

describe('GamesPage', () => {
  it('lists the arcade games the server names, each linking to its page', async () => {
    const drift = { ...racer, game_id: 6, slug: 'drift_king', name: 'DRIFT KING', genre: 'Arcade' };
    setup(() => ({ body: { status: 'S', data: [], arcade_games: [racer, drift] } }));
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link', { name: 'MR RACER' })).toHaveAttribute(
      'href',
      '/games/mr_racer',
    );
    expect(within(cards[0]).getByText('Racing')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('link', { name: 'DRIFT KING' })).toHaveAttribute(
      'href',
      '/games/drift_king',
    );
    // Art comes from the client's catalog by slug; one without art of its own gets the default.
    for (const card of cards) expect(card.querySelector('img')).toHaveAttribute('src');
  });

  it('shows a skeleton while loading, then an error with a retry that loads the list', async () => {
    let failing = true;
    const { fetchMock, user } = setup(() =>
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
    expect(fetchMock.calls()).toHaveLength(2);
  });

  it('says so when the server lists no games', async () => {
    setup(() => ({ body: { status: 'S', data: [], arcade_games: [] } }));
    expect(
      await screen.findByText('No games to play right now. Check back soon.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
