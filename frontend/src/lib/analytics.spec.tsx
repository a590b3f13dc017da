import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import {
  apiAnalyticsClient,
  getAnalyticsClient,
  setAnalyticsClient,
  usePageViewTracking,
  type AnalyticsClient,
} from './analytics';
import { mockFetch } from '../test/mock-fetch';

function TrackedLayout() {
  usePageViewTracking();
  return (
    <>
      <Link to="/faq">FAQ</Link>
      <Link to="/shop?page=2">Shop page 2</Link>
      <Outlet />
    </>
  );
}

describe('page view analytics', () => {
  const original = getAnalyticsClient();
  afterEach(() => setAnalyticsClient(original));

  it('reports exactly one page view per route change, with the previous route as referrer', async () => {
    const pageView = jest.fn<void, [string, string | undefined]>();
    setAnalyticsClient({ pageView } satisfies AnalyticsClient);
    const router = createMemoryRouter(
      [{ path: '/', element: <TrackedLayout />, children: [{ path: '*', element: null }] }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();

    expect(pageView).toHaveBeenCalledTimes(1);
    expect(pageView).toHaveBeenLastCalledWith('/', undefined);

    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(pageView).toHaveBeenCalledTimes(2);
    expect(pageView).toHaveBeenLastCalledWith('/faq', 'http://localhost/');

    await user.click(screen.getByRole('link', { name: 'Shop page 2' }));
    expect(pageView).toHaveBeenCalledTimes(3);
    expect(pageView).toHaveBeenLastCalledWith('/shop?page=2', 'http://localhost/faq');

    // Clicking the current route again is not a route change.
    await user.click(screen.getByRole('link', { name: 'Shop page 2' }));
    await act(async () => undefined);
    expect(pageView).toHaveBeenCalledTimes(3);
  });

  it('posts page views to the API with the api-key header and keepalive', async () => {
    const fetchMock = mockFetch({ '/api/page_view': () => ({ body: { status: 'S' } }) });
    apiAnalyticsClient.pageView('/leaderboard', 'http://localhost/');
    const [call] = fetchMock.calls();
    expect(call.body).toEqual({ path: '/leaderboard', referrer: 'http://localhost/' });
    expect(call.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: expect.objectContaining({ 'api-key': 'test-api-key' }),
    });
  });
});
