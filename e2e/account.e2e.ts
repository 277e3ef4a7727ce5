import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { latestCode, logIn } from './members';


/** The newest code, read as a demo reviewer would: from the fake backend's dev toolbar, closed again after. */
const codeFromToolbar = async (page: Page): Promise<string> => {
  const toggle = page.getByRole('button', { name: /^Demo data · / });
  await toggle.click();
  const panel = page.getByRole('group', { name: 'Fake backend' });
  const code = (await panel.getByRole('listitem').first().locator('strong').textContent()) ?? '';
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  return code;
};

/** Logs in and lands on home, logged in. */
const logInHome = async (page: Page, account: string, password: string) => {
  await logIn(page, account, password);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Log out' }).waitFor();
};

test.describe('Registration and account recovery, as a new user', () => {
  test('registers with an email code and logs in with the new account', async ({ openPage }) => {
    const page = await openPage('/Login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/AddUser$/);
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();

    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Account is required.').waitFor();
    await expectAccessible(page);

    await page.getByLabel('Account').fill('newdarter');
    await page.getByLabel('Card number').fill('8860777788889999');
    await page.getByLabel('Password', { exact: true }).fill('arrows2026');
    await page.getByLabel('Confirm password').fill('arrows2026');
    await page.getByLabel('Nickname').fill('New Darter');
    await page.getByLabel('Name', { exact: true }).fill('Alex Morgan');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('Date of birth').fill('1996-08-21');
    await page.getByLabel('Email address').fill('new.darter@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    const countdown = page.getByRole('button', { name: /^Resend in \d+ s$/ });
    await countdown.waitFor();
    expect(await countdown.isDisabled()).toBe(true);
    // The code is shown to the developer, never in the page.
    const code = await latestCode(page, 'new.darter@example.com');
    expect(await page.getByText(code).count()).toBe(0);

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/Login$/);
    await page.getByText('Registration complete. Please log in with your new account.').waitFor();

    await logInHome(page, 'newdarter', 'arrows2026');
    // The header names the new member by the nickname chosen at registration.
    await page.getByRole('banner').getByRole('link', { name: 'New Darter' }).waitFor();
  });

  test('recovers the account name and the password, then logs in with the new password', async ({ openPage }) => {
    const page = await openPage('/Login');
    await page.getByRole('link', { name: 'Forgot your account?' }).click();
    await page.waitForURL(/\/ForgetID$/);
    await page.getByLabel('Email address').fill('demo@example.com');
    await page.getByRole('button', { name: 'Send my account name' }).click();
    await page.getByText('Your account name has been sent to demo@example.com.').waitFor();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Reset the password too' }).click();
    await page.waitForURL(/\/ForgetPW\?identification=demo%40example\.com$/);
    expect(await page.getByLabel('Email or mobile number').inputValue()).toBe('demo@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
    await expectAccessible(page);

    const code = await codeFromToolbar(page);
    expect(code).toBe(await latestCode(page, 'demo@example.com'));
    expect(await page.getByText(code).count()).toBe(0);
    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('New password', { exact: true }).fill('fresh2026');
    await page.getByLabel('Confirm new password').fill('fresh2026');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL(/\/Login$/);
    await page.getByText('Your password has been reset. Please log in with the new one.').waitFor();

    await logInHome(page, 'demo', 'fresh2026');
  });
});
