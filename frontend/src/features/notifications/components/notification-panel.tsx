import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { keepToastsBelow } from '../../../lib/toast-clearance';
import { PANEL_SIZE, useNotifications } from '../api/get-notifications';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationsRead,
} from '../api/mark-notifications-read';
import type { NotificationDto } from '../api/notification-types';
import { NotificationItem, NotificationItemSkeleton } from './notification-item';

interface NotificationPanelProps {
  id: string;
  unreadCount: number;
  onClose: () => void;
}

/** The bell's panel: the latest few notifications, mark all read, and the way to the rest. */
export function NotificationPanel({ id, unreadCount, onClose }: NotificationPanelProps) {
  const query = useNotifications(1, PANEL_SIZE);
  const markRead = useMarkNotificationsRead();
  const markAll = useMarkAllNotificationsRead();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = `${id}-title`;

  // Focus moves into the panel as it opens, so the keyboard carries on from there.
  useEffect(() => {
    panel.current?.focus();
  }, []);

  const open = (notification: NotificationDto) => {
    if (!notification.read_at) markRead.mutate([notification.id]);
    // A link is followed by its own click, after this.
    onClose();
  };

  const items = query.data?.items ?? [];
  return (
    <div
      id={id}
      ref={panel}
      className="notification-panel card"
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      {/* A toast raised meanwhile (Mark all as read failing) shows below the head, not over it. */}
      <div className="notification-panel__head" ref={keepToastsBelow}>
        <h2 id={titleId} className="notification-panel__title">
          Notifications
        </h2>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={unreadCount === 0}
          onClick={() => markAll.mutate()}
        >
          Mark all as read
        </button>
      </div>
      {query.isPending ? (
        <ul
          className="notification-list notification-list--panel"
          role="status"
          aria-busy="true"
          aria-label="Loading notifications"
        >
          {Array.from({ length: 3 }, (_, index) => (
            <NotificationItemSkeleton key={index} />
          ))}
        </ul>
      ) : query.isError ? (
        <div className="notification-panel__message" role="alert">
          <p>We could not load your notifications.</p>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {query.isFetching ? 'Retrying…' : 'Retry'}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="notification-panel__message" role="status">
          You are all caught up. Prizes, orders and referral rewards will show up here.
        </p>
      ) : (
        <ul className="notification-list notification-list--panel">
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={open}
              openWithoutLink
            />
          ))}
        </ul>
      )}
      <div className="notification-panel__foot">
        <Link to="/notifications" className="btn btn--secondary btn--small" onClick={onClose}>
          See all
        </Link>
      </div>
    </div>
  );
}
