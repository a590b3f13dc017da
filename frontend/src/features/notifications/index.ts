// The notifications feature's front door: what other features may import from it.
export { NotificationPreferencesForm } from './components/notification-preferences';
export { notificationsQueryKey } from './api/get-unread-count';
