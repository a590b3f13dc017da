import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { NotificationPreferencesForm, PREFERENCES_SAVED } from './notification-preferences';
import type { NotificationPreferences } from '../api/notification-types';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderWithRouter, signInAs } from '../../../test/render';

function renderForm(routes: Record<string, Responder> = {}) {
  signInAs();
  const saved: NotificationPreferences = {
    prize_mail: true,
    order_mail: true,
    milestone_mail: false,
  };
  const fetchMock = mockFetch({
    '/api/notification_preferences': ({ init, body }) => {
      if (init.method === 'POST') Object.assign(saved, body);
      return { body: { status: 'S', data: { ...saved } } };
    },
    ...routes,
  });
  renderWithRouter(
    <>
      <NotificationPreferencesForm />
      <ToastContainer />
    </>,
  );
  return { fetchMock, saved, user: userEvent.setup() };
}

describe('NotificationPreferencesForm', () => {
  it('shows a switch per mail, set as saved', async () => {
    renderForm();

    const prize = screen.getByRole('switch', { name: 'Email me when I win a prize' });
    await waitFor(() => expect(prize).toBeEnabled());
    expect(prize).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email me when I place an order' })).toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Email me when a mystery reward unlocks' }),
    ).not.toBeChecked();
  });

  it('saves a switch as it is flipped, with a toast', async () => {
    const { user, fetchMock, saved } = renderForm();
    const order = screen.getByRole('switch', { name: 'Email me when I place an order' });
    await waitFor(() => expect(order).toBeEnabled());

    await user.click(order);

    expect(order).not.toBeChecked();
    expect(await screen.findByText(PREFERENCES_SAVED)).toBeInTheDocument();
    const posts = fetchMock.calls().filter((call) => call.init.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([{ order_mail: false }]);
    expect(saved.order_mail).toBe(false);
    expect(order).not.toBeChecked();
    expect(order).toBeEnabled();
  });

  it('puts a switch back and says so when saving fails', async () => {
    const { user } = renderForm({
      '/api/notification_preferences': ({ init }) =>
        init.method === 'POST'
          ? { status: 500, body: { status: 'E', message: 'Internal error' } }
          : {
              body: {
                status: 'S',
                data: { prize_mail: true, order_mail: true, milestone_mail: true },
              },
            },
    });
    const prize = screen.getByRole('switch', { name: 'Email me when I win a prize' });
    await waitFor(() => expect(prize).toBeEnabled());

    await user.click(prize);

    expect(
      await screen.findByText('We could not save your email preferences. Please try again.'),
    ).toBeInTheDocument();
    expect(prize).toBeChecked();
  });
});
