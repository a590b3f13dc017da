import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { ToastContainer } from 'react-toastify';
import AuthActionPage from './auth-action-page';
import { resetPasswordMessages } from '../reset-password-schema';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';

// Typing through whole forms is slow when the suites run in parallel.
jest.setTimeout(15_000);

function renderAction(search: string) {
  const utils = renderRoutes(
    [
      {
        path: '/auth/action',
        element: (
          <StrictMode>
            <AuthActionPage />
          </StrictMode>
        ),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    [`/auth/action${search}`],
  );
  // Toasts outlive the page, as the app's root layout keeps its container.
  const toasts = renderRoutes([{ path: '*', element: <ToastContainer /> }]);
  return { ...utils, toasts, user: userEvent.setup() };
}

describe('AuthActionPage', () => {
  it('verifies the email once, toasts and goes to /message with id 2', async () => {
    const fetchMock = mockFetch({
      '/api/verify_email': () => ({
        body: { status: 'S', message: 'Email verified successfully!' },
      }),
    });
    const { router } = renderAction('?mode=verifyEmail&oobCode=abc123');

    expect(screen.getByText('Verifying your email…')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/message'));
    expect(router.state.location.state).toEqual({ message_id: 2 });
    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
    expect(fetchMock.mock).toHaveBeenCalledTimes(1);
    expect(fetchMock.calls()[0].body).toEqual({ oobCode: 'abc123' });
  });

  it("shows 'Error verifying email.' when verification fails", async () => {
    mockFetch({
      '/api/verify_email': () => ({ status: 400, body: { status: 'E', message: 'Expired' } }),
    });
    renderAction('?mode=verifyEmail&oobCode=old');

    expect(
      await screen.findByRole('heading', { name: 'Error verifying email.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('validates the new password and its confirmation', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderAction('?mode=resetPassword&oobCode=r1');

    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(resetPasswordMessages.passwordRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'Secret!12');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret!13');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords does not match.')).toBeInTheDocument();
    expect(screen.getByText("Passwords doesn't match!")).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Password requirements' })).toHaveTextContent(
      'One special character (!@#$%^&*)(met)',
    );
    expect(fetchMock.mock).not.toHaveBeenCalled();
  });

  it('saves the new password and goes to /login', async () => {
    const fetchMock = mockFetch({
      '/api/update_password': () => ({ body: { status: 'S', message: 'Password updated.' } }),
    });
    const { user, router } = renderAction('?mode=resetPassword&oobCode=r1');

    await user.type(screen.getByLabelText('New password'), 'Secret!12');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret!12');
    expect(screen.getByText('Password Match..!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Password updated.')).toBeInTheDocument();
    expect(fetchMock.calls()[0].body).toEqual({ oobCode: 'r1', password: 'Secret!12' });
  });

  it('shows the fallback message and still goes to /login when the reset fails', async () => {
    mockFetch({ '/api/update_password': () => ({ status: 500, body: undefined }) });
    const { user, router } = renderAction('?mode=resetPassword&oobCode=r1');

    await user.type(screen.getByLabelText('New password'), 'Secret!12');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret!12');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(resetPasswordMessages.failure)).toBeInTheDocument();
  });

  it.each([
    [
      'its own message',
      { status: 'E', message: 'This reset link has expired.' },
      'This reset link has expired.',
    ],
    ['the spec’s message when it sent none', {}, 'Failed to update password in backend.'],
  ])(
    'stays on the form and shows %s when the server refuses the new password',
    async (_label, body, shown) => {
      mockFetch({ '/api/update_password': () => ({ status: 400, body }) });
      const { user, router } = renderAction('?mode=resetPassword&oobCode=r1');

      await user.type(screen.getByLabelText('New password'), 'Secret!12');
      await user.type(screen.getByLabelText('Confirm password'), 'Secret!12');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(shown);
      expect(router.state.location.pathname).toBe('/auth/action');
      expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
    },
  );

  it('explains an invalid link and links home', () => {
    renderAction('?mode=somethingElse');
    expect(screen.getByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
