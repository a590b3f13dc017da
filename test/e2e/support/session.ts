import { Page } from 'playwright-core';

/** Logs in through the login form, as a player does, and waits for the profile block. */
export async function logIn(
  page: Page,
  url: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: /Account menu/ }).waitFor();
}

/** A JSON value the client keeps in local storage. */
export async function stored(page: Page, key: string) {
  return JSON.parse(
    ((await page.evaluate(`localStorage.getItem('${key}')`)) as string | null) ?? '{}',
  );
}

/**
 * Waits until the app has taken over the page. A page whose first screen ships in its HTML shows
 * it before the app's code has run, when a click finds no handler yet; the app removes the
 * preloader once it is mounted.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.locator('#preloader').waitFor({ state: 'detached' });
}
