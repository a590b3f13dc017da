import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotificationBell, { badgeText, bellLabel } from './notification-bell';
import { UNREAD_POLL_MS } from '../api/get-unread-count';
import type { NotificationDto } from '../api/notification-types';
import { liveSocket } from '../../../test/live-socket.fake';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import {
  notificationsRoute,
  sampleNotifications,
  unreadCountRoute,
} from '../../../test/notifications.fixture';
import { renderWithRouter, signInAs } from '../../../test/render';

jest.mock('../../../lib/live-socket', () => jest.requireActual('../../../test/live-socket.fake'));

function renderBell(routes: Record<string, Responder> = {}, items = sampleNotifications()) {
  signInAs();
  const unread = () => items.filter((item) => !item.read_at).length;
  const read = (ids: string[] | null) => {
    for (const item of items) {
      if (!ids || ids.includes(item.id)) item.read_at ??= new Date().toISOString();
    }
    return { body: { status: 'S', unread_count: unread() } };
  };
  const fetchMock = mockFetch({
    '/api/notifications/unread_count': unreadCountRoute(unread),
    '/api/notifications': notificationsRoute(items),
    '/api/notifications/read': ({ body }) => read((body as { ids: string[] }).ids),
    '/api/notifications/read_all': () => read(null),
    ...routes,
  });
  const utils = renderWithRouter(<NotificationBell />, '/shop');
  return { ...utils, fetchMock, user: userEvent.setup() };
}

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, url: string) =>
  fetchMock.calls().filter((call) => call.url === url);

afterEach(() => {
  liveSocket.reset();
  jest.useRealTimers();
});

describe('NotificationBell', () => {
  it('names the unread count for screen readers and caps the badge at 99+', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(150)).toBe('Notifications, 150 unread');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('shows the unread count from the server on the bell', async () => {
    renderBell({ '/api/notifications/unread_count': unreadCountRoute(150) });

    const bell = await screen.findByRole('button', { name: 'Notifications, 150 unread' });
    expect(within(bell).getByText('99+')).toBeInTheDocument();
  });

  it('shows no badge when everything is read', async () => {
    const { fetchMock } = renderBell({ '/api/notifications/unread_count': unreadCountRoute(0) });

    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/notifications/unread_count')).toHaveLength(1),
    );
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.querySelector('.notification-bell__badge')).toBeNull();
  });

  it('opens a panel with the latest notifications, and Escape closes it back onto the bell', async () => {
    const { user, fetchMock } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await user.click(bell);

    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(bell).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveFocus();
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Prize paid: 300 coins');
    expect(items[0]).toHaveTextContent('You finished 1st in E2E Showdown.');
    expect(items[0]).toHaveTextContent('2 min ago');
    expect(items[0]).toHaveClass('notification-item--unread');
    expect(items[0].querySelector('[data-type="prize_paid"] svg')).not.toBeNull();
    expect(
      within(panel).getByRole('link', { name: /Prize paid: 300 coins.*unread/ }),
    ).toHaveAttribute('href', '/tournaments/4/12?tab=leaderboard');
    expect(items[1]).toHaveTextContent('1 h ago');
    expect(items[2]).toHaveTextContent('yesterday');
    expect(items[2]).not.toHaveClass('notification-item--unread');
    expect(within(panel).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    // The panel asks for the latest six.
    expect(callsTo(fetchMock, '/api/notifications')[0].body).toEqual({ page: 1, limit: 6 });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the panel on a click outside it', async () => {
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks an item read when clicked and follows its link; the count falls at once', async () => {
    let answer!: (value: { body: unknown }) => void;
    const { user, fetchMock, router } = renderBell({
      '/api/notifications/read': () => new Promise((resolve) => (answer = resolve)),
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = screen.getByRole('dialog');

    await user.click(await within(panel).findByRole('link', { name: /Prize paid/ }));

    expect(router.state.location.pathname).toBe('/tournaments/4/12');
    expect(router.state.location.search).toBe('?tab=leaderboard');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Before the server answers.
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/notifications/read')[0].body).toEqual({ ids: ['n-3'] });

    // The server's count wins (another notification was read elsewhere meanwhile).
    await act(async () => answer({ body: { status: 'S', unread_count: 0 } }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('marks a notification without a link read and stays on the page', async () => {
    const items: NotificationDto[] = sampleNotifications().map((item) =>
      item.id === 'n-2' ? { ...item, link: null } : item,
    );
    const { user, fetchMock, router } = renderBell({}, items);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);

    await user.click(await screen.findByRole('button', { name: /Order placed/ }));

    expect(router.state.location.pathname).toBe('/shop');
    expect(callsTo(fetchMock, '/api/notifications/read')[0].body).toEqual({ ids: ['n-2'] });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toHaveFocus();
  });

  it('marks everything read from the panel', async () => {
    const { user, fetchMock } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = screen.getByRole('dialog');
    await within(panel).findAllByRole('listitem');

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/notifications/read_all')).toHaveLength(1);
    expect(panel.querySelectorAll('.notification-item--unread')).toHaveLength(0);
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('puts the count back when the server refuses', async () => {
    const { user } = renderBell({
      '/api/notifications/read_all': () => ({
        status: 500,
        body: { status: 'E', message: 'Internal error' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = screen.getByRole('dialog');
    await within(panel).findAllByRole('listitem');

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(panel.querySelectorAll('.notification-item--unread')).toHaveLength(2),
    );
  });

  it('rises when the server pushes a new count, and refreshes an open panel', async () => {
    const items = sampleNotifications();
    const { user, fetchMock } = renderBell({}, items);
    act(() => liveSocket.setConnected(true));
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = screen.getByRole('dialog');
    await within(panel).findAllByRole('listitem');
    const listCalls = callsTo(fetchMock, '/api/notifications').length;

    items.unshift({
      id: 'n-4',
      type: 'referral_paid',
      title: 'Referral reward: 100 coins',
      body: 'Asha signed up with your link.',
      link: '/refer-earn',
      created_at: new Date().toISOString(),
      read_at: null,
    });
    act(() => liveSocket.push('notifications', { unread_count: 3 }));

    expect(
      await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument();
    expect(await within(panel).findByText('Referral reward: 100 coins')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/notifications').length).toBe(listCalls + 1);
  });

  it('polls the count every 30 s while the socket is down, and not while it is up', async () => {
    jest.useFakeTimers();
    let count = 1;
    const { fetchMock } = renderBell({
      '/api/notifications/unread_count': unreadCountRoute(() => count),
    });
    const polls = () => callsTo(fetchMock, '/api/notifications/unread_count').length;
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(polls()).toBe(1);

    count = 4;
    await act(async () => jest.advanceTimersByTime(UNREAD_POLL_MS));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 4 unread' }),
    ).toBeInTheDocument();
    expect(polls()).toBe(2);

    // Connected: one catch-up call for what it missed, then pushes only.
    act(() => liveSocket.setConnected(true));
    await waitFor(() => expect(polls()).toBe(3));
    await act(async () => jest.advanceTimersByTime(3 * UNREAD_POLL_MS));
    expect(polls()).toBe(3);
  });
});
