import { Page } from 'playwright-core';
import { DEMO_PLAYER, DEMO_STREAK_DAYS } from '../../backend/src/database/seeds/demo-data';
import { DAILY_BONUS_COINS } from '../../backend/src/modules/wallet/daily-bonus';
import { istDay, previousDay } from '../../backend/src/common/ist-day';
import { onePageForSuite } from './support/browser';
import { query } from './support/db';
import { logIn } from './support/session';
import { loadStack } from './support/stack';

describe('daily bonus in the browser', () => {
  const { url } = loadStack();
  let page: Page;
  onePageForSuite((p) => (page = p));

  it('lets the seeded player claim today’s bonus under its streak, then shows it in both profile tables', async () => {
    // Behind a proxy that drops WebSockets the live channel never connects and the bell reads its
    // count every 30 s: the claim itself must clear "your daily bonus is ready".
    await page.routeWebSocket(/\/socket\.io\//, () => undefined);
    await logIn(page, url, DEMO_PLAYER.email, DEMO_PLAYER.password);

    // Other tests may have paid the demo player before: compare with the balance now.
    const before = JSON.parse(
      ((await page.evaluate("localStorage.getItem('user')")) as string) ?? '{}',
    ).coin_balance as number;
    await page.goto(url);
    const modal = page.getByRole('dialog', { name: 'Daily bonus' });
    await modal.waitFor();
    await modal.getByText('Today').waitFor();
    expect(await modal.getByText('7+').count()).toBeGreaterThan(0);
    // The seed claimed the three days before its start: today is day 4 of the streak, or day 1
    // when an IST midnight has passed since (a run that straddles it), and the modal says which.
    const [{ last }] = await query<{ last: string }>(
      `SELECT to_char(last_bonus_on, 'YYYY-MM-DD') AS last FROM users WHERE email = $1`,
      [DEMO_PLAYER.email],
    );
    const day = last === previousDay(istDay(new Date())) ? DEMO_STREAK_DAYS + 1 : 1;
    const coins = DAILY_BONUS_COINS[day - 1];
    // The bell counts "your daily bonus is ready" among the unread until the claim.
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    const unreadOf = async () =>
      Number((/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '') ?? [])[1] ?? 0);
    // The count arrives after the page (the bell reads it once signed in).
    await page
      .getByRole('banner')
      .getByRole('button', { name: / unread$/ })
      .waitFor();
    const unreadBefore = await unreadOf();
    await modal.getByRole('button', { name: `Claim ${coins} coins` }).click();
    await page.getByTestId('confetti').waitFor({ state: 'attached' });
    // The toast sits under the navbar, clear of the balance counting up and the profile block.
    const toast = page.locator('.Toastify__toast').filter({ hasText: /./ }).first();
    await toast.waitFor();
    // Measured once its entrance animation has finished (it slides in from above the page); two
    // frames first, so an animation that starts with the container's first paint is under way.
    // The toast's own animations only: its progress bar's runs the 5 s to its auto-close, and a
    // measure after it caught the toast flying out (a timing that passed or failed by chance).
    await toast.evaluate(
      (el) =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(Promise.all(el.getAnimations().map((a) => a.finished))),
            ),
          ),
        ),
    );
    const [toastBox, headerBox, balanceBox, profileBox] = await Promise.all([
      toast.boundingBox(),
      page.getByRole('banner').boundingBox(),
      page.getByRole('banner').locator('.profile-block .coin-amount').first().boundingBox(),
      page.getByRole('button', { name: /Account menu/ }).boundingBox(),
    ]);
    expect(toastBox && headerBox && balanceBox && profileBox).toBeTruthy();
    // Below the navbar's controls (its bottom edge may meet the toast's shadow margin).
    expect(toastBox!.y).toBeGreaterThan(headerBox!.y + headerBox!.height / 2);
    for (const box of [balanceBox!, profileBox!]) {
      const overlaps =
        toastBox!.x < box.x + box.width &&
        box.x < toastBox!.x + toastBox!.width &&
        toastBox!.y < box.y + box.height &&
        box.y < toastBox!.y + toastBox!.height;
      expect(overlaps).toBe(false);
    }
    await modal.waitFor({ state: 'detached' });
    // The claim read the notice in its own transaction, and the client asks the bell again: it
    // drops the notice with the answer, not at the next poll or once a worker gets round to it.
    const claimedAt = Date.now();
    while ((await unreadOf()) !== unreadBefore - 1 && Date.now() - claimedAt < 5_000) {
      await page.waitForTimeout(50);
    }
    expect(await unreadOf()).toBe(unreadBefore - 1);
    expect(Date.now() - claimedAt).toBeLessThan(2_000);
    const user = JSON.parse(
      ((await page.evaluate("localStorage.getItem('user')")) as string) ?? '{}',
    );
    expect(user).toMatchObject({
      coin_balance: before + coins,
      is_reward_claimed: true,
      streak_count: day,
    });
    await page
      .getByRole('banner')
      .getByText((before + coins).toLocaleString('en-IN'), { exact: true })
      .first()
      .waitFor();

    await page.goto(`${url}/profile`);
    // My Winnings lists newest first: today's claim heads the seeded days'.
    const newestBonus = page.getByRole('cell', { name: /^Daily bonus day \d+$/ }).first();
    await newestBonus.waitFor();
    expect(await newestBonus.textContent()).toBe(`Daily bonus day ${day}`);
    await page.getByRole('button', { name: 'Transaction History' }).click();
    // Newest first: today's claim heads the seeded days' ones.
    await page.getByRole('cell', { name: 'Daily bonus', exact: true }).first().waitFor();

    // The modal does not come back once today's bonus is claimed.
    await page.goto(url);
    await page.getByTestId('tournament-list').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog', { name: 'Daily bonus' }).count()).toBe(0);
  });
});
