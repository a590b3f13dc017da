import { Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { Mailbox } from '../utils/mailbox';
import { freshPageEachTest } from './support/browser';
import { logIn, stored } from './support/session';
import { loadStack } from './support/stack';

describe('accounts in the browser', () => {
  const { url, mailDir } = loadStack();
  let page: Page;
  freshPageEachTest((p) => (page = p));

  const mailLink = async (to: string, subject: RegExp) => {
    const mail = await Mailbox.waitInDir(mailDir, to, subject);
    const link = new URL(Mailbox.link(mail, '/auth/action').toString());
    // Mails link to APP_URL; open the same path on the stack under test.
    return `${url}${link.pathname}${link.search}`;
  };

  it('signs up, is signed in by the mailed link and offered the daily bonus, edits the profile and logs out', async () => {
    const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'Str0ng$pass';
    await page.goto(`${url}/login`);
    await page
      .getByRole('button', { name: 'Sign up' })
      .or(page.getByRole('link', { name: 'Sign up' }))
      .first()
      .click();
    await page.getByLabel('Name', { exact: true }).fill('Riya Sen');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await page.getByText('Password Match..!').waitFor();
    await page.getByLabel('Country').selectOption('India');
    await page.getByLabel('Women').check();
    await page.getByRole('button', { name: 'Sign up' }).last().click();
    await page.waitForURL(/\/message$/);

    // The link signs this browser in (no password typed again) and Home offers today's bonus.
    const link = await mailLink(email, /Verify your GameHub email/);
    await page.goto(link);
    await page.getByText('Email verified successfully!').first().waitFor();
    await page.waitForURL(`${url}/`);
    const bonus = page.getByRole('dialog', { name: 'Daily bonus' });
    await bonus.waitFor();
    expect((await stored(page, 'user')).email).toBe(email);
    expect(await page.evaluate("localStorage.getItem('token')")).toBeTruthy();
    await page.keyboard.press('Escape');
    await bonus.waitFor({ state: 'detached' });
    // Single use: opened again, it signs nobody in and says the address is verified.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Your email is already verified' }).waitFor();

    await page.goto(`${url}/profile`);
    await page.getByText(email).first().waitFor();

    await page.getByRole('button', { name: 'Change avatar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Avatar 12' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const saved = await stored(page, 'user');
    expect(saved.profile_pic).toBe(12);

    await page.getByRole('button', { name: 'Account settings' }).click();
    await page.getByLabel('Chess.com', { exact: true }).fill('RiyaPlays99');
    await page.getByRole('button', { name: 'Save gamer handles' }).click();
    await page.getByText('Your gamer Id updated successfully').waitFor();
    const after = await stored(page, 'user');
    expect(after.gamer_handle.chess).toBe('riyaplays99');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page
      .getByRole('menuitem', { name: 'Log Out' })
      .or(page.getByRole('button', { name: 'Log Out' }))
      .first()
      .click();
    await page.getByRole('link', { name: 'Connect' }).first().waitFor();
    expect(await page.evaluate("localStorage.getItem('token')")).toBeNull();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
    // An account to reset, created and verified through the API like the first test does in the UI.
    const headers = { 'api-key': 'gamehub-web', 'content-type': 'application/json' };
    await fetch(`${url}/api/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Kabir',
        email,
        password: 'Old$pass123',
        country: 'India',
        gender: 'men',
      }),
    });
    const verify = new URL(await mailLink(email, /Verify your GameHub email/));
    await fetch(`${url}/api/verify_email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ oobCode: verify.searchParams.get('oobCode') }),
    });

    await page.goto(`${url}/login`);
    await page
      .getByRole('button', { name: 'Forgot password?' })
      .or(page.getByRole('link', { name: 'Forgot password?' }))
      .first()
      .click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Password reset link sent! Check your email inbox.').waitFor();

    await page.goto(await mailLink(email, /Reset your GameHub password/));
    await page.getByLabel('New password', { exact: true }).fill('New$pass456');
    await page.getByLabel('Confirm password', { exact: true }).fill('New$pass456');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL(/\/login$/);

    await logIn(page, url, email, 'New$pass456');
    expect(await page.evaluate("localStorage.getItem('token')")).toBeTruthy();
  });
});
