import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navbar } from './navbar';
import { truncateName } from '../../lib/display-name';
import { storageKeys } from '../../lib/storage-keys';
import { mockFetch } from '../../test/mock-fetch';
import { referralRewardsRoute } from '../../test/rewards.fixture';
import { renderWithRouter, sampleUser, signInAs } from '../../test/render';
import { unreadCountRoute } from '../../test/notifications.fixture';

// The bell's live socket: pushes come from the tests, not a server.
jest.mock('../../lib/live-socket', () => jest.requireActual('../../test/live-socket.fake'));

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('Navbar', () => {
  it('shows Home, Leaderboard, Shop and a Connect link for a visitor, without My Orders', () => {
    renderWithRouter(<Navbar />);

    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('href', '/leaderboard');
    expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect' })).toHaveAttribute('href', '/login');
  });

  it('shows My Orders and the profile block when signed in', async () => {
    signInAs({ ...sampleUser, name: 'Alexandra Smith', coin_balance: 1250 });
    mockFetch({ '/api/notifications/unread_count': unreadCountRoute(0) });
    renderWithRouter(<Navbar />);

    expect(within(mainNav()).getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
    expect(screen.queryByRole('link', { name: 'Connect' })).not.toBeInTheDocument();
    // The profile block is its own chunk (signed-in players only).
    expect(await screen.findByText('ALEXAND...')).toBeInTheDocument();
    expect(screen.getByText('1,250 coins balance')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Refer & Earn/ })).toHaveAttribute(
      'href',
      '/refer-earn',
    );
  });

  it('truncates names to 7 characters plus an ellipsis, in capitals', () => {
    expect(truncateName('Alexandra')).toBe('ALEXAND...');
    expect(truncateName('Alexandr')).toBe('ALEXAND...');
    expect(truncateName('Sam')).toBe('SAM');
    expect(truncateName('Anthony')).toBe('ANTHONY');
  });

  it('shows the chosen avatar in the profile block, or the initial without one', async () => {
    signInAs({ ...sampleUser, profile_pic: 7 });
    const { unmount } = renderWithRouter(<Navbar />);
    const trigger = await screen.findByRole('button', { name: /Account menu$/ });
    expect(trigger.querySelector('[data-avatar="7"]')).not.toBeNull();
    unmount();

    signInAs({ ...sampleUser, profile_pic: null });
    renderWithRouter(<Navbar />);
    const initial = (await screen.findByRole('button', { name: /Account menu$/ })).querySelector(
      '[data-initial]',
    );
    expect(initial).toHaveAttribute('data-initial', 'A');
  });

  it('opens the profile menu and logs out to the stored referer', async () => {
    localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
    signInAs();
    sessionStorage.setItem(storageKeys.referer, '/leaderboard');
    const fetchMock = mockFetch({
      '/api/logout': () => ({ body: { status: 'S' } }),
      '/api/notifications/unread_count': unreadCountRoute(0),
    });
    const user = userEvent.setup();
    const { router } = renderWithRouter(<Navbar />, '/shop');

    const trigger = await screen.findByRole('button', { name: /Account menu$/ });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link', { name: 'My Account' })[0]).toHaveAttribute(
      'href',
      '/my-account',
    );

    await user.click(screen.getAllByRole('button', { name: 'Log Out' })[0]);

    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(router.state.location.pathname).toBe('/leaderboard');
    expect(fetchMock.calls().find((call) => call.url === '/api/logout')).toMatchObject({
      url: '/api/logout',
      body: { refresh_token: 'refresh-1' },
      init: { headers: expect.objectContaining({ Authorization: 'Bearer test-token' }) },
    });
    expect(screen.getByRole('link', { name: 'Connect' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('shows the notification bell with the unread count to a signed-in player only', async () => {
    mockFetch({ '/api/notifications/unread_count': unreadCountRoute(3) });
    const { unmount } = renderWithRouter(<Navbar />);
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    unmount();

    signInAs();
    renderWithRouter(<Navbar />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(bell).getByText('3')).toBeInTheDocument();
  });

  it('opens the referral rewards popup for a visitor pressing Refer & Earn', async () => {
    const fetchMock = mockFetch({ '/api/referral_rewards': referralRewardsRoute });
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    expect(fetchMock.mock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /Refer & Earn/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Refer & Earn' });
    // The rewards come from GET /api/referral_rewards, asked for with the popup's code.
    expect(await within(dialog).findByText('Friend signs up')).toBeInTheDocument();
    expect(within(dialog).getByText('Friend wins a first game')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/150 coins and a mystery reward for every 5/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/1st 5,000, 2nd 3,000, 3rd 1,000 coins/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Sign up/ })).toHaveAttribute('href', '/login');
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('toggles the mobile menu and closes it on Escape and on navigation', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('navigation', { name: 'Mobile' });

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(within(panel).getByRole('link', { name: 'Leaderboard' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
