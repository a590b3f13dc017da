import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { useLocation } from 'react-router-dom';
import LoginPage from './login-page';
import { loginMessages } from '../login-schema';
import { signupMessages } from '../signup-schema';
import { forgotPasswordMessages } from '../forgot-password-schema';
import { storageKeys } from '../../../lib/storage-keys';
import { mockFetch, networkFailure } from '../../../test/mock-fetch';
import { renderRoutes, sampleUser, signInAs } from '../../../test/render';

function StateProbe() {
  const location = useLocation();
  return <p data-testid="probe">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderLogin(path = '/login', state?: unknown) {
  const utils = renderRoutes(
    [
      {
        path: '/login',
        element: (
          <>
            <LoginPage />
            <ToastContainer />
          </>
        ),
      },
      { path: '*', element: <StateProbe /> },
    ],
    [state === undefined ? path : ({ pathname: path, state } as unknown as string)],
  );
  return { ...utils, user: userEvent.setup() };
}

// Typing through whole forms is slow when the suites run in parallel.
jest.setTimeout(15_000);

const session = {
  status: 'S',
  token: 'access-1',
  refresh_token: 'refresh-1',
  expires_in: 900,
  user: sampleUser,
};

describe('Login view', () => {
  it('shows the spec messages when email and password are empty', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText(loginMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(loginMessages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-describedby', 'login-email-error');
    expect(fetchMock.mock).not.toHaveBeenCalled();
  });

  it('stores token, refresh token and user, then returns to the referer', async () => {
    sessionStorage.setItem(storageKeys.referer, '/shop');
    const fetchMock = mockFetch({ '/api/login': () => ({ body: session }) });
    const { user, router } = renderLogin();

    await user.type(screen.getByLabelText('Email'), ' player@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(fetchMock.calls()[0].body).toEqual({
      email: 'player@example.com',
      password: 'Secret#123',
    });
    expect(localStorage.getItem(storageKeys.token)).toBe('access-1');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}')).toEqual(sampleUser);
    expect(Number(localStorage.getItem(storageKeys.tokenExpiresAt))).toBeGreaterThan(Date.now());
  });

  it('prefers location.state.from over the stored referer', async () => {
    sessionStorage.setItem(storageKeys.referer, '/shop');
    mockFetch({ '/api/login': () => ({ body: session }) });
    const { user, router } = renderLogin('/login', { from: { pathname: '/refer-earn' } });

    await user.type(screen.getByLabelText('Email'), 'player@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/refer-earn'));
  });

  it('returns to a page with the navigation state it was shown with (a voucher)', async () => {
    mockFetch({ '/api/login': () => ({ body: session }) });
    const product = { product_id: 9, title: 'Amazon Pay' };
    const { user, router } = renderLogin('/login', {
      from: { pathname: '/coupon-redeem', search: '', state: { product } },
    });

    await user.type(screen.getByLabelText('Email'), 'player@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/coupon-redeem'));
    expect(router.state.location.state).toEqual({ product });
  });

  it('shows the server message for a rejected login', async () => {
    mockFetch({
      '/api/login': () => ({
        status: 401,
        body: { status: 'E', message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
      }),
    });
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email'), 'player@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it("shows 'Try after sometime!' when the network fails", async () => {
    mockFetch({ '/api/login': networkFailure });
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email'), 'player@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Try after sometime!')).toBeInTheDocument();
  });

  it('offers to resend the verification link for an unverified email', async () => {
    const fetchMock = mockFetch({
      '/api/login': () => ({
        status: 403,
        body: {
          status: 'E',
          message: 'Please verify your email first.',
          code: 'EMAIL_NOT_VERIFIED',
        },
      }),
      '/api/resend_verification': () => ({
        body: { status: 'S', message: 'Verification link sent.' },
      }),
    });
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Please verify your email first.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification link' }));

    expect(await screen.findByText('Verification link sent.')).toBeInTheDocument();
    expect(fetchMock.calls()[1]).toMatchObject({
      url: '/api/resend_verification',
      body: { email: 'new@example.com' },
    });
  });

  it('sends a visitor who is already signed in to /', async () => {
    signInAs();
    const { router } = renderLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('toggles password visibility with a pressed-state button', async () => {
    const { user } = renderLogin();
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });

    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Sign-up view', () => {
  async function openSignup(path = '/login') {
    const utils = renderLogin(path);
    if (!path.includes('invite'))
      await utils.user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByLabelText('Name');
    return utils;
  }

  it('shows every spec message for an empty form', async () => {
    mockFetch({});
    const { user } = await openSignup();

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    for (const message of [
      signupMessages.nameRequired,
      signupMessages.emailInvalid,
      signupMessages.passwordRequired,
      signupMessages.confirmRequired,
      signupMessages.countryRequired,
      signupMessages.genderRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('checks email shape, password length and the confirmation', async () => {
    mockFetch({});
    const { user } = await openSignup();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'Ab1@');
    await user.type(screen.getByLabelText('Confirm password'), 'Ab1@x');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('please enter valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(
      screen.getByText('Confirm Password not matched with your password!'),
    ).toBeInTheDocument();
    // One mismatch message, not two: the live one steps back while the field's error shows.
    expect(screen.queryByText("Passwords doesn't match!")).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByLabelText('Password'));
    await user.paste('A'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Password must be at most 128 characters')).toBeInTheDocument();
  });

  it('ticks the live checklist and reports whether the passwords match', async () => {
    const { user } = await openSignup();
    const checklist = screen.getByRole('list', { name: 'Password requirements' });

    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(checklist).toHaveTextContent('One lowercase letter(met)');
    expect(checklist).toHaveTextContent('One uppercase letter(not met)');
    expect(checklist).toHaveTextContent('8-16 characters(not met)');

    await user.type(screen.getByLabelText('Password'), 'DEF12#');
    expect(checklist).not.toHaveTextContent('(not met)');

    await user.type(screen.getByLabelText('Confirm password'), 'abc');
    expect(screen.getByText("Passwords doesn't match!")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm password'), 'DEF12#');
    expect(screen.getByText('Password Match..!')).toBeInTheDocument();
  });

  async function fillValid(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Name'), 'Priya');
    await user.type(screen.getByLabelText('Email'), 'priya@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret#123');
    await user.selectOptions(screen.getByLabelText('Country'), 'India');
    await user.click(screen.getByLabelText('Women'));
  }

  it('creates the account with the invite and goes to /message with id 1', async () => {
    const fetchMock = mockFetch({
      '/api/signup': () => ({ body: { status: 'S', message: 'Account created' } }),
    });
    const { user, router } = await openSignup('/login?invite=REF42');

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/message'));
    expect(router.state.location.state).toEqual({ message_id: 1 });
    expect(fetchMock.calls()[0].body).toEqual({
      name: 'Priya',
      email: 'priya@example.com',
      password: 'Secret#123',
      country: 'India',
      gender: 'women',
      invite: 'REF42',
    });
  });

  it.each([
    [
      409,
      { status: 'E', message: 'Email exists', code: 'EMAIL_IN_USE' },
      signupMessages.emailInUse,
    ],
    [400, { status: 'E', message: 'password too weak' }, 'password too weak'],
    [500, { status: 'E', message: 'boom' }, signupMessages.failure],
  ])('answers HTTP %s with the right message', async (status, body, shown) => {
    mockFetch({ '/api/signup': () => ({ status, body }) });
    const { user } = await openSignup();

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText(shown)).toBeInTheDocument();
  });
});

describe('Forgot-password view', () => {
  it('opens on it when a dead reset link sends the player here', async () => {
    mockFetch({});
    renderLogin('/login', { view: 'forgot' });
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it("asks for the email with 'Please enter your email.'", async () => {
    mockFetch({});
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(forgotPasswordMessages.emailRequired)).toBeInTheDocument();
  });

  it('sends the link and confirms with a toast', async () => {
    const fetchMock = mockFetch({
      '/api/forgot_password': () => ({
        body: { status: 'S', message: 'Password reset link sent! Check your email inbox.' },
      }),
    });
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    await user.type(screen.getByLabelText('Email'), 'priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(forgotPasswordMessages.sent)).toBeInTheDocument();
    expect(fetchMock.calls()[0].body).toEqual({ email: 'priya@example.com' });
  });

  it("shows 'Failed to send password reset email.' on failure", async () => {
    mockFetch({ '/api/forgot_password': networkFailure });
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    await user.type(screen.getByLabelText('Email'), 'priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(forgotPasswordMessages.failure)).toBeInTheDocument();
  });
});
