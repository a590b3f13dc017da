import { randomUUID } from 'node:crypto';
import { Frame, Page } from 'playwright-core';
import { freshPageEachTest, onePageForSuite } from './support/browser';
import { query } from './support/db';
import { operatorPost, verifiedPlayer } from './support/players';
import { logIn } from './support/session';
import { loadStack, WEB_API_KEY } from './support/stack';

const PASSWORD = 'Race$fast123';

/** Where the player's car is across the canvas: the centre of its paint, 0 (left) to 1 (right). */
function playerPosition(frame: Frame): Promise<number> {
  return frame.evaluate(() => {
    const canvas = document.querySelector('canvas') as HTMLCanvasElement;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    const { width, height } = canvas;
    // The player's car sits in the bottom quarter; its paint is violet (#8b5cf6).
    const top = Math.floor(height * 0.75);
    const pixels = ctx.getImageData(0, top, width, height - top).data;
    let sum = 0;
    let count = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const [r, g, b] = [pixels[i], pixels[i + 1], pixels[i + 2]];
      if (Math.abs(r - 0x8b) < 12 && Math.abs(g - 0x5c) < 12 && Math.abs(b - 0xf6) < 12) {
        sum += (i / 4) % width;
        count++;
      }
    }
    return count ? sum / count / width : -1;
  });
}

/**
 * The car's position once it is on the canvas: "Racing!" shows before the next animation frame
 * draws the car, and on a fast machine the first reading can come in between (-1).
 */
async function startingPosition(frame: Frame): Promise<number> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const position = await playerPosition(frame);
    if (position >= 0 || Date.now() > deadline) return position;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The game's own document, framed by the game page. */
async function gameFrameOf(page: Page): Promise<Frame> {
  const handle = await page.locator('iframe[title="MR RACER: the game"]').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('the game frame did not load');
  return frame;
}

describe('MR RACER in the browser', () => {
  const { url } = loadStack();
  let page: Page;
  onePageForSuite((p) => (page = p));

  const gameFrame = () => gameFrameOf(page);

  it('has START in view without scrolling on a 1366 × 768 laptop and a phone', async () => {
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${url}/games/mr_racer`);
      const start = page.getByRole('button', { name: 'START' });
      await start.waitFor();
      const box = await start.boundingBox();
      expect([viewport.width, box!.y + box!.height <= viewport.height]).toEqual([
        viewport.width,
        true,
      ]);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('lists every game with how it is played and its next tournament; a visitor is told to log in before racing', async () => {
    await page.goto(`${url}/games`);
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    // The five games home shows, each with its way of play.
    expect(await cards.getByRole('heading').allTextContents()).toEqual([
      'Chess',
      'Clash of Clans',
      'Clash Royale',
      'Tic-Tac-Toe',
      'MR RACER',
    ]);
    const card = (name: string) => cards.filter({ has: page.getByRole('heading', { name }) });
    await card('Chess').getByText('Played on Chess.com: your results there count here.').waitFor();
    // Each seeded game has a tournament live or coming (which one: games-page.spec.tsx): its
    // card links to it.
    const next = card('Tic-Tac-Toe').getByRole('link').nth(1);
    const title = (await next.textContent()) ?? '';
    await next.click();
    await page.waitForURL(/\/tournaments\/4\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.goBack();
    await card('MR RACER').getByText('Racing').waitFor();
    await card('MR RACER').getByRole('link', { name: 'MR RACER' }).click();
    await page.waitForURL(/\/games\/mr_racer$/);
    const start = page.getByRole('button', { name: 'START' });
    await start.and(page.locator(':enabled')).waitFor();
    await start.click();
    await page.getByRole('alert').getByText('User is not logged in.').waitFor();
    await page.getByText('to save your runs and keep your best score.').waitFor();
  });

  it('plays a run by keyboard, ends it, submits the score and shows the best score', async () => {
    const email = `racer-${randomUUID().slice(0, 8)}@example.com`;
    const signup = await fetch(`${url}/api/signup`, {
      method: 'POST',
      headers: { 'api-key': WEB_API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Racer',
        email,
        password: PASSWORD,
        country: 'India',
        gender: 'men',
      }),
    });
    expect(signup.status).toBe(200);
    await query(`UPDATE users SET email_verified_at = now() WHERE email = $1`, [email]);
    await logIn(page, url, email, PASSWORD);

    await page.goto(`${url}/games/mr_racer`);
    await page.getByText('No runs yet. Press START to race.').waitFor();
    expect(await page.getByTestId('best-score').textContent()).toBe('--');
    const start = page.getByRole('button', { name: 'START' });
    await start.and(page.locator(':enabled')).waitFor();
    await start.click();
    await page.getByText(/^Race on!/).waitFor();
    expect(await page.evaluate("sessionStorage.getItem('game_secret_token:5')")).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    );

    // Drive: the frame has the focus after START, so the arrow keys steer the car.
    const frame = await gameFrame();
    await frame.getByText(/^Racing!/).waitFor();
    const middle = await startingPosition(frame);
    expect(middle).toBeCloseTo(0.5, 1);
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(800);
    expect(await playerPosition(frame)).toBeLessThan(middle - 0.04);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(800);
    expect(await playerPosition(frame)).toBeGreaterThan(middle + 0.04);
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(1_200);

    await page.getByRole('button', { name: 'END' }).click();
    const saved = page.getByText(/^Score saved: \d+ points\. A new best!$/);
    await saved.waitFor();
    const score = Number(/(\d+)/.exec((await saved.textContent()) ?? '')?.[1]);
    // About three seconds at 90 km/h and up: 25 m/s, one point a metre.
    expect(score).toBeGreaterThan(40);
    expect(score).toBeLessThan(400);
    await page.getByTestId('best-score').getByText(String(score), { exact: true }).waitFor();
    await page.getByRole('cell', { name: String(score), exact: true }).waitFor();
    expect(await page.evaluate("sessionStorage.getItem('game_secret_token:5')")).toBeNull();
    await frame.getByText(`Run over: you scored ${score}.`).waitFor();

    const runs = await query<{ score: number }>(
      `SELECT r.score FROM game_runs r JOIN users u ON u.id = r.user_id WHERE u.email = $1`,
      [email],
    );
    expect(runs).toEqual([{ score }]);
  });

  it('steers by touch on a phone: a tap on either half of the road changes lane', async () => {
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const tab = await phone.newPage();
      // Opened on its own the game starts on Enter; scores count only inside GameHub.
      await tab.goto(`${url}/games/mr-racer/index.html`);
      await tab.getByText('Press Enter to race.').waitFor();
      await tab.keyboard.press('Enter');
      await tab.getByText(/^Racing!/).waitFor();
      const frame = tab.mainFrame();
      const middle = await startingPosition(frame);
      expect(middle).toBeCloseTo(0.5, 1);
      await tab.touchscreen.tap(40, 420);
      await tab.waitForTimeout(800);
      expect(await playerPosition(frame)).toBeLessThan(middle - 0.05);
      await tab.touchscreen.tap(350, 420);
      await tab.touchscreen.tap(350, 420);
      await tab.waitForTimeout(800);
      expect(await playerPosition(frame)).toBeGreaterThan(middle + 0.05);
    } finally {
      await phone.close();
    }
  });
});

describe('a MR RACER tournament in the browser', () => {
  const { url } = loadStack();
  let page: Page;
  freshPageEachTest((p) => (page = p));

  it('plays a MR RACER tournament run: it is replayed, leads its leaderboard and is paid after the end', async () => {
    const now = Date.now();
    const created = await operatorPost(url, 'tournaments', {
      game_id: 5,
      title: `E2E Night Sprint ${randomUUID().slice(0, 4)}`,
      starts_at: new Date(now - 60_000).toISOString(),
      ends_at: new Date(now + 3600_000).toISOString(),
      max_participants: 10,
      prize_table: [250],
      guaranteed_players: 0,
      paid_share_percent: 100,
    });
    expect(created.status).toBe('S');
    const id = created.data.event_id;
    const player = await verifiedPlayer(url, 'Tournament Racer', PASSWORD);
    await logIn(page, url, player.email, player.password);

    await page.goto(`${url}/tournaments/5/${id}`);
    await page.getByRole('button', { name: 'REGISTER NOW' }).click();
    await page.getByText('Registered successfully!').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'PLAY NOW' }).click();
    await page.waitForURL(/\/games\/5$/);

    const start = page.getByRole('button', { name: 'START' });
    await start.and(page.locator(':enabled')).waitFor();
    await start.click();
    await page.getByText(/^Race on!/).waitFor();
    const frame = await gameFrameOf(page);
    await frame.getByText(/^Racing!/).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(2_000);
    await page.getByRole('button', { name: 'END' }).click();
    // A crash may end the run first: either way the server replays the log to this score.
    const saved = page.getByText(/^Score saved: \d+ points\./);
    await saved.waitFor();
    const score = Number(/(\d+)/.exec((await saved.textContent()) ?? '')?.[1]);
    expect(score).toBeGreaterThan(20);
    const [run] = await query<{ score: number; ticks: number; points: number }>(
      `SELECT r.score, r.ticks, e.points FROM game_runs r
         JOIN users u ON u.id = r.user_id
         JOIN tournament_entries e ON e.user_id = u.id AND e.tournament_id = $2
        WHERE u.email = $1`,
      [player.email, id],
    );
    expect(run).toEqual({ score, ticks: expect.any(Number), points: score });

    await page.goto(`${url}/leaderboard?game=5&event=${id}`);
    const table = page.getByRole('table', { name: 'Leaderboard' });
    const row = table.getByRole('row').filter({ hasText: 'Tournament Racer' });
    await row.getByRole('cell', { name: String(score), exact: true }).waitFor();

    // The operator ends it now: the worker settles and pays through the ledger.
    const ended = await operatorPost(url, `tournaments/${id}/end`, {});
    expect(ended.status).toBe('S');
    const balance = async () =>
      Number(
        (
          await query<{ coin_balance: string }>(`SELECT coin_balance FROM users WHERE email = $1`, [
            player.email,
          ])
        )[0].coin_balance,
      );
    const deadline = Date.now() + 30_000;
    while ((await balance()) === 0 && Date.now() < deadline) await page.waitForTimeout(1000);
    expect(await balance()).toBe(250);
    await page.reload();
    await table
      .getByRole('row')
      .filter({ hasText: 'Tournament Racer' })
      .getByText('250 coins', { exact: true })
      .waitFor();
  }, 90_000);
});
