import { verifiedPlayer } from './support/players';
import { Browser, Page } from 'playwright-core';
import { DEMO_PLAYER } from '../../backend/src/database/seeds/demo-data';
import { launchBrowser, overlap } from './support/browser';
import { query } from './support/db';
import { logIn } from './support/session';
import { E2E_OPERATOR_TOKEN, loadStack } from './support/stack';

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
        guaranteed_players: 0,
        paid_share_percent: 100,
      }),
    });
    return ((await res.json()) as { data: { event_id: number } }).data.event_id;
  }

  /** A second verified player, signed up through the API. */
  const newPlayer = (name: string) => verifiedPlayer(url, name, 'Noughts$123');

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
      const participants = x.locator('dt', { hasText: 'Participants' }).locator('+ dd');
      expect(await participants.textContent()).toBe('1/10');
      const recent = x.getByRole('region', { name: 'RECENT PARTICIPANTS' });
      await recent.getByText(DEMO_PLAYER.name).waitFor();
      // The second registration shows on the first player's open page without a reload.
      await joinAndPlay(o, id, rival.email, rival.password);
      await participants.getByText('2/10', { exact: true }).waitFor();
      await recent.getByText('Rival Ravi').waitFor();

      await x.getByText('Your turn').waitFor();
      await o.getByText('Opponent’s turn').waitFor();
      const arena = o.getByRole('region', { name: 'E2E Noughts Night' });
      expect(await arena.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

      // No internal ids on the board.
      const xArena = x.getByRole('region', { name: 'E2E Noughts Night' });
      expect(await xArena.getByText(/EVENT \d|GAME \d/i).count()).toBe(0);

      // X: top row; O: middle row, one short. Each waits for its turn.
      await x.getByText('Your turn').waitFor();
      await cell(x, 1, 1).click();
      await o.getByText('Your turn').waitFor();
      // X reloads mid-match: told, and taken back to the board (not a plain PLAY NOW).
      await x.reload();
      await x.locator('.game-arena__notice').getByText('You have a match in progress').waitFor();
      await x.getByText('Opponent’s turn').waitFor();
      expect(await cell(x, 1, 1).getAttribute('aria-label')).toBe('Row 1, column 1: X');
      // O on a phone reloads too: the toast saying so keeps clear of the full-screen arena's
      // Back bar (toasts span a phone's width).
      await o.setViewportSize({ width: 390, height: 844 });
      await o.reload();
      await o.getByText('Your turn').waitFor();
      const toast = o
        .locator('.Toastify__toast')
        .filter({ hasText: 'You have a match in progress' });
      await toast.waitFor();
      // The toasts' container: where they are placed (a toast itself moves as it enters).
      const toasts = (await o.locator('.Toastify__toast-container').boundingBox())!;
      const back = (await o.getByRole('button', { name: 'Back' }).boundingBox())!;
      expect(overlap(toasts, back)).toBe(false);
      for (const [page, row, column] of [
        [o, 2, 1],
        [x, 1, 2],
        [o, 2, 2],
        [x, 1, 3],
      ] as const) {
        await page.getByText('Your turn').waitFor();
        await cell(page, row, column).click();
        await cell(page, row, column)
          .and(page.getByRole('button', { name: /: [XO](, winning line)?$/ }))
          .waitFor();
      }
      await x.getByText('You won!').waitFor();
      await o.getByText('You lost').waitFor();
      // The winning line is marked on both boards.
      expect(await cell(o, 1, 3).getAttribute('aria-label')).toBe(
        'Row 1, column 3: X, winning line',
      );
      expect(await x.getByRole('button', { name: /, winning line$/ }).count()).toBe(3);

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

      // Each player's profile lists the match under My Matches, from their side.
      for (const [page, opponent, result, points] of [
        [x, 'Rival Ravi', 'Won', '2'],
        [o, DEMO_PLAYER.name, 'Lost', '0'],
      ] as const) {
        await page.goto(`${url}/profile?tab=matches`);
        const mine = page.getByRole('table', { name: 'My Matches' });
        const played = mine.getByRole('row').filter({ hasText: 'E2E Noughts Night' }).first();
        await played.waitFor();
        for (const text of [opponent, result, points]) {
          // By text: on a phone each cell also reads its column's name (the row is a card).
          await played.getByText(text, { exact: true }).waitFor();
        }
        expect(
          await played.getByRole('link', { name: 'E2E Noughts Night' }).getAttribute('href'),
        ).toBe(`/tournaments/4/${id}`);
      }
    } finally {
      await xContext.close();
      await oContext.close();
    }
  }, 120_000);

  it('a lone player sees the search (time, counts, Cancel), then plays a practice match against the computer to its end', async () => {
    const id = await tournament();
    const loner = await newPlayer('Lone Lakshmi');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The page's clock runs as usual, but the test moves it on rather than waiting 15 s.
    await context.clock.install();
    const page = await context.newPage();
    try {
      await joinAndPlay(page, id, loner.email, loner.password);
      await page.getByText('Searching for an opponent…').waitFor();
      const timer = page.getByRole('timer', { name: 'Time searching' });
      expect(await timer.textContent()).toMatch(/^0:0\d$/);
      await page.getByText('1 player searching · 1 player online in this tournament').waitFor();
      await page.getByRole('button', { name: 'Cancel' }).waitFor();

      // After 15 s with nobody else: a practice match, while the search goes on.
      const practice = page.getByRole('button', { name: 'Practice match' });
      expect(await practice.count()).toBe(0);
      await page.clock.fastForward(15_000);
      await practice.waitFor({ timeout: 10_000 });
      expect(await timer.textContent()).toMatch(/^0:1[5-9]$/);
      await page.getByText('Practice — doesn’t count for points or firsts').first().waitFor();
      await practice.click();
      await page.getByText('You (X) vs Computer (O)').waitFor();
      const board = page.getByRole('group', { name: 'Practice board' });
      const end = /^Practice — (You won!|The computer won|Draw)$/;
      for (let turn = 0; turn < 5; turn++) {
        const next = page.getByText('Your turn').or(page.getByText(end));
        await next.first().waitFor();
        if (await page.getByText(end).count()) break;
        await board
          .getByRole('button', { name: /: empty$/ })
          .first()
          .click();
      }
      await page.getByText(end).waitFor();
      // Still searching above it; nothing was recorded for the practice.
      expect(await page.getByText('Searching for an opponent…').count()).toBe(1);
      const [matches] = await query<{ n: string }>(
        `SELECT count(*) AS n FROM matches WHERE tournament_id = $1`,
        [id],
      );
      expect(Number(matches.n)).toBe(0);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByText('Ready to play').waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);
});
