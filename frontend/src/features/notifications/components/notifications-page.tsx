import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageShell } from '../../../components/page-shell';
import { Pagination } from '../../../components/pagination';
import { EmptyState, QueryStates } from '../../../components/state-views';
import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationsRead,
} from '../api/mark-notifications-read';
import type { NotificationDto } from '../api/notification-types';
import { NotificationItem, NotificationItemSkeleton } from './notification-item';
import './notifications.css';

export const NO_NOTIFICATIONS =
  'No notifications yet. Prizes you win, orders you place, referral rewards and tournaments about to start will show up here.';

/** /notifications: every notification, newest first, paged (signed-in players only). */
export default function NotificationsPage() {
  const [page, setPage] = useState(1);
  const query = useNotifications(page);
  const unread = useUnreadCount();
  const markRead = useMarkNotificationsRead();
  const markAll = useMarkAllNotificationsRead();
  const listTop = useRef<HTMLDivElement>(null);

  const totalPages = Math.max(
    1,
    Math.ceil((query.data?.totalCount ?? 0) / NOTIFICATIONS_PAGE_SIZE),
  );
  const lastKnown = query.isSuccess && !query.isPlaceholderData ? totalPages : null;
  // Notifications older than 90 days go: a page that emptied should not strand the player.
  useEffect(() => {
    if (lastKnown !== null && page > lastKnown) setPage(lastKnown);
  }, [lastKnown, page]);

  const goToPage = (next: number) => {
    setPage(next);
    listTop.current?.focus();
  };

  const read = (notification: NotificationDto) => {
    if (!notification.read_at) markRead.mutate([notification.id]);
  };

  const items = query.data?.items ?? [];

  return (
    <PageShell
      title="Notifications"
      lead="Prizes, orders, referral rewards and tournament alerts, newest first."
    >
      <div className="notifications-page" ref={listTop} tabIndex={-1}>
        <div className="notifications-page__bar">
          <p className="notifications-page__count" aria-live="polite">
            {unread > 0 ? `${unread} unread` : 'All caught up'}
          </p>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={unread === 0}
            onClick={() => markAll.mutate()}
          >
            Mark all as read
          </button>
        </div>
        <QueryStates
          query={query}
          skeleton={
            <ul
              className="notification-list notifications-page__list card"
              role="status"
              aria-busy="true"
              aria-label="Loading notifications"
            >
              {Array.from({ length: 4 }, (_, index) => (
                <NotificationItemSkeleton key={index} />
              ))}
            </ul>
          }
          errorMessage="We could not load your notifications right now."
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              message={NO_NOTIFICATIONS}
              action={
                <Link to="/tournaments" className="btn btn--primary">
                  Find a tournament
                </Link>
              }
            />
          }
        >
          <ul className="notification-list notifications-page__list card">
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={read}
                onMarkRead={read}
              />
            ))}
          </ul>
        </QueryStates>
        {!query.isError && totalPages > 1 ? (
          <Pagination
            page={page}
            totalPages={totalPages}
            onChange={goToPage}
            label="Notification pages"
          />
        ) : null}
      </div>
    </PageShell>
  );
}
