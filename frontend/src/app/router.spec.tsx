import { screen } from '@testing-library/react';
import { routes } from './router';
import { mockFetch } from '../test/mock-fetch';
import { renderRoutes, sampleUser, signInAs } from '../test/render';
import { notificationsRoute, unreadCountRoute } from '../test/notifications.fixture';

// The navbar's bell listens on the live socket: no server here.
jest.mock('../lib/live-socket', () => jest.requireActual('../test/live-socket.fake'));

function mockHomeCalls() {
  return mockFetch({
    '/api/tournament_list': () => ({ body: { status: 'S', data: [] } }),
    '/api/page_view': () => ({ body: { status: 'S' } }),
    '/api/get_user_data': () => ({ body: { status: 'S', data: sampleUser } }),
    '/api/myorder': () => ({ body: { status: 'S', data: [], total_count: 0 } }),
    '/api/notifications/unread_count': unreadCountRoute(0),
    '/api/notifications': notificationsRoute([]),
  });
}

describe('app routes', () => {
  it('renders the home page for an unknown path', async () => {
    mockHomeCalls();
    const { router } = renderRoutes(routes, ['/no/such/page']);

    expect(
      await screen.findByRole('heading', { level: 1, name: /Win tournaments/ }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/such/page');
    // Home's tournaments (their cards mount near the viewport, which jsdom never reports).
    expect(screen.getByTestId('tournament-list')).toBeInTheDocument();
  });

  it.each(['/my-orders', '/refer-earn', '/notifications'])(
    'redirects signed-out visitors from %s to /',
    async (path) => {
      mockHomeCalls();
      const { router } = renderRoutes(routes, [path]);

      expect(
        await screen.findByRole('heading', { level: 1, name: /Win tournaments/ }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('shows /my-orders to a signed-in player', async () => {
    mockHomeCalls();
    signInAs();
    renderRoutes(routes, ['/my-orders']);

    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
  });

  it('shows /notifications to a signed-in player', async () => {
    mockHomeCalls();
    signInAs();
    renderRoutes(routes, ['/notifications']);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('sends /coupon-redeem without a product in navigation state to /', async () => {
    mockHomeCalls();
    const { router } = renderRoutes(routes, ['/coupon-redeem']);

    expect(
      await screen.findByRole('heading', { level: 1, name: /Win tournaments/ }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/terms_and_conditions', 'Terms and Conditions'],
    ['/privacy_policy', 'Privacy Policy'],
    ['/cookie_policy', 'Cookie Policy'],
    ['/unsubscribe', 'Unsubscribe'],
  ])('renders %s with its h1', async (path, title) => {
    mockHomeCalls();
    renderRoutes(routes, [path]);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
