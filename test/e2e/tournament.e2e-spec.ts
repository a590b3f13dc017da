import { operatorPost } from './support/players';
import { Page } from 'playwright-core';
import { DEMO_PLAYER } from '../../backend/src/database/seeds/demo-data';
import { onePageForSuite } from './support/browser';
import { logIn } from './support/session';
import { WEB_API_KEY, loadStack } from './support/stack';

describe('a tournament from registration to prize', () => {
  const { url } = loadStack();
  let page: Page;
  onePageForSuite((p) => (page = p));

  const ops = (path: string, body: object) => operatorPost(url, path, body);

  const balance = async (token: string) => {
    const res = await fetch(`${url}/api/get_user_data`, {
      method: 'POST',
      headers: {
        'api-key': WEB_API_KEY,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    return ((await res.json()) as { data: { coin_balance: number } }).data.coin_balance;
  };

  it('registers, shows PLAY NOW, and after the end shows the rank, the reward and the new balance', async () => {
    const now = Date.now();
    const created = await ops('tournaments', {
      game_id: 4,
      title: 'E2E Showdown',
      starts_at: new Date(now - 60_000).toISOString(),
      ends_at: new Date(now + 3600_000).toISOString(),
      max_participants: 10,
      prize_table: [300, 200, 100],
      guaranteed_players: 0,
      paid_share_percent: 100,
    });
    expect(created.status).toBe('S');
    const id = created.data.event_id;

    await logIn(page, url, DEMO_PLAYER.email, DEMO_PLAYER.password);
    const token = (await page.evaluate("localStorage.getItem('token')")) as string;
    const before = await balance(token);

    await page.goto(`${url}/tournaments/4/${id}`);
    await page.getByRole('button', { name: 'REGISTER NOW' }).click();
    await page
      .getByRole('button', { name: 'REGISTERED' })
      .or(page.getByRole('button', { name: 'PLAY NOW' }))
      .first()
      .waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'PLAY NOW' }).waitFor();

    const user = JSON.parse((await page.evaluate("localStorage.getItem('user')")) as string);
    const ingest = await ops(`tournaments/${id}/results`, {
      results: [{ user_id: user.user_id, wins: 5, losses: 1, completion_seconds: 240 }],
    });
    expect(ingest.status).toBe('S');

    // The operator ends it in two seconds: the rescheduled end job fires, the worker settles.
    const ended = await ops(`tournaments/${id}`, {
      ends_at: new Date(Date.now() + 2000).toISOString(),
    });
    expect(ended.status).toBe('S');
    const deadline = Date.now() + 30_000;
    let after = before;
    while (after === before && Date.now() < deadline) {
      await page.waitForTimeout(1000);
      after = await balance(token);
    }
    expect(after - before).toBe(300);

    await page.goto(`${url}/leaderboard?game=4&event=${id}`);
    const table = page.getByRole('table', { name: 'Leaderboard' });
    await table.getByRole('cell', { name: '300' }).first().waitFor();
    const row = table.getByRole('row').filter({ hasText: DEMO_PLAYER.name });
    expect(await row.first().textContent()).toContain('1');
  }, 90_000);
});
