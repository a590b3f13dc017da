import { operatorPost, verifiedPlayer } from './support/players';
import { randomUUID } from 'node:crypto';
import { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { logIn, stored } from './support/session';
import { WEB_API_KEY, loadStack } from './support/stack';

/**
 * Two players in one live tournament, each on their own browser: results posted through the
 * operator call move both their leaderboards without a reload, with the projected prizes.
 */
describe('a live leaderboard, watched by two players', () => {
  const { url } = loadStack();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const ops = (path: string, body: object) => operatorPost(url, path, body);

  const newPlayer = (name: string) => verifiedPlayer(url, name, 'Standings$123');

  /** Signs the player in on their own browser and registers them through the API. */
  async function enter(eventId: number, player: { email: string; password: string }) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await logIn(page, url, player.email, player.password);
    const token = (await page.evaluate("localStorage.getItem('token')")) as string;
    const res = await fetch(`${url}/api/register_tournament`, {
      method: 'POST',
      headers: {
        'api-key': WEB_API_KEY,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ event_id: eventId, game_id: 4 }),
    });
    expect(((await res.json()) as { status: string }).status).toBe('S');
    const user = (await stored(page, 'user')) as { user_id: string };
    return { page, userId: user.user_id };
  }

  /** Marks the document, so a reload (which would clear the mark) is caught. */
  const markDocument = (page: Page) => page.evaluate('window.__sameDocument = true');
  const sameDocument = (page: Page) => page.evaluate('window.__sameDocument === true');

  /** Waits (15 s at most) for the row to read every one of `texts`; the page is never reloaded meanwhile. */
  const rowContains = (row: Locator, ...texts: string[]) =>
    texts
      .reduce((match, text) => match.filter({ hasText: text }), row)
      .waitFor({ timeout: 15_000 });

  const firstRow = (page: Page) =>
    page.getByRole('table', { name: 'Leaderboard' }).getByRole('row').nth(1);

  it("moves both players' boards as results come in, with the projected prize", async () => {
    const now = Date.now();
    const created = await ops('tournaments', {
      game_id: 4,
      title: `E2E Live Ladder ${randomUUID().slice(0, 4)}`,
      starts_at: new Date(now - 60_000).toISOString(),
      ends_at: new Date(now + 3600_000).toISOString(),
      max_participants: 10,
      prize_table: [300, 200, 100],
    });
    expect(created.status).toBe('S');
    const id = created.data.event_id;
    const [asha, bilal] = [await newPlayer('Asha Live'), await newPlayer('Bilal Live')];
    const a = await enter(id, asha);
    const b = await enter(id, bilal);

    // Asha on the leaderboard page, Bilal on the tournament's Leaderboard tab.
    await a.page.goto(`${url}/leaderboard?game=4&event=${id}`);
    await b.page.goto(`${url}/tournaments/4/${id}?tab=leaderboard`);
    for (const p of [a.page, b.page]) {
      await p.getByRole('table', { name: 'Leaderboard' }).waitFor();
      await p.getByText('Projected', { exact: true }).first().waitFor();
      await markDocument(p);
    }

    // Bilal's results arrive: he leads on both boards, 300 coins projected.
    await ops(`tournaments/${id}/results`, {
      results: [{ user_id: b.userId, wins: 3, losses: 0, completion_seconds: 120 }],
    });
    // (Before it, both at 0 points share first place, and 250 coins each: Bilal's name alone in
    // the first row does not say the results arrived.)
    for (const p of [a.page, b.page]) {
      await rowContains(firstRow(p), 'Bilal Live', '300');
      expect(await firstRow(p).textContent()).not.toContain('250');
    }

    // Then Asha's: she overtakes him, and Bilal's page moves without a reload.
    await ops(`tournaments/${id}/results`, {
      results: [{ user_id: a.userId, wins: 5, losses: 0, completion_seconds: 150 }],
    });
    await rowContains(firstRow(b.page), 'Asha Live');
    const second = b.page.getByRole('table', { name: 'Leaderboard' }).getByRole('row').nth(2);
    expect(await second.textContent()).toContain('Bilal Live');
    expect(await second.textContent()).toContain('200');
    expect(await sameDocument(a.page)).toBe(true);
    expect(await sameDocument(b.page)).toBe(true);
    await a.page.context().close();
    await b.page.context().close();
  });
});
