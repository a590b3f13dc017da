import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomePage from './home-page';
import { gamesRoute } from '../../../test/games.fixture';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderWithRouter } from '../../../test/render';
import { FarObserver, withFarObserver } from '../../../test/far-observer';
import {
  dailyBonusRoute,
  referralRewardsRoute,
  sampleReferralRewards,
} from '../../../test/rewards.fixture';
import { tournament } from '../../../test/tournament.fixture';

// Home pulls in both carousels; a cold first render can take over a second.
jest.setTimeout(15_000);

/** Everything is near the viewport, so the carousels mount (the test stub never reports it). */
class InViewObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element): void {
    const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
    this.report([entry], this as unknown as IntersectionObserver);
  }
  unobserve(): void {}
  disconnect(): void {}
}

const stubObserver = globalThis.IntersectionObserver;
beforeAll(() => {
  globalThis.IntersectionObserver = InViewObserver as unknown as typeof IntersectionObserver;
});
afterAll(() => {
  globalThis.IntersectionObserver = stubObserver;
});

/** The amounts the rewards slides state, as GET /api/daily_bonus and /api/referral_rewards answer. */
const rewardRoutes = {
  '/api/daily_bonus': dailyBonusRoute,
  '/api/referral_rewards': referralRewardsRoute,
};

function renderHome(games: Responder, rewards: Record<string, Responder> = rewardRoutes) {
  mockFetch({
    '/api/games': games,
    '/api/tournament_list': () => ({ body: { status: 'S', data: [] } }),
    ...rewards,
  });
  renderWithRouter(<HomePage />);
  return { user: userEvent.setup() };
}

/** Home's Games section (its carousel mounts once the games have loaded). */
const gamesSection = () =>
  screen.getByRole('heading', { level: 2, name: 'Games' }).closest('section') as HTMLElement;

describe('HomePage games carousel', () => {
  it('lists the games GET /api/games answers: tournament games lead to their tournaments', async () => {
    renderHome(gamesRoute);

    const carousel = gamesSection();
    const links = await within(carousel).findAllByRole('link', {}, { timeout: 5000 });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Chess', '/tournaments?game=1'],
      ['Clash of Clans', '/tournaments?game=2'],
      ['Clash Royale', '/tournaments?game=3'],
      ['Tic-Tac-Toe', '/tournaments?game=4'],
      ['MR RACER', '/games/mr_racer'],
    ]);
    expect(within(carousel).getAllByText('Strategy')).toHaveLength(2);
    expect(within(carousel).getByText('Cards')).toBeInTheDocument();
    expect(within(carousel).getByText('Racing')).toBeInTheDocument();
  });

  it('offers a retry when the games cannot be loaded', async () => {
    let down = true;
    const { user } = renderHome((request) =>
      down ? { status: 503, body: { status: 'E', message: 'Later' } } : gamesRoute(request),
    );

    const games =
      screen.getByRole('region', { name: /^Games$/ }).closest('section') ?? document.body;
    expect(await within(games).findByText('We could not load the games right now.')).toBeVisible();
    down = false;
    await user.click(within(games).getByRole('button', { name: 'Retry' }));
    expect(
      await within(games).findByRole('link', { name: 'Chess' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

/** Home's Exclusive rewards section. */
const rewardsSection = () =>
  screen
    .getByRole('heading', { level: 2, name: 'Exclusive rewards' })
    .closest('section') as HTMLElement;

describe('HomePage exclusive rewards', () => {
  it('states the daily bonus and referral amounts the API answers, verbatim', async () => {
    renderHome(gamesRoute, {
      '/api/daily_bonus': () => ({
        body: {
          status: 'S',
          data: [12, 18, 24, 70].map((coins, index) => ({ day: index + 1, coins })),
        },
      }),
      '/api/referral_rewards': () => ({
        body: {
          status: 'S',
          data: {
            ...sampleReferralRewards,
            stages: [
              { stage: 1, referrer: 120, referee: 120 },
              { stage: 2, referrer: 15, referee: 60 },
              { stage: 3, referrer: 15, referee: 110 },
            ],
            leaderboard_prizes: [7500, 2500],
          },
        },
      }),
    });

    const rewards = rewardsSection();
    expect(
      await within(rewards).findByText('Up to 70 coins a day', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(
      within(rewards).getByText('Sign in every day: 12, 18, 24, then 70 coins from day 4 on.'),
    ).toBeInTheDocument();
    expect(await within(rewards).findByText('120 coins for you and a friend')).toBeInTheDocument();
    expect(
      within(rewards).getByText(
        'Both of you get 120 coins at sign-up, more on their first play and first win.',
      ),
    ).toBeInTheDocument();
    expect(within(rewards).getByText('7,500 coins for the top referrer')).toBeInTheDocument();
    expect(
      within(rewards).getByText(
        'The two players with the most referrals each month win 7,500 and 2,500 coins.',
      ),
    ).toBeInTheDocument();
  });

  it('names no amount while the answers are missing: words only, no made-up figure', async () => {
    const down: Responder = () => ({ status: 503, body: { status: 'E', message: 'Later' } });
    renderHome(gamesRoute, { '/api/daily_bonus': down, '/api/referral_rewards': down });

    const rewards = rewardsSection();
    expect(
      await within(rewards).findByText('Coins every day', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(within(rewards).getByText('Coins for you and a friend')).toBeInTheDocument();
    expect(within(rewards).getByText('Coins for the top referrers')).toBeInTheDocument();
    const slides = [...rewards.querySelectorAll('.reward-slide')].map((slide) => slide.textContent);
    expect(slides).toHaveLength(5);
    expect(slides.filter((text) => /\d/.test(text ?? ''))).toEqual([]);
  });
});

describe('HomePage tournaments', () => {
  withFarObserver();

  it('renders no tournament card until the section nears the viewport; the list is fetched with the page', async () => {
    const fetchMock = mockFetch({
      '/api/games': gamesRoute,
      '/api/tournament_list': () => ({ body: { status: 'S', data: [tournament()] } }),
      ...rewardRoutes,
    });
    renderWithRouter(<HomePage />);
    const section = () => document.getElementById('tournaments') as HTMLElement;

    // Fetched with the page, but not rendered while the section is off screen: a still
    // placeholder holds each card's place.
    await waitFor(() =>
      expect(fetchMock.calls().some((call) => call.url === '/api/tournament_list')).toBe(true),
    );
    await waitFor(() => expect(section().querySelectorAll('.tournament-card')).toHaveLength(1));
    const list = within(section()).getByTestId('tournament-list');
    expect(within(list).queryAllByRole('link')).toEqual([]);
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(section().querySelectorAll('.skeleton:not(.skeleton--still)')).toHaveLength(0);
    // Each held card is one box, not a placeholder of every part of a card.
    expect(section().querySelectorAll('.tournament-card--held')).toHaveLength(1);
    expect(section().querySelectorAll('.tournament-card *')).toHaveLength(0);

    // The answer shows as soon as the section comes near.
    act(() => FarObserver.reveal());
    expect(within(section()).getByRole('link', { name: /Blitz Weekend Cup/ })).toBeInTheDocument();
  });

  it('lists what a player can join; finished tournaments are behind Results', async () => {
    mockFetch({
      '/api/games': gamesRoute,
      '/api/tournament_list': () => ({
        body: {
          status: 'S',
          data: [
            tournament({ event_id: 1, event_title: 'Live Cup', tournament_status: 'live' }),
            tournament({ event_id: 2, event_title: 'Soon Cup', tournament_status: 'upcoming' }),
            tournament({ event_id: 3, event_title: 'Old Cup', tournament_status: 'completed' }),
          ],
        },
      }),
      ...rewardRoutes,
    });
    renderWithRouter(<HomePage />);
    act(() => FarObserver.reveal());
    const section = within(document.getElementById('tournaments') as HTMLElement);
    expect(await section.findByRole('article', { name: 'Live Cup' })).toBeInTheDocument();
    expect(section.getByRole('article', { name: 'Soon Cup' })).toBeInTheDocument();
    expect(section.queryByRole('article', { name: 'Old Cup' })).not.toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Results' })).toHaveAttribute(
      'href',
      '/tournaments?status=finished',
    );
  });
});
