import { randomUUID } from 'node:crypto';
import { Browser, Page } from 'playwright-core';
import { DEMO_PLAYER } from '../../backend/src/database/seeds/demo-data';
import { launchBrowser } from './support/browser';
import { query } from './support/db';
import { logIn } from './support/session';
import { E2E_OPERATOR_TOKEN, WEB_API_KEY, loadStack } from './support/stack';

describe('a tic-tac-toe match in the tournament page', () => {
  const { url } = loadStack();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function tournament(): Promise<number> {
    const now = Date.now();
    const res = await fetch(`${url}/api/ops/tournaments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${E2E_OPERATOR_TOKEN}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        game_id: 4,
        title: 'E2E Noughts Night',
        starts_at: new Date(now - 60_000).toISOString(),
        ends_at: new Date(now + 3600_000).toISOString(),
        max_participants: 10,
        prize_table: [100],
      }),
    });
    return ((await res.json()) as { data: { event_id: number } }).data.event_id;
  }

  /** A second verified player, signed up through the API. */
  async function newPlayer(name: string) {
    const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'Noughts$123';
    const res = await fetch(`${url}/api/signup`, {
      method: 'POST',
      headers: { 'api-key': WEB_API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ name, email, password, country: 'India', gender: 'women' }),
    });
    expect(res.status).toBe(200);
    await query(`UPDATE users SET email_verified_at = now() WHERE email = $1`, [email]);
    return { email, password };
  }

  /** Signs in, registers for the tournament and presses PLAY NOW. */
  async function joinAndPlay(page: Page, id: number, email: string, password: string) {
    await logIn(page, url, email, password);
    await page.goto(`${url}/tournaments/4/${id}`);
    await page.getByRole('button', { name: 'REGISTER NOW' }).click();
    await page.getByRole('button', { name: 'REGISTERED' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'PLAY NOW' }).click();
  }

  const cell = (page: Page, row: number, column: number) =>
    page.getByRole('button', { name: new RegExp(`^Row ${row}, column ${column}:`) });

  it('two players are matched, play to a win, and the leaderboard shows the winner’s 2 points', async () => {
    const id = await tournament();
    const rival = await newPlayer('Rival Ravi');
    const xContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The second player's screen is narrower than 1100 px: the game takes the whole screen.
    const oContext = await browser.newContext({ viewport: { width: 800, height: 900 } });
    const [x, o] = [await xContext.newPage(), await oContext.newPage()];
    try {
      await joinAndPlay(x, id, DEMO_PLAYER.email, DEMO_PLAYER.password);
      await x.getByText('Searching for an opponent…').waitFor();
      await joinAndPlay(o, id, rival.email, rival.password);

      await x.getByText('Your turn').waitFor();
      await o.getByText('Opponent’s turn').waitFor();
      const arena = o.getByRole('region', { name: 'E2E Noughts Night' });
      expect(await arena.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

      // X: top row; O: middle row, one short. Each waits for its turn.
      for (const [page, row, column] of [
        [x, 1, 1],
        [o, 2, 1],
        [x, 1, 2],
        [o, 2, 2],
        [x, 1, 3],
      ] as const) {
        await page.getByText('Your turn').waitFor();
        await cell(page, row, column).click();
        await cell(page, row, column)
          .and(page.getByRole('button', { name: /: [XO]$/ }))
          .waitFor();
      }
      await x.getByText('You won!').waitFor();
      await o.getByText('You lost').waitFor();
      expect(await cell(o, 1, 3).getAttribute('aria-label')).toBe('Row 1, column 3: X');

      // Back to the tournament page: its leaderboard tab shows the win.
      await x.getByRole('button', { name: 'Back' }).click();
      await x.getByRole('tab', { name: 'Leaderboard' }).click();
      const row = x.getByRole('row').filter({ hasText: DEMO_PLAYER.name });
      await row.getByRole('cell', { name: '2', exact: true }).waitFor();
      const [match] = await query<{ result: string }>(
        `SELECT result FROM matches WHERE tournament_id = $1`,
        [id],
      );
      expect(match.result).toBe('x');
    } finally {
      await xContext.close();
      await oContext.close();
    }
  }, 120_000);
});
