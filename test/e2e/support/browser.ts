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
    page = await browser.newPage({ viewport: DESKTOP });
    use(page);
  });
  afterEach(() => page.close());
}

/** Hooks for a describe block that tells one story: one browser and one desktop page. */
export function onePageForSuite(use: (page: Page) => void): void {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    use(await browser.newPage({ viewport: DESKTOP }));
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
