import { Browser, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { Mailbox } from '../utils/mailbox';
import { launchBrowser } from './support/browser';
import { logIn, stored } from './support/session';
import { WEB_API_KEY, loadStack } from './support/stack';

const PASSWORD = 'Str0ng$pass';
const coins = (value: number) => value.toLocaleString('en-IN');
const unique = () => randomUUID().slice(0, 8);

/**
 * One referrer's story: a friend joins through the invite link in their own browser, the referrer
 * sees them at Signup with the bonus paid; four more friends make a milestone, claimed with its
 * mystery reward revealed.
 */
describe('referrals in the browser', () => {
  const { url, mailDir } = loadStack();
  let browser: Browser;
  let page: Page;
  const referrer = { name: 'Tara Invites', email: `e2e-ref-${unique()}@example.com` };
  let code = '';
  let token = '';
  let balanceBefore = 0;

  /**
   * Calls the API as the client does. Some calls (sign-up: 5 a minute) are limited per address,
   * and the whole run shares one: a 429 waits as long as it says, then tries again.
   */
  const api = async <T>(path: string, body: object, bearer?: string): Promise<T> => {
    for (;;) {
      const res = await fetch(`${url}/api/${path}`, {
        method: 'POST',
        headers: {
          'api-key': WEB_API_KEY,
          'content-type': 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as T & { message?: string };
      if (res.status !== 429) return answer;
      const seconds =
        Number(res.headers.get('retry-after')) || Number(answer.message?.match(/\d+/)?.[0]) || 5;
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
  };

  const balance = async () =>
    (await api<{ data: { coin_balance: number } }>('get_user_data', {}, token)).data.coin_balance;

  /** Waits for the worker to pay: the balance reaches the amount or the test fails with it. */
  const balanceReaches = async (expected: number, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    let seen = await balance();
    while (seen !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      seen = await balance();
    }
    expect(seen).toBe(expected);
  };

  const verifyLink = async (email: string) => {
    const mail = await Mailbox.waitInDir(mailDir, email, /Verify your GameHub email/);
    return Mailbox.link(mail, '/auth/action');
  };

  /** A verified account made through the API, as a player's browser would make it. */
  const signUpVerified = async (name: string, email: string, invite?: string) => {
    const created = await api<{ status: string }>('signup', {
      name,
      email,
      password: PASSWORD,
      country: 'India',
      gender: 'women',
      ...(invite ? { invite } : {}),
    });
    expect(created).toMatchObject({ status: 'S' });
    const link = await verifyLink(email);
    const verified = await api<{ status: string }>('verify_email', {
      oobCode: link.searchParams.get('oobCode'),
    });
    expect(verified).toMatchObject({ status: 'S' });
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    page = await context.newPage();
    await signUpVerified(referrer.name, referrer.email);
  }, 120_000);
  afterAll(() => browser.close());

  it('a friend joins through the invite link; the referrer sees them at Signup and the bonus', async () => {
    await logIn(page, url, referrer.email, PASSWORD);
    const me = await stored(page, 'user');
    code = me.referral_code;
    token = (await page.evaluate("localStorage.getItem('token')")) as string;
    balanceBefore = await balance();
    expect(code).toBeTruthy();

    await page.goto(`${url}/refer-earn`);
    await page.getByText('No referrals yet — share your link').waitFor();
    const invite = page.getByRole('region', { name: 'Invite friends' });
    await invite.getByText(code, { exact: true }).waitFor();
    await invite.getByRole('button', { name: 'Copy link' }).click();
    await invite.getByRole('button', { name: 'Copied!' }).waitFor();
    const inviteLink = (await page.evaluate('navigator.clipboard.readText()')) as string;
    expect(inviteLink).toBe(`${url}/login?invite=${code}`);
    await invite.getByRole('button', { name: 'Copy link' }).waitFor({ timeout: 4000 });

    // The friend, in a browser of their own.
    const friendName = `Asha ${unique()}`;
    const friendEmail = `e2e-friend-${unique()}@example.com`;
    const friendContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const friend = await friendContext.newPage();
      await friend.goto(inviteLink);
      await friend.getByText('You were invited by a friend').waitFor();
      await friend.getByLabel('Name', { exact: true }).fill(friendName);
      await friend.getByLabel('Email', { exact: true }).fill(friendEmail);
      await friend.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await friend.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
      await friend.getByText('Password Match..!').waitFor();
      await friend.getByLabel('Country').selectOption('India');
      await friend.getByLabel('Women').check();
      await friend.getByRole('button', { name: 'Sign up' }).last().click();
      await friend.waitForURL(/\/message$/);
      const link = await verifyLink(friendEmail);
      await friend.goto(`${url}${link.pathname}${link.search}`);
      await friend.getByText('Email verified successfully!').first().waitFor();
    } finally {
      await friendContext.close();
    }

    // The referral counts from the verification; the worker pays the 100 coins.
    await balanceReaches(balanceBefore + 100);
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(friendName) });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(1, 5)).toEqual(['Reached', 'Not yet', 'Not yet', 'Pending']);
    const info = page.getByRole('region', { name: 'Your Referral Info' });
    expect(await info.locator('dd').allTextContents()).toEqual(['1', '1', '0']);
    await page
      .getByRole('banner')
      .getByText(coins(balanceBefore + 100), { exact: true })
      .first()
      .waitFor();

    // Both of the player's tables name the friend (My Winnings is the profile's first).
    await page.goto(`${url}/profile`);
    await page.getByRole('cell', { name: `Referral: ${friendName} signed up` }).waitFor();
    await page.getByRole('button', { name: 'Transaction History' }).click();
    await page.getByRole('cell', { name: `Referral: ${friendName} signed up` }).waitFor();
  });

  // Four more sign-ups may wait out the per-minute sign-up limit.
  it('claims the milestone at 5 referrals and reveals the mystery reward', async () => {
    for (let i = 0; i < 4; i += 1) {
      await signUpVerified(
        `Friend ${i + 2} ${unique()}`,
        `e2e-friend-${unique()}@example.com`,
        code,
      );
    }
    // Every signup bonus is paid before the claim, so the balance tells the claim's coins apart.
    await balanceReaches(balanceBefore + 500);

    await page.goto(`${url}/refer-earn`);
    const milestone = page.getByRole('region', { name: 'Milestone rewards' });
    await milestone.getByText('Milestone reached! A reward is ready to claim.').waitFor();
    expect(await milestone.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    const board = page.getByRole('region', { name: 'Top 3 Referral Leaderboard' });
    await board
      .getByRole('listitem')
      .filter({ hasText: referrer.name })
      .getByText('5 referrals')
      .waitFor();

    await milestone.getByRole('button', { name: 'Claim' }).click();
    await page.getByText('Milestone reward claimed successfully!').waitFor();
    const reveal = page.getByRole('dialog', { name: 'Milestone reward claimed!' });
    await reveal.getByText('Milestone 1: 5 referrals.').waitFor();
    await reveal.getByRole('button', { name: 'Reveal mystery reward' }).click();
    await page.getByTestId('confetti').waitFor({ state: 'attached' });
    const shown = await reveal
      .getByTestId('mystery-reward')
      .locator('.coin-amount__value')
      .textContent();
    const mystery = Number(shown?.replace(/[^\d]/g, ''));
    // The operators' table decides the amount; the ledger must hold exactly what was shown.
    expect(Number.isInteger(mystery) && mystery >= 0).toBe(true);
    await reveal.getByRole('button', { name: 'Done' }).click();
    await reveal.waitFor({ state: 'detached' });

    expect(await milestone.getByRole('button', { name: 'Claim' }).isDisabled()).toBe(true);
    expect(await balance()).toBe(balanceBefore + 500 + 150 + mystery);
    await page
      .getByRole('banner')
      .getByText(coins(balanceBefore + 500 + 150 + mystery), { exact: true })
      .first()
      .waitFor();
    await milestone.getByText('0 of 5 referrals toward your next milestone at 10.').waitFor();

    // Another month's board has nobody yet.
    const months = board.getByLabel('Month');
    const previous = (await months.locator('option').nth(1).getAttribute('value')) as string;
    await months.selectOption(previous);
    await board.getByText(/^No referrals in .* yet\.$/).waitFor();

    await page.goto(`${url}/profile`);
    await page.getByRole('button', { name: 'Transaction History' }).click();
    await page.getByRole('cell', { name: 'Referral milestone 1', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Mystery reward (milestone 1)', exact: true }).waitFor();
  }, 150_000);

  it.each([360, 390, 768, 992, 1366])(
    'fits %i px wide without sideways scrolling',
    async (width) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${url}/refer-earn`);
      await page
        .getByRole('region', { name: 'Your Referral Stats' })
        .getByRole('row')
        .nth(5)
        .waitFor();
      const overflow = await page.evaluate(
        '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
      );
      const [scrollWidth, clientWidth] = overflow as [number, number];
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    },
  );
});
