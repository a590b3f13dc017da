import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import ProfilePage from './profile-page';
import { gamerHandleMessages } from '../gamer-handles-schema';
import { storageKeys } from '../../../lib/storage-keys';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderWithRouter, sampleUser, signInAs } from '../../../test/render';
import type { User } from '../../../lib/auth-store';

// Typing through whole forms is slow when the suites run in parallel.
jest.setTimeout(15_000);

const emptyPage: Responder = () => ({ status: 404, body: { status: 'E', message: 'Not Found' } });

function renderProfile(
  routes: Record<string, Responder> = {},
  user: User = sampleUser,
  path = '/my-account',
) {
  signInAs(user);
  const fetchMock = mockFetch({
    '/api/mywinnings': emptyPage,
    '/api/notification_preferences': () => ({
      body: { status: 'S', data: { prize_mail: true, order_mail: false, milestone_mail: true } },
    }),
    ...routes,
  });
  renderWithRouter(
    <>
      <ProfilePage />
      <ToastContainer />
    </>,
    path,
  );
  return { fetchMock, user: userEvent.setup() };
}

async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Account settings' }));
  return screen.getByRole('button', { name: 'Save gamer handles' });
}

describe('ProfilePage', () => {
  it('shows the profile facts and the referral link', async () => {
    renderProfile({}, { ...sampleUser, referral_code: 'ALEX42' });
    expect(screen.getByRole('heading', { name: sampleUser.name })).toBeInTheDocument();
    expect(screen.getByText('u-42')).toBeInTheDocument();
    expect(screen.getByLabelText('Your referral link')).toHaveValue(
      'http://localhost/login?invite=ALEX42',
    );
    expect(await screen.findByText('No winnings yet')).toBeInTheDocument();
  });

  it('copies the referral link and says Copied! for 2 seconds', async () => {
    const { user } = renderProfile({}, { ...sampleUser, referral_code: 'ALEX42' });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(screen.getByRole('button', { name: 'Copy' }));

    expect(writeText).toHaveBeenCalledWith('http://localhost/login?invite=ALEX42');
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('lists 31 distinct avatars and saves the chosen one', async () => {
    const { user, fetchMock } = renderProfile({
      '/api/update_profile': ({ body }) => ({
        body: { status: 'S', data: { ...sampleUser, ...(body as object) } },
      }),
    });

    await user.click(screen.getByRole('button', { name: 'Change avatar' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose your avatar' });
    const options = within(dialog).getAllByRole('button', { name: /^Avatar \d+$/ });
    expect(options.map((option) => option.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 31 }, (_, index) => `Avatar ${index}`),
    );
    expect(
      new Set(options.map((option) => option.innerHTML.replace(/data-avatar="\d+"/, ''))).size,
    ).toBe(31);
    expect(within(dialog).getByRole('button', { name: 'Avatar 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Avatar 17' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.calls().find((call) => call.url === '/api/update_profile')?.body).toEqual({
      profile_pic: 17,
    });
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}').profile_pic).toBe(17);
    expect(
      screen.getByRole('button', { name: 'Change avatar' }).querySelector('[data-avatar="17"]'),
    ).not.toBeNull();
  });

  it('shows an error with retry when the winnings call fails', async () => {
    let calls = 0;
    renderProfile({
      '/api/mywinnings': () => {
        calls += 1;
        return calls <= 2
          ? { status: 500, body: { status: 'E', message: 'boom' } }
          : {
              body: {
                status: 'S',
                data: [{ crd_on: '2025-01-02T00:00:00Z', source: 'Chess Cup', reward: 500 }],
                total_count: 25,
              },
            };
      },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Retry' }, { timeout: 3000 }));

    expect(await screen.findByText('Chess Cup')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.getByLabelText('Rows per page')).toHaveValue('10');
  });

  it('pages transactions on the server with the chosen page size, as form data', async () => {
    const { user, fetchMock } = renderProfile({
      '/api/transaction_history': ({ body }) => ({
        body: {
          status: 'S',
          data: [
            {
              crd_on: '2025-01-02T00:00:00Z',
              reason: `page ${(body as FormData).get('page')}`,
              value: -50,
            },
          ],
          total_count: 45,
        },
      }),
    });

    await user.click(screen.getByRole('button', { name: 'Transaction History' }));
    expect(await screen.findByText('page 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('page 2')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    expect(await screen.findByText('page 1')).toBeInTheDocument();

    const bodies = fetchMock
      .calls()
      .filter((call) => call.url === '/api/transaction_history')
      .map((call) => Object.fromEntries(call.body as FormData));
    expect(bodies).toEqual([
      { page: '1', limit: '10' },
      { page: '2', limit: '10' },
      { page: '1', limit: '20' },
    ]);
  });
});

describe('Gamer handles', () => {
  it('lower-cases chess, upper-cases clash tags, keeps BGMI to 10 digits', async () => {
    const { user } = renderProfile();
    await openSettings(user);

    await user.type(screen.getByLabelText('Chess.com'), 'MagnusC');
    await user.type(screen.getByLabelText('Clash of Clans'), '#abc123');
    await user.type(screen.getByLabelText('BGMI'), '12ab345678901234');

    expect(screen.getByLabelText('Chess.com')).toHaveValue('magnusc');
    expect(screen.getByLabelText('Clash of Clans')).toHaveValue('#ABC123');
    expect(screen.getByLabelText('BGMI')).toHaveValue('1234567890');
    expect(screen.getByRole('textbox', { name: /^Valorant/ })).toBeDisabled();
  });

  it('keeps Save disabled until a value differs from the saved one', async () => {
    const { user } = renderProfile({}, { ...sampleUser, gamer_handle: { chess: 'magnus' } });
    const save = await openSettings(user);

    expect(screen.getByLabelText('Chess.com')).toHaveValue('magnus');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Chess.com'), 'x');
    expect(save).toBeEnabled();
    await user.type(screen.getByLabelText('Chess.com'), '{Backspace}');
    expect(save).toBeDisabled();
  });

  it('rejects a non-alphanumeric chess id and a short BGMI id', async () => {
    const { user, fetchMock } = renderProfile();
    const save = await openSettings(user);

    await user.type(screen.getByLabelText('Chess.com'), 'bad_name');
    await user.type(screen.getByLabelText('BGMI'), '12345');
    await user.click(save);

    expect(await screen.findByText(gamerHandleMessages.chessInvalid)).toBeInTheDocument();
    expect(screen.getByText(gamerHandleMessages.bgmiInvalid)).toBeInTheDocument();
    expect(fetchMock.calls().some((call) => call.url.includes('gamer'))).toBe(false);
  });

  it('asks for at least one handle when every field is cleared', async () => {
    const { user } = renderProfile({}, { ...sampleUser, gamer_handle: { chess: 'magnus' } });
    const save = await openSettings(user);

    await user.clear(screen.getByLabelText('Chess.com'));
    await user.click(save);

    expect(await screen.findByText(gamerHandleMessages.atLeastOne)).toBeInTheDocument();
  });

  it('shows the check error under the field and does not save', async () => {
    const { user, fetchMock } = renderProfile({
      '/api/check_gamer_handle': () => ({
        status: 400,
        body: { status: 'E', message: 'Chess.com username not found!' },
      }),
    });
    const save = await openSettings(user);

    await user.type(screen.getByLabelText('Chess.com'), 'nobody123');
    await user.click(save);

    expect(await screen.findByText('Chess.com username not found!')).toBeInTheDocument();
    expect(screen.getByLabelText('Chess.com')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.calls().some((call) => call.url === '/api/gamerhandle_change')).toBe(false);
  });

  it('checks, saves the changed handles and stores the new user', async () => {
    const saved = {
      ...sampleUser,
      gamer_handle: { chess: 'magnus', clash_clan: null, clash_royal: null, bgmi: '1234567890' },
    };
    const { user, fetchMock } = renderProfile({
      '/api/check_gamer_handle': () => ({ body: { status: 'S' } }),
      '/api/gamerhandle_change': () => ({
        body: { status: 'S', message: 'Your gamer Id updated successfully', data: saved },
      }),
    });
    const save = await openSettings(user);

    await user.type(screen.getByLabelText('Chess.com'), 'magnus');
    await user.type(screen.getByLabelText('BGMI'), '1234567890');
    await user.click(save);

    expect(await screen.findByText('Your gamer Id updated successfully')).toBeInTheDocument();
    const calls = fetchMock.calls();
    expect(calls.find((call) => call.url === '/api/check_gamer_handle')?.body).toEqual({
      handle: 'magnus',
      game: 1,
    });
    expect(calls.find((call) => call.url === '/api/gamerhandle_change')?.body).toEqual({
      inputobj: { chess: 'magnus', bgmi: '1234567890' },
    });
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}').gamer_handle.chess).toBe(
      'magnus',
    );
    await waitFor(() => expect(save).toBeDisabled());
  });

  it.each([
    [409, 'User already there', gamerHandleMessages.taken],
    [500, 'Internal error', gamerHandleMessages.skipped],
  ])('turns a %s answer into the spec warning', async (status, message, shown) => {
    renderProfile({
      '/api/gamerhandle_change': () => ({ status, body: { status: 'E', message } }),
    });
    const user = userEvent.setup();
    const save = await openSettings(user);

    await user.type(screen.getByLabelText('BGMI'), '1234567890');
    await user.click(save);

    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('opens how-to-find instructions per game', async () => {
    const { user } = renderProfile();
    await openSettings(user);

    await user.click(screen.getByRole('button', { name: 'How to find your Clash of Clans id' }));
    const dialog = screen.getByRole('dialog', { name: 'Find your Clash of Clans player tag' });
    expect(dialog).toHaveTextContent('starts with #');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens Account settings from ?tab=settings, with the email switches', async () => {
    renderProfile({}, sampleUser, '/my-account?tab=settings');

    expect(screen.getByRole('button', { name: 'Account settings' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Save gamer handles' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email notifications' })).toBeInTheDocument();
    const order = screen.getByRole('switch', { name: 'Email me when I place an order' });
    await waitFor(() => expect(order).toBeEnabled());
    expect(order).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email me when I win a prize' })).toBeChecked();
  });
});
