import type { NotificationDto } from '../features/notifications/api/notification-types';
import type { Responder } from './mock-fetch';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function sampleNotifications(): NotificationDto[] {
  return [
    {
      id: 'n-3',
      type: 'prize_paid',
      title: 'Prize paid: 300 coins',
      body: 'You finished 1st in E2E Showdown.',
      link: '/tournaments/4/12?tab=leaderboard',
      created_at: minutesAgo(2),
      read_at: null,
    },
    {
      id: 'n-2',
      type: 'order_placed',
      title: 'Order placed',
      body: 'Your Amazon voucher is ready in My Orders.',
      link: '/my-orders',
      created_at: minutesAgo(90),
      read_at: null,
    },
    {
      id: 'n-1',
      type: 'daily_bonus',
      title: 'Your daily bonus is waiting',
      body: 'Claim day 3 of your streak.',
      link: null,
      created_at: minutesAgo(60 * 30),
      read_at: minutesAgo(60 * 20),
    },
  ];
}

/** POST /api/notifications answering from `items` (newest first), paged as the server pages. */
export function notificationsRoute(items: NotificationDto[]): Responder {
  return ({ body }) => {
    const { page = 1, limit = 10 } = (body ?? {}) as { page?: number; limit?: number };
    return {
      body: {
        status: 'S',
        data: items.slice((page - 1) * limit, page * limit),
        total_count: items.length,
        unread_count: items.filter((item) => !item.read_at).length,
      },
    };
  };
}

export function unreadCountRoute(count: number | (() => number)): Responder {
  return () => ({
    body: { status: 'S', unread_count: typeof count === 'function' ? count() : count },
  });
}
