import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqPage from './faq-page';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderWithRouter } from '../../../test/render';
import {
  dailyBonusRoute,
  referralRewardsRoute,
  sampleReferralRewards,
} from '../../../test/rewards.fixture';

/** The FAQ's amounts, as GET /api/daily_bonus and /api/referral_rewards answer them. */
function mockRewards(routes: Record<string, Responder> = {}) {
  mockFetch({
    '/api/daily_bonus': dailyBonusRoute,
    '/api/referral_rewards': referralRewardsRoute,
    ...routes,
  });
}

/** The answer panel of a question, opened. */
async function answerOf(question: string): Promise<HTMLElement> {
  const button = screen.getByRole('button', { name: question });
  await userEvent.setup().click(button);
  return document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
}

describe('FaqPage', () => {
  beforeEach(() => mockRewards());

  it('renders the five FAQ sections in order under an h1', () => {
    renderWithRouter(<FaqPage />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Frequently Asked Questions',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'General',
      'Gameplay and Leaderboards',
      'Platform Coins and Rewards',
      'Technical and Support',
      'Privacy and Security',
    ]);
  });

  it('expands and collapses an answer from its question button', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FaqPage />);
    const question = screen.getByRole('button', { name: 'Can I transfer coins or cash them out?' });
    const panel = document.getElementById(question.getAttribute('aria-controls') ?? '');

    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Coins are non-transferable');

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('states the daily bonus and referral amounts the API answers, verbatim', async () => {
    mockRewards({
      '/api/daily_bonus': () => ({
        body: {
          status: 'S',
          data: [10, 15, 20, 25, 30, 40, 50].map((coins, index) => ({ day: index + 1, coins })),
        },
      }),
      '/api/referral_rewards': () => ({
        body: {
          status: 'S',
          data: {
            ...sampleReferralRewards,
            prize_share_percent: 12,
            milestone_reward: 175,
            leaderboard_prizes: [6000, 3000, 1500],
          },
        },
      }),
    });
    renderWithRouter(<FaqPage />);

    const bonus = await answerOf('How does the daily bonus work?');
    await waitFor(() =>
      expect(bonus).toHaveTextContent(
        'Sign in every day and claim 10, 15, 20, 25, 30, 40 and then 50 coins on day 7 and every following day of your streak. Missing a day starts the streak again.',
      ),
    );
    const referrals = await answerOf('What do I get for referring friends?');
    await waitFor(() =>
      expect(referrals).toHaveTextContent(
        'When a friend signs up with your invite link you both get 100 coins. You get 10 more and your friend 50 when they play their first game, and 10 and 100 when they win their first game. You also earn 12% of their earnings, 175 coins and a mystery reward for every 5 referrals, and the top three referrers each month win 6,000, 3,000 and 1,500 coins.',
      ),
    );
  });

  it('names no amount when the API cannot answer: the answers stay in words', async () => {
    const down: Responder = () => ({ status: 503, body: { status: 'E', message: 'Later' } });
    mockRewards({ '/api/daily_bonus': down, '/api/referral_rewards': down });
    renderWithRouter(<FaqPage />);

    const bonus = await answerOf('How does the daily bonus work?');
    expect(bonus).toHaveTextContent(
      'Sign in every day and claim coins that grow with your streak.',
    );
    const referrals = await answerOf('What do I get for referring friends?');
    expect(referrals.textContent).not.toMatch(/\d/);
  });
});
