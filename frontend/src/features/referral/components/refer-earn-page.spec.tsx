import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import ReferEarnPage from './refer-earn-page';
import { NO_REFERRALS } from './referral-stats';
import { Navbar } from '../../../app/layouts/navbar';
import { useUserData } from '../../auth';
import LoginPage from '../../auth/components/login-page';
import type { ReferralDashboard } from '../api/get-referral-dashboard';
import { fireConfetti } from '../../../lib/confetti';
import { storageKeys } from '../../../lib/storage-keys';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { referralRewardsRoute } from '../../../test/rewards.fixture';
import { renderRoutes, renderWithRouter, sampleUser, signInAs } from '../../../test/render';

jest.mock('../../../lib/confetti', () => ({ fireConfetti: jest.fn(() => Promise.resolve()) }));

const player = { ...sampleUser, referral_code: 'ALEX42' };

function dashboard(overrides: Partial<ReferralDashboard> = {}): ReferralDashboard {
  return {
    total_count: 3,
    pending: 2,
    completed: 1,
    date: '2026-11-23',
    month_key: '2026-11',
    months: ['2026-11', '2026-10', '2026-09'],
    invite_code: 'ALEX42',
    obj_data: [
      { name: 'Asha', referal_stat: 3, joined: '2026-11-20T08:00:00Z', note: null },
      {
        name: 'Kabir',
        referal_stat: 1,
        joined: '2026-11-21T08:00:00Z',
        note: 'Daily referral limit reached: bonus paid on 24 Nov',
      },
      {
        name: 'Meera',
        referal_stat: 0,
        joined: '2026-11-22T08:00:00Z',
        note: 'Waiting for email verification',
      },
    ],
    leaderboard_data: [
      { rank: 1, name: 'Rohan', count: 9 },
      { rank: 2, name: 'Alexandra Smith', count: 3 },
      { rank: 2, name: 'Priya', count: 3 },
    ],
    milestone: {
      every: 5,
      reward: 150,
      reached: 0,
      claimed: 0,
      claimable: 0,
      next_at: 5,
      progress: 3,
    },
    ...overrides,
  };
}

const answer =
  (data: ReferralDashboard): Responder =>
  () => ({ body: { status: 'S', data } });

/** Keeps the user query mounted, as the root layout does, so a claim's refetch runs. */
function UserQuery() {
  useUserData();
  return null;
}

function renderPage(routes: Record<string, Responder>) {
  signInAs(player);
  const fetchMock = mockFetch({
    '/api/get_user_data': () => ({ body: { status: 'S', data: player } }),
    '/api/referral_rewards': referralRewardsRoute,
    ...routes,
  });
  renderWithRouter(
    <>
      <UserQuery />
      <Navbar />
      <ReferEarnPage />
      <ToastContainer />
    </>,
    '/refer-earn',
  );
  return { fetchMock, user: userEvent.setup() };
}

const dashboardCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.calls().filter((call) => call.url === '/api/refer_earn_dashboard');

describe('ReferEarnPage', () => {
  beforeEach(() => {
    jest.mocked(fireConfetti).mockClear();
  });

  it('shows a skeleton, then the counts, the invite code, the leaderboard and every referral', async () => {
    renderPage({ '/api/refer_earn_dashboard': answer(dashboard()) });

    expect(screen.getByRole('status', { name: 'Loading referral dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Refer & Earn/ })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const info = await screen.findByRole('region', { name: 'Your Referral Info' });
    const fact = (label: string) => within(info).getByText(label).nextElementSibling?.textContent;
    expect([fact('No.of Referral'), fact('Pending'), fact('Completed')]).toEqual(['3', '2', '1']);

    const invite = screen.getByRole('region', { name: 'Invite friends' });
    expect(within(invite).getByText('ALEX42')).toBeInTheDocument();
    expect(within(invite).getByText('Total referrals').previousElementSibling).toHaveTextContent(
      '3',
    );

    const board = screen.getByRole('list', { name: 'Top referrers, November 2026' });
    expect(
      within(board)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['1Rohan9 referrals', '2Alexandra Smith3 referrals', '2Priya3 referrals']);

    const rows = within(screen.getByRole('table', { name: 'Your Referral Stats' })).getAllByRole(
      'row',
    );
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Joined', 'Signup', 'First Play', 'First Win', 'Status', 'Note']);
    const cells = (row: HTMLElement) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      );
    expect(cells(rows[1])).toEqual([
      'Asha',
      '20/11/2026',
      'Reached',
      'Reached',
      'Reached',
      'Completed',
      '—',
    ]);
    expect(cells(rows[2])).toEqual([
      'Kabir',
      '21/11/2026',
      'Reached',
      'Not yet',
      'Not yet',
      'Pending',
      'Daily referral limit reached: bonus paid on 24 Nov',
    ]);
    expect(cells(rows[3])).toEqual([
      'Meera',
      '22/11/2026',
      'Not yet',
      'Not yet',
      'Not yet',
      'Pending',
      'Waiting for email verification',
    ]);
  });

  it('explains what each stage pays, on demand', async () => {
    const { user } = renderPage({ '/api/refer_earn_dashboard': answer(dashboard()) });

    const how = await screen.findByRole('button', { name: 'How Refer & Earn works' });
    expect(how).toHaveAttribute('aria-expanded', 'false');
    await user.click(how);

    expect(how).toHaveAttribute('aria-expanded', 'true');
    expect(
      await screen.findByRole('row', { name: /Friend plays a first game 10 coins 50 coins/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/10% of the coins your friends earn/)).toBeInTheDocument();
  });

  it('shows the empty states for a player with no referrals yet, with Claim disabled', async () => {
    renderPage({
      '/api/refer_earn_dashboard': answer(
        dashboard({
          total_count: 0,
          pending: 0,
          completed: 0,
          obj_data: [],
          leaderboard_data: [],
          milestone: {
            every: 5,
            reward: 150,
            reached: 0,
            claimed: 0,
            claimable: 0,
            next_at: 5,
            progress: 0,
          },
        }),
      ),
    });

    expect(await screen.findByText(NO_REFERRALS)).toBeInTheDocument();
    expect(screen.getByText('No referrals in November 2026 yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(
      screen.getByRole('progressbar', { name: 'Progress to the next milestone' }),
    ).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows an error with a retry when the dashboard cannot be loaded', async () => {
    let calls = 0;
    const { user } = renderPage({
      '/api/refer_earn_dashboard': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { status: 'E', message: 'boom' } }
          : { body: { status: 'S', data: dashboard() } };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Retry' }, { timeout: 3000 }));

    expect(await screen.findByRole('region', { name: 'Your Referral Info' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('enables Claim only while a milestone is claimable, with the bar toward the next one', async () => {
    renderPage({
      '/api/refer_earn_dashboard': answer(
        dashboard({
          total_count: 7,
          milestone: {
            every: 5,
            reward: 150,
            reached: 1,
            claimed: 1,
            claimable: 0,
            next_at: 10,
            progress: 2,
          },
        }),
      ),
    });

    expect(await screen.findByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(
      screen.getByText('2 of 5 referrals toward your next milestone at 10.'),
    ).toBeInTheDocument();
  });

  it('claims, reveals the mystery reward, disables Claim and refetches the balance', async () => {
    let claimed = 0;
    const ready = dashboard({
      total_count: 7,
      milestone: {
        every: 5,
        reward: 150,
        reached: 1,
        claimed: 0,
        claimable: 1,
        next_at: 10,
        progress: 2,
      },
    });
    const after = dashboard({
      total_count: 7,
      milestone: { ...ready.milestone, claimed: 1, claimable: 0 },
    });
    const { fetchMock, user } = renderPage({
      '/api/refer_earn_dashboard': () => ({ body: { status: 'S', data: claimed ? after : ready } }),
      '/api/refer_earn_dashboard/milestone': () => {
        claimed += 1;
        return {
          body: {
            status: 'S',
            message: 'Milestone reward claimed successfully!',
            is_claimed: true,
            claimed: { milestone: 1, at_referrals: 5, reward: 150, mystery_reward: 75 },
            milestone: [
              {
                milestone: 1,
                at_referrals: 5,
                reward: 150,
                mystery_reward: 75,
                claimed_at: '2026-11-23T01:00:00Z',
              },
            ],
          },
        };
      },
      '/api/get_user_data': () => ({
        body: {
          status: 'S',
          data: { ...player, coin_balance: player.coin_balance + (claimed ? 225 : 0) },
        },
      }),
    });

    const claim = await screen.findByRole('button', { name: 'Claim' });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Milestone reached! A reward is ready to claim.')).toBeInTheDocument();
    await waitFor(() => expect(claim).toBeEnabled());
    await user.click(claim);

    expect(await screen.findByText('Milestone reward claimed successfully!')).toBeInTheDocument();
    const reveal = await screen.findByRole('dialog', { name: 'Milestone reward claimed!' });
    expect(within(reveal).getByText('Milestone 1: 5 referrals.')).toBeInTheDocument();
    expect(within(reveal).queryByTestId('mystery-reward')).not.toBeInTheDocument();
    await user.click(within(reveal).getByRole('button', { name: 'Reveal mystery reward' }));
    expect(within(reveal).getByTestId('mystery-reward')).toHaveTextContent('75 coins');
    expect(within(reveal).getByText('You earned 225 coins in total.')).toBeInTheDocument();
    expect(fireConfetti).toHaveBeenCalledTimes(1);
    await user.click(within(reveal).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toHaveClass('milestone-card__status');

    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}').coin_balance).toBe(
        player.coin_balance + 225,
      ),
    );
    expect(await screen.findByText('1,475 coins balance')).toBeInTheDocument();
    expect(fetchMock.calls().filter((call) => call.url === '/api/get_user_data').length).toBe(2);
    expect(claimed).toBe(1);
  });

  it('warns in the spec’s words when nothing is left to claim', async () => {
    let tried = false;
    const { user } = renderPage({
      '/api/refer_earn_dashboard': answer(
        dashboard({
          total_count: 5,
          milestone: tried
            ? {
                every: 5,
                reward: 150,
                reached: 1,
                claimed: 1,
                claimable: 0,
                next_at: 10,
                progress: 0,
              }
            : {
                every: 5,
                reward: 150,
                reached: 1,
                claimed: 0,
                claimable: 1,
                next_at: 10,
                progress: 0,
              },
        }),
      ),
      '/api/refer_earn_dashboard/milestone': () => {
        tried = true;
        return {
          status: 409,
          body: {
            status: 'E',
            message: 'Milestone not reached or already claimed',
            code: 'NOTHING_TO_CLAIM',
          },
        };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Claim' }));

    expect(await screen.findByText('Milestone not reached or already claimed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches the leaderboard between the current and the previous two months', async () => {
    const boards: Record<string, ReferralDashboard['leaderboard_data']> = {
      current: [{ rank: 1, name: 'Rohan', count: 9 }],
      '2026-10': [{ rank: 1, name: 'Dev', count: 4 }],
      '2026-09': [],
    };
    const { fetchMock, user } = renderPage({
      '/api/refer_earn_dashboard': ({ body }) => {
        const month = (body as { month?: string }).month;
        return {
          body: {
            status: 'S',
            data: dashboard({
              month_key: month ?? '2026-11',
              leaderboard_data: boards[month ?? 'current'],
            }),
          },
        };
      },
    });

    const select = await screen.findByLabelText('Month');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['November 2026', 'October 2026', 'September 2026']);
    expect(screen.getByText('Rohan')).toBeInTheDocument();

    await user.selectOptions(select, '2026-10');
    expect(await screen.findByText('Dev')).toBeInTheDocument();
    expect(screen.queryByText('Rohan')).not.toBeInTheDocument();

    await user.selectOptions(select, '2026-09');
    expect(await screen.findByText('No referrals in September 2026 yet.')).toBeInTheDocument();

    await user.selectOptions(select, '2026-11');
    expect(await screen.findByText('Rohan')).toBeInTheDocument();
    expect(dashboardCalls(fetchMock).map((call) => call.body)).toEqual([
      {},
      { month: '2026-10' },
      { month: '2026-09' },
    ]);
  });

  it('copies the invite link and says Copied! for 2 seconds', async () => {
    const { user } = renderPage({ '/api/refer_earn_dashboard': answer(dashboard()) });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(await screen.findByRole('button', { name: 'Copy link' }));

    expect(writeText).toHaveBeenCalledWith('http://localhost/login?invite=ALEX42');
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument(),
      { timeout: 3000 },
    );
  });

  it('offers WhatsApp, Telegram, X and email links carrying the invite link', async () => {
    renderPage({ '/api/refer_earn_dashboard': answer(dashboard()) });

    const share = await screen.findByRole('list', { name: 'Share your invite link' });
    const links = within(share).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Share on WhatsApp',
      'Share on Telegram',
      'Share on X',
      'Share on Email',
    ]);
    expect(links.map((link) => new URL(link.getAttribute('href') ?? '').protocol)).toEqual([
      'https:',
      'https:',
      'https:',
      'mailto:',
    ]);
    for (const link of links) {
      expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(
        'http://localhost/login?invite=ALEX42',
      );
    }
    // The friend's sign-up bonus, as GET /api/referral_rewards states it.
    await waitFor(() =>
      expect(decodeURIComponent(links[0].getAttribute('href') ?? '')).toContain(
        'sign up with my link and get 100 bonus coins!',
      ),
    );
  });

  it('still shares the link when the rewards cannot be loaded', async () => {
    const { fetchMock } = renderPage({
      '/api/refer_earn_dashboard': answer(dashboard()),
      '/api/referral_rewards': () => ({ status: 503, body: { status: 'E', message: 'Later' } }),
    });

    const share = await screen.findByRole('list', { name: 'Share your invite link' });
    await waitFor(() =>
      expect(fetchMock.calls().some((call) => call.url === '/api/referral_rewards')).toBe(true),
    );
    const [whatsapp] = within(share).getAllByRole('link');
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(
      'sign up with my link and get bonus coins! http://localhost/login?invite=ALEX42',
    );
  });

  it('uses the system share sheet where the browser has one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { user } = renderPage({ '/api/refer_earn_dashboard': answer(dashboard()) });

      await user.click(await screen.findByRole('button', { name: 'Share invite link' }));

      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({ url: 'http://localhost/login?invite=ALEX42' }),
      );
      expect(
        screen.queryByRole('list', { name: 'Share your invite link' }),
      ).not.toBeInTheDocument();
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });
});

describe('Refer & Earn for a visitor', () => {
  it('explains the programme and links to the sign-up view', async () => {
    mockFetch({ '/api/referral_rewards': referralRewardsRoute });
    const user = userEvent.setup();
    renderRoutes([
      {
        path: '/',
        element: <Navbar />,
      },
      { path: '/login', element: <LoginPage /> },
    ]);

    await user.click(screen.getByRole('button', { name: /Refer & Earn/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refer & Earn' });
    expect(
      await within(dialog).findByRole('row', { name: /Friend signs up 100 coins 100 coins/ }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Sign up to get your invite link' }));

    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await act(async () => undefined);
  });
});
