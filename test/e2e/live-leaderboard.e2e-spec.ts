import { operatorPost, verifiedPlayer, webPost } from './support/players';
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
      guaranteed_players: 0,
      paid_share_percent: 100,
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
    // (Before it neither has played: both are listed as not played yet, with no reward, so
    // Bilal's name alone in the first row does not say the results arrived.)
    for (const p of [a.page, b.page]) {
      await rowContains(firstRow(p), 'Bilal Live', '300');
      expect(await firstRow(p).textContent()).not.toContain('Not played yet');
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

/**
 * Prizes only for play (issue 48): of three registered players two have a result and one has
 * none. The board ranks and pays the two, lists the third as not played yet, and the tournament
 * page shows the pool the two earn: prize table [1000, 500], full from 4 players who played, at
 * most half of them paid, so 1 place at 1000 × 2/4 = 500 coins.
 */
describe('a live tournament that pays only players who played', () => {
  const { url } = loadStack();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const call = <T>(path: string, body: object, token?: string) =>
    webPost<T>(url, path, body, token);

  /** A verified player, signed in over the API and registered for the tournament. */
  async function registered(eventId: number, name: string) {
    const player = await verifiedPlayer(url, name, 'PlayToWin$123');
    const { token } = await call<{ token: string }>('login', {
      email: player.email,
      password: player.password,
    });
    const user = await call<{ data: { user_id: string } }>('get_user_data', {}, token);
    const joined = await call<{ status: string }>(
      'register_tournament',
      { event_id: eventId, game_id: 4 },
      token,
    );
    expect(joined.status).toBe('S');
    return { ...player, token, userId: user.data.user_id };
  }

  it('ranks and pays the players with a result, shows the other as not played yet, and the pool they earn', async () => {
    const now = Date.now();
    const created = await operatorPost(url, 'tournaments', {
      game_id: 4,
      title: `E2E Play To Win ${randomUUID().slice(0, 4)}`,
      starts_at: new Date(now - 60_000).toISOString(),
      ends_at: new Date(now + 3600_000).toISOString(),
      max_participants: 10,
      prize_table: [1000, 500],
      guaranteed_players: 4,
      paid_share_percent: 50,
    });
    expect(created.status).toBe('S');
    const id = created.data.event_id;
    const asha = await registered(id, 'Asha Played');
    const bilal = await registered(id, 'Bilal Played');
    const chen = await registered(id, 'Chen Registered');
    const ingest = await operatorPost(url, `tournaments/${id}/results`, {
      results: [
        { user_id: asha.userId, wins: 3, losses: 0, completion_seconds: 120 },
        { user_id: bilal.userId, wins: 1, losses: 2, completion_seconds: 300 },
      ],
    });
    expect(ingest.status).toBe('S');

    // The API's contract first: what the page below shows comes from these.
    const board = await call<{ data: Record<string, unknown>[] }>('leaderboard', {
      inputObj: { event_id: id, game_id: 4 },
      page: 1,
      limit: 10,
    });
    expect(
      board.data.map(({ player_name, rank, reward, eligible }) => ({
        player_name,
        rank,
        reward,
        eligible,
      })),
    ).toEqual([
      { player_name: 'Asha Played', rank: 1, reward: 500, eligible: true },
      { player_name: 'Bilal Played', rank: 2, reward: 0, eligible: true },
      { player_name: 'Chen Registered', rank: null, reward: null, eligible: false },
    ]);
    const detail = await call<{ data: Record<string, unknown>[] }>('tournament', {
      event_id: id,
      game_id: 4,
    });
    expect(detail.data[0]).toMatchObject({
      requires_play: true,
      guaranteed_players: 4,
      paid_share_percent: 50,
      prize_pool: 1500,
      pool: {
        full: 1500,
        now: 500,
        eligible_players: 2,
        guaranteed_players: 4,
        paid_share_percent: 50,
        paid_places: 1,
      },
    });

    // Chen, who registered and has not played, on the tournament's Leaderboard tab.
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await logIn(page, url, chen.email, chen.password);
    await page.goto(`${url}/tournaments/4/${id}?tab=leaderboard`);

    const pool = page.getByRole('list', { name: 'Prize pool for players who play' });
    await pool.getByText('Pool now: 500 coins', { exact: true }).waitFor();
    expect(await pool.getByRole('listitem').allTextContents()).toEqual([
      'Pool now: 500 coins',
      '2 players have played',
      'full 1,500 coins once 4 have played',
      'top 50% paid (1 place now)',
    ]);

    const table = page.getByRole('table', { name: 'Leaderboard' });
    const row = (name: string) => table.getByRole('row').filter({ hasText: name });
    const cells = async (name: string) => row(name).getByRole('cell').allTextContents();
    await row('Chen Registered').waitFor();
    const [ashaRank, , , ashaReward] = await cells('Asha Played');
    expect(ashaRank).toBe('1');
    expect(ashaReward).toContain('500 coins');
    const [bilalRank, , , bilalReward] = await cells('Bilal Played');
    expect(bilalRank).toBe('2');
    expect(bilalReward).toContain('0 coins');
    // Chen's own row: no rank, no reward, in words.
    const [chenRank, chenName, , chenReward] = await cells('Chen Registered');
    expect(chenRank).toContain('Not ranked');
    expect(chenName).toContain('You');
    expect(chenReward).toBe('Not played yet');
    expect(await row('Chen Registered').getAttribute('aria-current')).toBe('true');
    await page
      .getByText(
        'Only players with at least one counted result are ranked and paid. Registered players who have not played yet are listed last, with no rank and no reward.',
      )
      .waitFor();

    // The rules tab, in this tournament's numbers.
    await page.getByRole('tab', { name: 'Rules' }).click();
    await page
      .getByText('The full prize pool of 1,500 coins is guaranteed once 4 players have played.', {
        exact: false,
      })
      .waitFor();
    await context.close();
  });
});
