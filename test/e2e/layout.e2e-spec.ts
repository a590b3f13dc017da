/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import { Browser, Page } from 'playwright-core';
import { DEMO_PLAYER } from '../../backend/src/database/seeds/demo-data';
import {
  launchBrowser,
  painted,
  quietNetwork,
  scrollThrough,
  trackRequests,
} from './support/browser';
import { query } from './support/db';
import { logIn } from './support/session';
import { loadStack } from './support/stack';

/** Issue 14: phones (360, 390), tablet (768), the desktop breakpoint (992) and a laptop. */
const WIDTHS = [360, 390, 768, 992, 1366];

/**
 * Every route a player can open. Add a page here when it lands; `signedIn` pages are visited
 * only with the demo player signed in, the others both ways. `:tournament:<game>` stands for
 * one seeded tournament of that game, `:voucher` for one seeded voucher.
 */
const ROUTES: { path: string; signedIn?: true }[] = [
  { path: '/' },
  { path: '/leaderboard' },
  { path: '/login' },
  { path: '/tournaments' },
  { path: ':tournament:1' },
  { path: ':tournament:2' },
  { path: ':tournament:3' },
  { path: ':tournament:4' },
  // The standings tab: the table players read on a phone (trophy columns for the Clash games).
  { path: ':tournament:2?tab=leaderboard' },
  { path: ':tournament:4?tab=leaderboard' },
  { path: '/games' },
  { path: '/games/mr_racer' },
  { path: '/shop' },
  // A voucher's own address: the first seeded product.
  { path: ':voucher' },
  { path: '/faq' },
  { path: '/privacy_policy' },
  { path: '/cookie_policy' },
  { path: '/terms_and_conditions' },
  { path: '/auth/action?mode=resetPassword&oobCode=layout-check' },
  { path: '/newsletter' },
  // A token the server refuses: the page shows its error.
  { path: '/unsubscribe?token=layout-check' },
  { path: '/my-account', signedIn: true },
  // Account settings: gamer handles and the email switches.
  { path: '/my-account?tab=settings', signedIn: true },
  { path: '/my-orders', signedIn: true },
  { path: '/refer-earn', signedIn: true },
  { path: '/notifications', signedIn: true },
];

interface Fit {
  pageOverflow: number;
  wideElements: string[];
  clippedTabs: string[];
  /** Table cells not wholly in view without scrolling sideways (a cut-off REWARD column). */
  hiddenCells: string[];
  /** Countdowns whose value breaks over two lines ("…21m / 26s"). */
  brokenTimers: string[];
}

/** How the page sits in the viewport: what sticks out sideways, which tabs are cut off. */
function measure(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : ''
      }`;
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      return style.display !== 'none' && style.visibility !== 'hidden';
    };
    // Elements whose box leaves the viewport, outermost first (their children follow them).
    const wideElements: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      if (!visible(el) || el.closest('[aria-hidden="true"], .sr-only, .skip-link')) continue;
      // Inside a box that scrolls sideways on purpose (a table, a carousel), the box is what counts.
      const scroller = el.parentElement?.closest('*');
      let clippedByScroller = false;
      for (let p = scroller; p && p !== document.body; p = p.parentElement) {
        const overflowX = getComputedStyle(p).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') {
          clippedByScroller = true;
          break;
        }
      }
      if (clippedByScroller) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width > 0 && (rect.right > width + 0.5 || rect.left < -0.5)) {
        wideElements.push(`${describe(el)} [${Math.round(rect.left)}, ${Math.round(rect.right)}]`);
      }
    }
    const clippedTabs: string[] = [];
    for (const strip of document.querySelectorAll('[role="tablist"], [data-tab-strip]')) {
      if (!visible(strip)) continue;
      const box = strip.getBoundingClientRect();
      for (const tab of strip.querySelectorAll('[role="tab"], button, a')) {
        const r = tab.getBoundingClientRect();
        const inside =
          r.left >= Math.max(box.left, 0) - 0.5 &&
          r.right <= Math.min(box.right, width) + 0.5 &&
          r.top >= box.top - 0.5 &&
          r.bottom <= box.bottom + 0.5;
        if (!inside) clippedTabs.push(`${describe(strip)} › "${tab.textContent?.trim()}"`);
      }
    }
    // Nothing found in the flow: name whatever sticks out, wherever it sits.
    if (document.documentElement.scrollWidth > width && wideElements.length === 0) {
      for (const el of document.querySelectorAll('body *')) {
        const rect = el.getBoundingClientRect();
        const fixed = (e: Element | null): boolean =>
          !!e &&
          e !== document.body &&
          (getComputedStyle(e).position === 'fixed' || fixed(e.parentElement));
        if (rect.right > width + 0.5 && !fixed(el)) {
          wideElements.push(
            `${describe(el)} [${Math.round(rect.left)}, ${Math.round(rect.right)}]`,
          );
        }
      }
    }
    // Every column of every table in view: each cell of the first rows lies inside the viewport
    // and inside whatever box around it scrolls or clips sideways (or the table became cards).
    const hiddenCells: string[] = [];
    for (const table of document.querySelectorAll('table')) {
      if (!visible(table) || table.closest('[aria-hidden="true"]')) continue;
      for (const row of [...table.querySelectorAll('tbody tr')].slice(0, 3)) {
        for (const cell of row.querySelectorAll('td, th')) {
          const r = cell.getBoundingClientRect();
          if (r.width === 0) continue;
          let left = 0;
          let right = width;
          for (let p = cell.parentElement; p && p !== document.body; p = p.parentElement) {
            if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(p).overflowX)) {
              const box = p.getBoundingClientRect();
              left = Math.max(left, box.left);
              right = Math.min(right, box.right);
            }
          }
          if (r.left < left - 0.5 || r.right > right + 0.5) {
            const column =
              cell.getAttribute('data-label') ??
              `column ${(cell as HTMLTableCellElement).cellIndex + 1}`;
            hiddenCells.push(`${describe(table)} › ${column}`);
          }
        }
      }
    }
    const brokenTimers: string[] = [];
    for (const timer of document.querySelectorAll('[role="timer"]')) {
      if (!visible(timer)) continue;
      const range = document.createRange();
      range.selectNodeContents(timer);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (tops.size > 1) brokenTimers.push(`"${timer.textContent?.trim()}"`);
    }
    return {
      brokenTimers,
      pageOverflow: document.documentElement.scrollWidth - width,
      wideElements: wideElements.slice(0, 8),
      clippedTabs,
      hiddenCells: [...new Set(hiddenCells)],
    };
  });
}

/** Waits for the page's data: no skeleton or busy region left, the network quiet. */
async function settle(page: Page): Promise<void> {
  await quietNetwork(page);
  await scrollThrough(page);
  await page
    .waitForFunction(
      () =>
        document.querySelectorAll('.skeleton, [aria-busy="true"]').length === 0 &&
        document.querySelector('main h1, main h2') !== null,
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

describe('every page fits the screen', () => {
  const { url } = loadStack();
  let browser: Browser;
  /** Addresses of seeded records, by their ROUTES placeholder. */
  const seeded = new Map<string, string>();

  beforeAll(async () => {
    browser = await launchBrowser();
    const rows = await query<{ game_id: number; id: number }>(
      `SELECT DISTINCT ON (game_id) game_id, id FROM tournaments
        ORDER BY game_id, (status = 'live') DESC, id`,
    );
    for (const row of rows) {
      seeded.set(`:tournament:${row.game_id}`, `/tournaments/${row.game_id}/${row.id}`);
    }
    const [voucher] = await query<{ id: number }>(`SELECT id FROM products ORDER BY id LIMIT 1`);
    seeded.set(':voucher', `/coupon-redeem?product=${voucher.id}`);
  });
  afterAll(() => browser.close());

  const resolve = (path: string) => {
    if (!path.startsWith(':')) return path;
    const [name, query] = path.split('?');
    const real = seeded.get(name);
    if (!real) throw new Error(`Nothing seeded for ${path}`);
    return query ? `${real}?${query}` : real;
  };

  async function check(page: Page, path: string): Promise<string[]> {
    const problems: string[] = [];
    // Opened at the widest: scrolled through there, what mounts as it nears the viewport takes a
    // quarter of the steps a phone's long page does, and stays mounted at every width.
    await page.setViewportSize({ width: WIDTHS[WIDTHS.length - 1], height: 800 });
    await page.goto(`${url}${resolve(path)}`);
    await settle(page);
    // The daily bonus modal would cover the page; Escape dismisses it for the session.
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await painted(page);
      const fit = await measure(page);
      if (fit.pageOverflow > 0) {
        problems.push(
          `${path} at ${width}px scrolls sideways by ${fit.pageOverflow}px: ${fit.wideElements.join(', ')}`,
        );
      }
      if (fit.clippedTabs.length) {
        problems.push(`${path} at ${width}px cuts off tabs: ${fit.clippedTabs.join(', ')}`);
      }
      if (fit.brokenTimers.length) {
        problems.push(`${path} at ${width}px breaks countdowns: ${fit.brokenTimers.join(', ')}`);
      }
      if (fit.hiddenCells.length) {
        problems.push(
          `${path} at ${width}px hides table columns off screen: ${fit.hiddenCells.join(', ')}`,
        );
      }
    }
    return problems;
  }

  it.each(ROUTES.filter((r) => !r.signedIn).map((r) => r.path))(
    '%s fits at every width, signed out',
    async (path) => {
      const page = trackRequests(await browser.newPage());
      try {
        expect(await check(page, path)).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it.each([360, 390])(
    'keeps the back-to-top button off the footer’s last line at %ipx',
    async (width) => {
      const page = await browser.newPage({ viewport: { width, height: 740 } });
      try {
        await page.goto(`${url}/faq`);
        await settle(page);
        const button = page.getByRole('button', { name: /back to top/i });
        // Twice: the footer is laid out only as it comes near, which makes the page longer.
        for (let i = 0; i < 2; i++) {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await page.waitForTimeout(300);
        }
        await button.waitFor();
        const overlap = await page.evaluate(() => {
          const b = document.querySelector('.back-to-top')?.getBoundingClientRect();
          const line = document.querySelector('.footer__bottom p');
          if (!b || !line) return 'missing';
          const range = document.createRange();
          range.selectNodeContents(line);
          return [...range.getClientRects()].some(
            (t) => t.left < b.right && t.right > b.left && t.top < b.bottom && t.bottom > b.top,
          );
        });
        expect(overlap).toBe(false);
      } finally {
        await page.close();
      }
    },
  );

  describe('signed in', () => {
    let page: Page;
    beforeAll(async () => {
      page = trackRequests(await browser.newPage());
      await logIn(page, url, DEMO_PLAYER.email, DEMO_PLAYER.password);
    });
    afterAll(() => page.close());

    it.each(ROUTES.map((r) => r.path))('%s fits at every width, signed in', async (path) => {
      expect(await check(page, path)).toEqual([]);
    });

    it('opens the notification panel inside the screen at every width', async () => {
      await page.goto(`${url}/faq`);
      await settle(page);
      const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await painted(page);
        await bell.click();
        await panel.waitFor();
        await page
          .waitForFunction(() => !document.querySelector('.notification-panel [aria-busy="true"]'))
          .catch(() => undefined);
        const box = await panel.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        const fit = await measure(page);
        expect(fit.pageOverflow).toBe(0);
        expect(fit.wideElements).toEqual([]);
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });
      }
    });

    it('shows a large balance short on a phone, so the logo keeps its size', async () => {
      await page.goto(`${url}/faq`);
      await settle(page);
      // Squeezed, the logo's box is narrower than what it holds (or its words wrap).
      const logoSqueezed = () =>
        page.evaluate(() => {
          const logo = document.querySelector('.logo') as HTMLElement | null;
          const text = document.querySelector('.logo__text') as HTMLElement | null;
          if (!logo || !text) return true;
          const lines = new Set([...text.getClientRects()].map((r) => Math.round(r.top))).size;
          return logo.scrollWidth > logo.getBoundingClientRect().width + 1 || lines > 1;
        });
      await page.setViewportSize({ width: 1366, height: 800 });
      await painted(page);
      // The demo player holds tens of thousands of coins or more (the phone's short form is
      // from 10,000; prizes follow the field since issue 48, so no longer lakhs).
      const full = await page.locator('.profile-block .coin-amount__value').textContent();
      expect(full).toMatch(/^\d{1,2}(,\d{2})?,\d{3}$/);
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await painted(page);
        expect(await logoSqueezed()).toBe(false);
        await expect(
          page.locator('.profile-block .coin-amount__short').textContent(),
        ).resolves.toMatch(/^\d+(\.\d)?(K|L|Cr)$/);
        expect(await page.locator('.profile-block .coin-amount__value').isVisible()).toBe(false);
        // Focus shows the exact amount.
        await page.locator('.profile-block .coin-amount').focus();
        expect(await page.locator('.profile-block .coin-amount__value').isVisible()).toBe(true);
        await page.locator('.profile-block .coin-amount').blur();
      }
    });
  });
});
