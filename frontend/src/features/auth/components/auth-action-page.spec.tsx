import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import AuthActionPage from './auth-action-page';
import { resetPasswordMessages } from '../reset-password-schema';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';
import { authStore } from '../../../lib/auth-store';
import { storageKeys } from '../../../lib/storage-keys';

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

/** The reset link checks out: the form is shown. */
const linkWorks: Record<string, Responder> = {
  '/api/check_reset_code': () => ({ body: { status: 'S', message: 'This reset link is valid.' } }),
};

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

  it('signs the player in when the fresh link answers a session, and goes Home', async () => {
    const user = { user_id: 'u-1', name: 'Asha Rao', email: 'asha@example.com' };
    mockFetch({
      '/api/verify_email': () => ({
        body: {
          status: 'S',
          message: 'Email verified successfully!',
          token: 'access-1',
          refresh_token: 'refresh-1',
          expires_in: 900,
          user,
        },
      }),
    });
    const { router } = renderAction('?mode=verifyEmail&oobCode=fresh');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(authStore.getState()).toMatchObject({ token: 'access-1', user });
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-1');
    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
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
    const fetchMock = mockFetch({ ...linkWorks });
    const { user } = renderAction('?mode=resetPassword&oobCode=r1');

    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(resetPasswordMessages.passwordRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'Secret!12');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret!13');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords does not match.')).toBeInTheDocument();
    // One mismatch message at a time: the live one steps back while the field's error shows.
    expect(screen.queryByText("Passwords doesn't match!")).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Password requirements' })).toHaveTextContent(
      'One special character (!@#$%^&*)(met)',
    );
    // Only the link's check: nothing was submitted.
    expect(fetchMock.calls().map((c) => c.url)).toEqual(['/api/check_reset_code']);
  });

  it('saves the new password and goes to /login', async () => {
    const fetchMock = mockFetch({
      ...linkWorks,
      '/api/update_password': () => ({ body: { status: 'S', message: 'Password updated.' } }),
    });
    const { user, router } = renderAction('?mode=resetPassword&oobCode=r1');

    await user.type(await screen.findByLabelText('New password'), 'Secret!12');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret!12');
    expect(screen.getByText('Password Match..!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Password updated.')).toBeInTheDocument();
    expect(fetchMock.calls().find((c) => c.url === '/api/update_password')?.body).toEqual({
      oobCode: 'r1',
      password: 'Secret!12',
    });
  });

  it('shows the fallback message and still goes to /login when the reset fails', async () => {
    mockFetch({ ...linkWorks, '/api/update_password': () => ({ status: 500, body: undefined }) });
    const { user, router } = renderAction('?mode=resetPassword&oobCode=r1');

    await user.type(await screen.findByLabelText('New password'), 'Secret!12');
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
      mockFetch({ ...linkWorks, '/api/update_password': () => ({ status: 400, body }) });
      const { user, router } = renderAction('?mode=resetPassword&oobCode=r1');

      await user.type(await screen.findByLabelText('New password'), 'Secret!12');
      await user.type(screen.getByLabelText('Confirm password'), 'Secret!12');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(shown);
      expect(router.state.location.pathname).toBe('/auth/action');
      expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
    },
  );

  it('says a used verification link’s address is verified already, and offers login', async () => {
    mockFetch({
      '/api/verify_email': () => ({
        status: 409,
        body: {
          status: 'E',
          code: 'EMAIL_ALREADY_VERIFIED',
          message: 'Your email is already verified. Log in to continue.',
        },
      }),
    });
    renderAction('?mode=verifyEmail&oobCode=used');
    expect(
      await screen.findByRole('heading', { name: 'Your email is already verified' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Error verifying email.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('says a used or expired reset link is dead before showing the form, with a way to a new one', async () => {
    mockFetch({
      '/api/check_reset_code': () => ({
        status: 400,
        body: {
          status: 'E',
          code: 'CODE_INVALID',
          message: 'This reset link is invalid or has expired.',
        },
      }),
    });
    const { user, router } = renderAction('?mode=resetPassword&oobCode=used');
    expect(screen.getByText('Checking your link…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'This reset link is invalid or has expired.' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ view: 'forgot' });
  });

  it('explains an invalid link and links home', () => {
    renderAction('?mode=somethingElse');
    expect(screen.getByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
