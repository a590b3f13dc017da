import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useUnreadCount } from '../api/get-unread-count';
import { BellIcon } from './notification-icons';
import { NotificationPanel } from './notification-panel';
import './notifications.css';

/** The badge's text: the count, capped so it stays a badge. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The bell's name for screen readers, with the exact count. */
export function bellLabel(count: number): string {
  return count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}

/**
 * The navbar's bell (signed-in players only): the unread count, pushed live, and a panel with
 * the latest notifications. Its own chunk, with the socket's code: visitors never load it.
 */
export default function NotificationBell() {
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Following a notification (or any link) closes the panel.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    // Tabbing out of the panel closes it, as a menu does.
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <div className="notification-bell" ref={root}>
      <button
        ref={button}
        type="button"
        className="btn btn--ghost btn--icon notification-bell__button"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {unread > 0 ? (
          <span className="notification-bell__badge tabular" aria-hidden="true">
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
      {open ? (
        <NotificationPanel
          id={panelId}
          unreadCount={unread}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
