import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotificationsPage, { NO_NOTIFICATIONS } from './notifications-page';
import type { NotificationDto } from '../api/notification-types';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import {
  notificationsRoute,
  sampleNotifications,
  unreadCountRoute,
} from '../../../test/notifications.fixture';
import { renderWithRouter, signInAs } from '../../../test/render';

jest.mock('../../../lib/live-socket', () => jest.requireActual('../../../test/live-socket.fake'));

/** The page against a server holding `items`, whose read calls change them. */
function renderPage(items: NotificationDto[], routes: Record<string, Responder> = {}) {
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
  const utils = renderWithRouter(<NotificationsPage />, '/notifications');
  return { ...utils, fetchMock, user: userEvent.setup() };
}

/** `count` notifications, newest first: "Notification <count>" down to "Notification 1". */
function many(count: number): NotificationDto[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `n-${count - index}`,
    type: 'overtaken',
    title: `Notification ${count - index}`,
    body: 'Someone passed you in Weekend Blitz.',
    link: '/tournaments/1/3?tab=leaderboard',
    created_at: new Date(Date.now() - index * 60_000).toISOString(),
    read_at: index % 2 ? new Date().toISOString() : null,
  }));
}

describe('NotificationsPage', () => {
  it('lists notifications newest first, unread ones marked, with the unread count', async () => {
    renderPage(sampleNotifications());

    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading notifications' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const items = await screen.findAllByRole('listitem');
    expect(
      items.map((item) => item.querySelector('.notification-item__title')?.textContent),
    ).toEqual(['Prize paid: 300 coins', 'Order placed', 'Your daily bonus is waiting']);
    expect(items[0]).toHaveClass('notification-item--unread');
    expect(within(items[0]).getByText(', unread')).toBeInTheDocument();
    expect(items[2]).not.toHaveClass('notification-item--unread');
    // A notification without a link is not a control.
    expect(within(items[2]).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[2]).queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
  });

  it('marks one notification read', async () => {
    const { user, fetchMock } = renderPage(sampleNotifications());
    const [first] = await screen.findAllByRole('listitem');

    await user.click(
      within(first).getByRole('button', { name: 'Mark as read: Prize paid: 300 coins' }),
    );

    await waitFor(() => expect(first).not.toHaveClass('notification-item--unread'));
    expect(within(first).queryByRole('button', { name: /Mark as read/ })).not.toBeInTheDocument();
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    expect(fetchMock.calls().find((call) => call.url === '/api/notifications/read')?.body).toEqual({
      ids: ['n-3'],
    });
  });

  it('marks all read', async () => {
    const { user } = renderPage(sampleNotifications());
    await screen.findByText('2 unread');

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText('All caught up')).toBeInTheDocument();
    expect(document.querySelectorAll('.notification-item--unread')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('pages through the notifications ten at a time', async () => {
    const { user, fetchMock } = renderPage(many(23));
    await screen.findByText('Notification 23');
    expect(
      screen.getAllByRole('listitem').filter((li) => li.closest('.notification-list')),
    ).toHaveLength(10);

    const pager = screen.getByRole('navigation', { name: 'Notification pages' });
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));

    expect(await screen.findByText('Notification 3')).toBeInTheDocument();
    expect(screen.queryByText('Notification 23')).not.toBeInTheDocument();
    expect(screen.getByText('Notification 1')).toBeInTheDocument();
    expect(
      fetchMock
        .calls()
        .filter((call) => call.url === '/api/notifications')
        .map((call) => call.body),
    ).toEqual([
      { page: 1, limit: 10 },
      { page: 3, limit: 10 },
    ]);
  });

  it('says what will show up here when there is nothing yet', async () => {
    renderPage([]);

    expect(await screen.findByText(NO_NOTIFICATIONS)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a tournament' })).toHaveAttribute(
      'href',
      '/tournaments',
    );
    expect(
      screen.queryByRole('navigation', { name: 'Notification pages' }),
    ).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    let fail = true;
    const items = sampleNotifications();
    const { user } = renderPage(items, {
      '/api/notifications': (request) =>
        fail
          ? { status: 500, body: { status: 'E', message: 'Internal error' } }
          : notificationsRoute(items)(request),
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your notifications right now.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Prize paid: 300 coins')).toBeInTheDocument();
  });
});
