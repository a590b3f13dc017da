import { Link } from 'react-router-dom';
import { formatIstDateTime } from '../../../lib/date-format';
import type { NotificationDto } from '../api/notification-types';
import { formatTimeAgo } from '../relative-time';
import { NotificationIcon } from './notification-icons';

/** A path inside the site, or null: a link is only ever followed within GameHub. */
export function notificationPath(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

interface NotificationItemProps {
  notification: NotificationDto;
  /** Called when the player opens the notification (its link, or the item itself). */
  onOpen: (notification: NotificationDto) => void;
  /** An item without a link is a button only where opening it does something (the panel). */
  openWithoutLink?: boolean;
  /** Offers a "Mark as read" button on an unread item. */
  onMarkRead?: (notification: NotificationDto) => void;
}

/** One notification: its kind's icon, title, text, how long ago, and a dot while unread. */
export function NotificationItem({
  notification,
  onOpen,
  openWithoutLink = false,
  onMarkRead,
}: NotificationItemProps) {
  const unread = !notification.read_at;
  const path = notificationPath(notification.link);
  const content = (
    <>
      <NotificationIcon type={notification.type} />
      <span className="notification-item__text">
        <span className="notification-item__title">{notification.title}</span>
        <span className="notification-item__body">{notification.body}</span>
        <time
          className="notification-item__time"
          dateTime={notification.created_at}
          title={formatIstDateTime(notification.created_at)}
        >
          {formatTimeAgo(notification.created_at)}
        </time>
      </span>
      {unread ? (
        <span className="notification-item__dot">
          <span className="visually-hidden">, unread</span>
        </span>
      ) : null}
    </>
  );
  const open = () => onOpen(notification);
  return (
    <li className={`notification-item${unread ? ' notification-item--unread' : ''}`}>
      {path ? (
        <Link to={path} className="notification-item__main" onClick={open}>
          {content}
        </Link>
      ) : openWithoutLink ? (
        <button type="button" className="notification-item__main" onClick={open}>
          {content}
        </button>
      ) : (
        <div className="notification-item__main">{content}</div>
      )}
      {unread && onMarkRead ? (
        <button
          type="button"
          className="btn btn--ghost btn--small notification-item__mark"
          // Label in name (WCAG 2.5.3): the visible words start it; the title says which.
          aria-label={`Mark as read: ${notification.title}`}
          onClick={() => onMarkRead(notification)}
        >
          Mark as read
        </button>
      ) : null}
    </li>
  );
}

/** Placeholder rows of an item's height while a list loads. */
export function NotificationItemSkeleton() {
  return (
    <li className="notification-item notification-item--skeleton" aria-hidden="true">
      <span className="notification-item__main">
        <span className="skeleton notification-icon" />
        <span className="notification-item__text">
          <span className="skeleton notification-item__line" />
          <span className="skeleton notification-item__line notification-item__line--short" />
        </span>
      </span>
    </li>
  );
}
