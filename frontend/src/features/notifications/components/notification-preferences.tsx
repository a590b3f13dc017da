import { useId, useState } from 'react';
import { ErrorState } from '../../../components/state-views';
import { toast } from '../../../lib/toast';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import type { NotificationPreferences } from '../api/notification-types';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import './notifications.css';

/** The mails a player can turn off (everything else only reaches the bell). */
export const mailPreferences: { key: keyof NotificationPreferences; label: string }[] = [
  { key: 'prize_mail', label: 'Email me when I win a prize' },
  { key: 'order_mail', label: 'Email me when I place an order' },
  { key: 'milestone_mail', label: 'Email me when a mystery reward unlocks' },
];

export const PREFERENCES_SAVED = 'Your email preferences are saved';
const PREFERENCES_FAILED = 'We could not save your email preferences. Please try again.';

/** My Account → Account settings: which notifications also come by mail. Saved per switch. */
export function NotificationPreferencesForm() {
  const query = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const id = useId();
  const titleId = `${id}-title`;

  // What the player asked for, shown from the click on (set in the change handler itself, so
  // the controlled switch never flicks back while the save starts); dropped once it settles.
  const [asked, setAsked] = useState<Partial<NotificationPreferences>>({});

  const save = (key: keyof NotificationPreferences, value: boolean) => {
    setAsked((a) => ({ ...a, [key]: value }));
    update.mutate(
      { [key]: value },
      {
        onSuccess: () => toast.success(PREFERENCES_SAVED),
        onError: () => toast.error(PREFERENCES_FAILED),
        // A success has stored the server's answer; a refusal shows the stored value again.
        onSettled: () =>
          setAsked((a) => {
            const rest = { ...a };
            delete rest[key];
            return rest;
          }),
      },
    );
  };

  const shown = (key: keyof NotificationPreferences): boolean =>
    asked[key] ?? query.data?.[key] ?? true;

  return (
    <section
      id="notification-preferences"
      className="notification-preferences card"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="notification-preferences__title">
        Email notifications
      </h2>
      <p className="notification-preferences__lead">
        Everything shows under the bell. Choose what also comes to your inbox.
      </p>
      {query.isError ? (
        <ErrorState
          message="We could not load your email preferences."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <ul className="notification-preferences__list" aria-busy={query.isPending}>
          {mailPreferences.map(({ key, label }) => (
            <li key={key}>
              <label className="switch-field">
                <span className="switch-field__label">{label}</span>
                <input
                  type="checkbox"
                  role="switch"
                  className="switch-field__input"
                  checked={shown(key)}
                  disabled={query.isPending || update.isPending}
                  onChange={(event) => save(key, event.target.checked)}
                />
                <span className="switch-field__track" aria-hidden="true" />
              </label>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
