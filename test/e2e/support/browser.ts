import { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../utils/chromium';
import { appStarted } from './session';

// The benches launch the same browser (test/utils is built with them).
export { launchBrowser };

const DESKTOP = { width: 1280, height: 900 };

/** Hooks for a describe block: one browser, and a fresh desktop page for each test. */
export function freshPageEachTest(use: (page: Page) => void): void {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    page = trackRequests(await browser.newPage({ viewport: DESKTOP }));
    use(page);
  });
  afterEach(() => page.close());
}

/** Hooks for a describe block that tells one story: one browser and one desktop page. */
export function onePageForSuite(use: (page: Page) => void): void {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    use(trackRequests(await browser.newPage({ viewport: DESKTOP })));
  });
  afterAll(() => browser.close());
}

/**
 * Scrolls down the page a screen at a time, then back to the top: what mounts only as it nears
 * the viewport (carousels, the footer's newsletter form) is then on the page, as for a player who
 * scrolled through it. It waits for the app first: scrolled before it starts, nothing is watching,
 * and its scroll restoration takes the page back to the top.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await appStarted(page);
  for (let y = 0; ;) {
    const { height, bottom } = await page.evaluate(() => ({
      height: window.innerHeight,
      bottom: document.documentElement.scrollHeight,
    }));
    if (y + height >= bottom) break;
    y += height;
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

interface InFlight {
  count: number;
  changedAt: number;
}
const inFlight = new WeakMap<Page, InFlight>();

/** Counts the page's requests in flight from now on, for quietNetwork. */
export function trackRequests(page: Page): Page {
  if (inFlight.has(page)) return page;
  const state: InFlight = { count: 0, changedAt: Date.now() };
  const done = () => {
    state.count = Math.max(0, state.count - 1);
    state.changedAt = Date.now();
  };
  page.on('request', () => {
    state.count += 1;
    state.changedAt = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  inFlight.set(page, state);
  return page;
}

/**
 * Playwright's 'networkidle' (no request in flight for 500 ms) with a shorter quiet window: the
 * layout and axe walks wait for it on every visit. A page not tracked from before its visit
 * falls back to 'networkidle', as it cannot know what was already in flight.
 */
export async function quietNetwork(page: Page, quietMs = 150, timeoutMs = 10_000): Promise<void> {
  const state = inFlight.get(page);
  if (!state) {
    trackRequests(page);
    await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (state.count === 0 && Date.now() - state.changedAt >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Two animation frames: after a resize, media queries, resize listeners and ResizeObservers have run. */
export function painted(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Waits for the page's finite animations and transitions (entrances) to finish. */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

/** Whether two boxes (Playwright's boundingBox) share any area. */
export function overlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
