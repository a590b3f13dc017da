import { Page } from 'playwright-core';
import { DEMO_PLAYER } from '../../backend/src/database/seeds/demo-data';
import { onePageForSuite } from './support/browser';
import { logIn } from './support/session';
import { loadStack } from './support/stack';

describe('daily bonus in the browser', () => {
  const { url } = loadStack();
  let page: Page;
  onePageForSuite((p) => (page = p));

  it('lets the seeded player claim today’s bonus, then shows it in both profile tables', async () => {
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
    await modal.getByRole('button', { name: 'Claim 10 coins' }).click();
    await page.getByTestId('confetti').waitFor({ state: 'attached' });
    await modal.waitFor({ state: 'detached' });
    const user = JSON.parse(
      ((await page.evaluate("localStorage.getItem('user')")) as string) ?? '{}',
    );
    expect(user).toMatchObject({
      coin_balance: before + 10,
      is_reward_claimed: true,
      streak_count: 1,
    });
    await page
      .getByRole('banner')
      .getByText((before + 10).toLocaleString('en-IN'), { exact: true })
      .first()
      .waitFor();

    await page.goto(`${url}/profile`);
    await page.getByRole('cell', { name: 'Daily bonus day 1' }).waitFor();
    await page.getByRole('button', { name: 'Transaction History' }).click();
    await page.getByRole('cell', { name: 'Daily bonus', exact: true }).waitFor();

    // The modal does not come back once today's bonus is claimed.
    await page.goto(url);
    await page.getByTestId('tournament-list').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog', { name: 'Daily bonus' }).count()).toBe(0);
  });
});
