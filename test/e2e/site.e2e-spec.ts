import { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { freshPageEachTest, launchBrowser, scrollThrough } from './support/browser';
import { query } from './support/db';
import { appStarted } from './support/session';
import { loadStack } from './support/stack';

describe('the web client', () => {
  const { url } = loadStack();
  let page: Page;
  freshPageEachTest((p) => (page = p));

  it('renders home with the seeded tournaments', async () => {
    await page.goto(url);
    const list = page.getByTestId('tournament-list');
    // The cards mount as the list nears the viewport (below the first screen). Scrolled to once
    // the app runs, and again while what mounts above it (lazily too) pushes it down.
    await appStarted(page);
    const cardLinks = list.getByRole('link', { name: /^(Join|View results) / });
    for (let i = 0; i < 40 && !(await cardLinks.count()); i++) {
      await list.scrollIntoViewIfNeeded();
      await page.waitForTimeout(250);
    }
    await cardLinks.first().waitFor();
    // What a player can join (a live and an upcoming one per game at least); finished ones are
    // behind Results.
    expect(await cardLinks.count()).toBeGreaterThanOrEqual(8);
    expect(await list.getByRole('link', { name: /^View results / }).count()).toBe(0);
    expect(
      await page
        .locator('#tournaments')
        .getByRole('link', { name: 'Results' })
        .getAttribute('href'),
    ).toBe('/tournaments?status=finished');
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Leaderboard' })
        .isVisible(),
    ).resolves.toBe(true);
    // Parts below the fold mount as they come near (once the app has removed the preloader), and
    // a full-page capture does not scroll; cards laid out only near the viewport
    // (content-visibility) are painted for the picture.
    await scrollThrough(page);
    await page.getByLabel('Email address').waitFor();
    // Through the CSSOM: the page's CSP refuses an inline <style> (style-src has no
    // 'unsafe-inline'), and governs no element's style property.
    await page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('*')) {
        el.style.setProperty('content-visibility', 'visible', 'important');
      }
    });
    await page.screenshot({ path: join(__dirname, 'screenshots', 'home.png'), fullPage: true });
  });

  it('lists compact cards on a phone, live and upcoming first, finished ones behind Results', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url);
    await appStarted(page);
    const list = page.getByTestId('tournament-list');
    const cards = list.locator('article.tournament-card');
    for (let i = 0; i < 40 && !(await cards.count()); i++) {
      await list.scrollIntoViewIfNeeded();
      await page.waitForTimeout(250);
    }
    await cards.first().waitFor();
    const heights = await cards.evaluateAll((all) =>
      all.map((card) => card.getBoundingClientRect().height),
    );
    expect(heights.length).toBeGreaterThanOrEqual(8);
    for (const height of heights) expect(height).toBeLessThanOrEqual(200);
    // Every card's Join stays whole and tappable beside its countdown.
    const joinBox = await list
      .getByRole('link', { name: /^Join / })
      .first()
      .boundingBox();
    expect(joinBox!.height).toBeGreaterThanOrEqual(44);
    expect(joinBox!.x + joinBox!.width).toBeLessThanOrEqual(390);
    expect(await list.getByText('LIVE', { exact: true }).count()).toBeGreaterThan(0);
    expect(await list.getByText('COMPLETED', { exact: true }).count()).toBe(0);
    await page.locator('#tournaments').evaluate((el) => el.scrollIntoView());
    await page.screenshot({ path: join(__dirname, 'screenshots', 'home-phone-tournaments.png') });
    await page.locator('#tournaments').getByRole('link', { name: 'Results' }).click();
    await page.waitForURL(`${url}/tournaments?status=finished`);
    await page
      .getByRole('link', { name: 'Finished', exact: true })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
  });

  it('keeps /tournaments’ status tab and game in the address: a reload and a shared link show the same', async () => {
    await page.goto(`${url}/tournaments`);
    await appStarted(page);
    const list = page.getByTestId('tournament-list');
    const status = page.getByRole('navigation', { name: 'Tournament status' });
    await list
      .getByRole('link', { name: /^Join / })
      .first()
      .waitFor();
    await status.getByRole('link', { name: 'Upcoming' }).click();
    await page.waitForURL(`${url}/tournaments?status=upcoming`);
    await list.getByText('UPCOMING', { exact: true }).first().waitFor();
    expect(await list.getByText('LIVE', { exact: true }).count()).toBe(0);
    await page.getByLabel('Game', { exact: true }).selectOption({ label: 'Tic-Tac-Toe' });
    await page.waitForURL(`${url}/tournaments?status=upcoming&game=4`);
    await page.getByRole('heading', { level: 1, name: 'Tic-Tac-Toe tournaments' }).waitFor();
    const titles = async () =>
      (await list.getByRole('heading', { level: 3 }).allTextContents()).sort();
    await list.getByRole('heading', { level: 3 }).first().waitFor();
    const shown = await titles();
    expect(shown.length).toBeGreaterThan(0);
    for (const art of await list
      .locator('article img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).alt)))
      expect(art).toBe('Tic-Tac-Toe');

    // Reloaded, and opened from the address in a fresh page: the same tab, game and cards.
    await page.reload();
    await list.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await titles()).toEqual(shown);
    expect(await page.getByLabel('Game', { exact: true }).inputValue()).toBe('4');
    await status
      .getByRole('link', { name: 'Upcoming' })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    // Back goes to the previous choice.
    await page.goBack();
    await page.waitForURL(`${url}/tournaments?status=upcoming`);
    await status.getByRole('link', { name: 'Finished' }).click();
    await page.waitForURL(`${url}/tournaments?status=finished`);
    await list
      .getByRole('link', { name: /^View results / })
      .first()
      .waitFor();
    expect(await list.getByRole('link', { name: /^Join / }).count()).toBe(0);
  });

  it('lands a completed card’s View results on the results, on a phone too', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${url}/tournaments?status=finished`);
    await appStarted(page);
    await page.getByTestId('tournament-list').scrollIntoViewIfNeeded();
    const results = page
      .getByTestId('tournament-list')
      .getByRole('link', { name: /^View results / })
      .first();
    await results.scrollIntoViewIfNeeded();
    await results.click();
    const strip = page.getByRole('tablist', { name: 'Tournament information' });
    await strip.waitFor();
    await page.getByRole('tab', { name: /leaderboard/i, selected: true }).waitFor();
    const firstRow = page.locator('.leaderboard__row').first();
    await firstRow.waitFor();
    await page.waitForTimeout(500);
    const tabs = await strip.boundingBox();
    const row = await firstRow.boundingBox();
    // The tabs sit just below the sticky header and the first results under them, on screen.
    expect(tabs!.y).toBeGreaterThanOrEqual(60);
    expect(tabs!.y).toBeLessThan(200);
    expect(row!.y + row!.height).toBeLessThanOrEqual(844);
  });

  it('opens a link at the top of the next page, and Back returns to where the player was', async () => {
    await page.goto(`${url}/faq`);
    await appStarted(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForFunction(() => Math.round(window.scrollY) === 600);
    // A click from script: the player's click would first scroll the link into view.
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('a[href="/shop"]')?.click(),
    );
    await page.waitForURL(`${url}/shop`);
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${url}/faq`);
    await page.waitForFunction(() => Math.round(window.scrollY) === 600, undefined, {
      timeout: 5000,
    });
  });

  it('shows home for an unknown path', async () => {
    await page.goto(`${url}/no/such/page`);
    await page.getByTestId('tournament-list').waitFor();
    expect(page.url()).toBe(`${url}/no/such/page`);
  });

  it('switches to the mobile menu below 992 px', async () => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(url);
    await appStarted(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    // The panel covers the page below the header, not a strip clipped to the header.
    await page.waitForTimeout(400);
    const box = await menu.boundingBox();
    expect(box?.height).toBeGreaterThan(600);
    await menu.getByRole('link', { name: 'Shop' }).click();
    await page.waitForURL(/\/shop$/);
    // Navigating closes the menu.
    await page.locator('button[aria-label="Open menu"][aria-expanded="false"]').waitFor();
    await page.setViewportSize({ width: 1200, height: 900 });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shop' })
      .waitFor();
    expect(await toggle.isVisible()).toBe(false);
  });

  it('reports one page view per route change', async () => {
    const tag = `?e2e=${Date.now()}`;
    await page.goto(`${url}/${tag}`);
    await appStarted(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Leaderboard' })
      .click();
    await page.waitForURL(/\/leaderboard/);
    // Shown before the next click: a route whose page never rendered (its chunk still loading
    // when the player moved on) was never viewed, and reports nothing.
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shop' })
      .click();
    await page.waitForURL(/\/shop/);
    const count = async (path: string) =>
      (
        await query<{ n: number }>(`SELECT count(*)::int AS n FROM page_views WHERE path = $1`, [
          path,
        ])
      )[0].n;
    const deadline = Date.now() + 5000;
    while ((await count('/shop')) < 1 && Date.now() < deadline) await page.waitForTimeout(100);
    expect(await count(`/${tag}`)).toBe(1);
    expect(await count('/leaderboard')).toBeGreaterThanOrEqual(1);
    expect(await count('/shop')).toBeGreaterThanOrEqual(1);
  });

  it.each([
    [
      '/faq',
      /FAQ|Frequently Asked Questions/i,
      [
        'General',
        'Gameplay and Leaderboards',
        'Platform Coins and Rewards',
        'Technical and Support',
        'Privacy and Security',
      ],
    ],
    ['/privacy_policy', /Privacy Policy/i, ['GameHub']],
    ['/cookie_policy', /Cookie Policy/i, ['cookies']],
    ['/terms_and_conditions', /Terms/i, ['13', 'non-transferable']],
  ])('renders the static page %s in full', async (path, heading, phrases) => {
    await page.goto(`${url}${path}`);
    const h1 = page.getByRole('heading', { level: 1 });
    await h1.waitFor();
    expect(await h1.textContent()).toMatch(heading);
    const text = (await page.locator('main').textContent()) ?? '';
    for (const phrase of phrases) expect(text).toContain(phrase);
    expect(text.length).toBeGreaterThan(1500);
  });
});

describe('the footer newsletter form', () => {
  const { url } = loadStack();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('checks the address, then subscribes and confirms with a toast', async () => {
    const page = await browser.newPage();
    await page.goto(url);
    // The form mounts as the footer nears the viewport, once the app has started.
    await appStarted(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const email = page.getByLabel('Email address');
    await email.fill('not-an-email');
    await email.press('Enter');
    await page.getByText('Enter valid Email Id').waitFor();
    const address = `e2e-${Date.now()}@example.com`;
    await email.fill(address);
    await email.press('Enter');
    await page.getByText('Email Successfully Subscribed').waitFor();
    const rows = await query(`SELECT email FROM newsletter_subscriptions WHERE email = $1`, [
      address,
    ]);
    expect(rows).toHaveLength(1);
    await page.close();
  });
});
