import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { DailyBonusPrompt } from './daily-bonus-prompt';
import { Navbar } from '../../../app/layouts/navbar';
import HomePage from '../../home/components/home-page';
import { fireConfetti } from '../../../lib/confetti';
import type { User } from '../../../lib/auth-store';
import { storageKeys } from '../../../lib/storage-keys';
import { gamesRoute } from '../../../test/games.fixture';
import { mockFetch, networkFailure, type Responder } from '../../../test/mock-fetch';
import { dailyBonusRoute, referralRewardsRoute } from '../../../test/rewards.fixture';
import { renderWithRouter, sampleUser, signInAs } from '../../../test/render';

jest.mock('../../../lib/confetti', () => ({ fireConfetti: jest.fn(() => Promise.resolve()) }));

const unclaimed: User = { ...sampleUser, streak_count: 2, is_reward_claimed: false };
const alreadyClaimed = 'You have already claimed today’s bonus. Come back tomorrow!';

function userAnswer(user: User): Responder {
  return () => ({ body: { status: 'S', data: user } });
}

function renderPrompt(routes: Record<string, Responder>, user: User = unclaimed) {
  signInAs(user);
  const fetchMock = mockFetch({
    '/api/get_user_data': userAnswer(user),
    '/api/daily_bonus': dailyBonusRoute,
    ...routes,
  });
  const utils = renderWithRouter(
    <>
      <Navbar />
      <DailyBonusPrompt />
      <ToastContainer />
    </>,
  );
  return { fetchMock, user: userEvent.setup(), ...utils };
}

function userDataCalls(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.calls().filter((call) => call.url === '/api/get_user_data').length;
}

/** Lets pending query answers land (inside act) before asserting that nothing opened. */
async function settle(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

function storedUser(): User {
  return JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}') as User;
}

describe('DailyBonusPrompt', () => {
  beforeEach(() => {
    jest.mocked(fireConfetti).mockClear();
  });

  it('opens on Home for a signed-in player who has not claimed today', async () => {
    signInAs(unclaimed);
    mockFetch({
      '/api/get_user_data': userAnswer(unclaimed),
      '/api/daily_bonus': dailyBonusRoute,
      '/api/referral_rewards': referralRewardsRoute,
      '/api/games': gamesRoute,
      '/api/tournament_list': () => ({ body: { status: 'S', data: [] } }),
    });
    renderWithRouter(<HomePage />);

    // Home pulls in the carousels too; a cold first render can take over a second.
    expect(
      await screen.findByRole('dialog', { name: 'Daily bonus' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('stays closed for a visitor', async () => {
    const fetchMock = mockFetch({});
    renderWithRouter(<DailyBonusPrompt />);

    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock).not.toHaveBeenCalled();
  });

  it('stays closed when today’s bonus is already claimed', async () => {
    const { fetchMock } = renderPrompt({}, { ...unclaimed, is_reward_claimed: true });

    await waitFor(() => expect(userDataCalls(fetchMock)).toBe(1));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for the user query: a stale local copy does not open it', async () => {
    signInAs(unclaimed);
    const fetchMock = mockFetch({
      '/api/get_user_data': userAnswer({ ...unclaimed, is_reward_claimed: true }),
      // Asked for beside the user, so a due claim's modal opens without a second wait.
      '/api/daily_bonus': dailyBonusRoute,
    });
    renderWithRouter(<DailyBonusPrompt />);

    await waitFor(() => expect(userDataCalls(fetchMock)).toBe(1));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows seven tiles with earlier days claimed and today marked', async () => {
    renderPrompt({}, { ...unclaimed, streak_count: 3 });

    const dialog = await screen.findByRole('dialog', { name: 'Daily bonus' });
    const tiles = within(dialog).getAllByRole('listitem');
    expect(tiles.map((tile) => within(tile).getByText(/^(Day \d|7\+)$/).textContent)).toEqual([
      'Day 1',
      'Day 2',
      'Day 3',
      'Day 4',
      'Day 5',
      'Day 6',
      '7+',
    ]);
    expect(tiles.map((tile) => tile.textContent?.includes('Claimed'))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(within(tiles[3]).getByText('Today')).toBeInTheDocument();
    expect(tiles[3]).toHaveAttribute('aria-current', 'date');
    expect(within(dialog).getAllByText('Today')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Claim 25 coins' })).toBeEnabled();
  });

  it('opens once the bonus table has answered, its tiles whole', async () => {
    let answerTable: () => void = () => undefined;
    renderPrompt({
      '/api/daily_bonus': (request) =>
        new Promise((resolve) => (answerTable = () => resolve(dailyBonusRoute(request)))),
    });

    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    answerTable();
    const dialog = await screen.findByRole('dialog', { name: 'Daily bonus' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
    expect(within(dialog).getByRole('button', { name: 'Claim 20 coins' })).toBeEnabled();
  });

  it('still lets the player claim when the bonus table cannot be loaded, with a retry', async () => {
    let down = true;
    const { user } = renderPrompt({
      '/api/daily_bonus': (request) =>
        down ? { status: 503, body: { status: 'E', message: 'Later' } } : dailyBonusRoute(request),
    });

    const dialog = await screen.findByRole('dialog', { name: 'Daily bonus' });
    expect(
      await within(dialog).findByText('We could not load the bonus table right now.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Claim today’s bonus' })).toBeEnabled();
    down = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('button', { name: 'Claim 20 coins' })).toBeEnabled();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
  });

  it('marks 7+ as today once the streak reaches seven days', async () => {
    renderPrompt({}, { ...unclaimed, streak_count: 9 });

    const dialog = await screen.findByRole('dialog', { name: 'Daily bonus' });
    const last = within(dialog).getByText('7+').closest('li');
    expect(last).not.toBeNull();
    expect(within(last as HTMLElement).getByText('Today')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Claimed')).toHaveLength(6);
    expect(within(dialog).getByRole('button', { name: 'Claim 50 coins' })).toBeInTheDocument();
  });

  it('claims: stores the new user, refetches it, fires confetti, closes and toasts', async () => {
    const afterClaim: User = {
      ...unclaimed,
      coin_balance: 1270,
      streak_count: 3,
      is_reward_claimed: true,
    };
    let claimedOnServer = false;
    let answerClaim: () => void = () => undefined;
    const { fetchMock, user } = renderPrompt({
      '/api/get_user_data': () => ({
        body: { status: 'S', data: claimedOnServer ? afterClaim : unclaimed },
      }),
      '/api/daily_reward_claim': () =>
        new Promise((resolve) => {
          answerClaim = () => {
            claimedOnServer = true;
            resolve({
              body: {
                status: 'S',
                message: 'You claimed 20 coins!',
                reward: 20,
                streak_count: 3,
                data: afterClaim,
              },
            });
          };
        }),
    });
    expect(screen.getByText('1,250 coins balance')).toBeInTheDocument();

    const claim = await screen.findByRole('button', { name: 'Claim 20 coins' });
    await user.click(claim);

    await waitFor(() => expect(claim).toBeDisabled());
    const request = fetchMock.calls().find((call) => call.url === '/api/daily_reward_claim');
    expect(request?.body).toEqual({ user_id: 'u-42' });
    expect((request?.init.headers as Record<string, string>).Authorization).toBe(
      'Bearer test-token',
    );

    answerClaim();

    expect(await screen.findByText('You claimed 20 coins!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Daily bonus' })).not.toBeInTheDocument();
    expect(storedUser().coin_balance).toBe(1270);
    expect(storedUser().is_reward_claimed).toBe(true);
    expect(screen.getByText('1,270 coins balance')).toBeInTheDocument();
    expect(fireConfetti).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(userDataCalls(fetchMock)).toBe(2));
  });

  it('on 409 ALREADY_CLAIMED toasts the message, refetches the user and closes', async () => {
    let claimedOnServer = false;
    const { fetchMock, user } = renderPrompt({
      '/api/get_user_data': () => ({
        body: {
          status: 'S',
          data: { ...unclaimed, is_reward_claimed: claimedOnServer },
        },
      }),
      '/api/daily_reward_claim': () => {
        claimedOnServer = true;
        return {
          status: 409,
          body: { status: 'E', code: 'ALREADY_CLAIMED', message: alreadyClaimed },
        };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Claim 20 coins' }));

    expect(await screen.findByText(alreadyClaimed)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Daily bonus' })).not.toBeInTheDocument();
    await waitFor(() => expect(userDataCalls(fetchMock)).toBe(2));
    await waitFor(() => expect(storedUser().is_reward_claimed).toBe(true));
    expect(fireConfetti).not.toHaveBeenCalled();
  });

  it('keeps the modal open with the server message on other errors', async () => {
    const { user } = renderPrompt({
      '/api/daily_reward_claim': () => ({
        status: 500,
        body: { status: 'E', message: 'Bonus service unavailable' },
      }),
    });

    const claim = await screen.findByRole('button', { name: 'Claim 20 coins' });
    await user.click(claim);

    expect(await screen.findByText('Bonus service unavailable')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Daily bonus' })).toBeInTheDocument();
    expect(claim).toBeEnabled();
    expect(storedUser().coin_balance).toBe(1250);
  });

  it('falls back to a generic message when the server sent none', async () => {
    const { user } = renderPrompt({ '/api/daily_reward_claim': networkFailure });

    await user.click(await screen.findByRole('button', { name: 'Claim 20 coins' }));

    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Daily bonus' })).toBeInTheDocument();
  });

  it('stays dismissed for the rest of the session after Close', async () => {
    const { user, unmount } = renderPrompt({});

    const dialog = await screen.findByRole('dialog', { name: 'Daily bonus' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    // A later Home visit in the same session.
    const fetchMock = mockFetch({ '/api/get_user_data': userAnswer(unclaimed) });
    renderWithRouter(<DailyBonusPrompt />);
    await waitFor(() => expect(fetchMock.mock).toHaveBeenCalledTimes(1));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and remembers it per player', async () => {
    const { user } = renderPrompt({});

    await screen.findByRole('dialog', { name: 'Daily bonus' });
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const keys = Object.keys(sessionStorage);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^daily_bonus_dismissed:u-42:\d{4}-\d{2}-\d{2}$/);
  });
});
