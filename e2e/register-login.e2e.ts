// From registering to the first login, as a new member does it: the login form already holds the
// new account (never its password), and the new member is welcomed, not welcomed back.
import { expect, test } from './fixtures';
import { latestCode, logIn } from './members';


test.describe('Registering, then logging in for the first time', () => {
  test('finds the new account in the login form, asks only for the password, and welcomes the new member', async ({ openPage }) => {
    const page = await openPage('/AddUser', { viewport: 'mobile' });
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
    await page.getByLabel('Account').fill('firstdarter');
    await page.getByLabel('Card number').fill('8860444455556666');
    await page.getByLabel('Password', { exact: true }).fill('bullseye26');
    await page.getByLabel('Confirm password').fill('bullseye26');
    await page.getByLabel('Nickname').fill('First Darter');
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByLabel('Date of birth').fill('2001-03-14');
    await page.getByLabel('Email address').fill('first.darter@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
    await page.getByLabel('Verification code').fill(await latestCode(page, 'first.darter@example.com'));
    await page.getByRole('button', { name: 'Register' }).click();

    await page.waitForURL((url) => url.pathname === '/Login');
    await page.getByText('Registration complete. Please log in with your new account.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(await page.getByLabel('Account').inputValue()).toBe('firstdarter');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');

    await logIn(page, 'firstdarter', 'bullseye26');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('status').filter({ hasText: 'Welcome to Adarts! Your account is ready.' }).waitFor();
    expect(await page.getByText('Welcome back!').count()).toBe(0);
    await page.getByRole('banner').getByRole('link', { name: 'First Darter' }).waitFor();
  });

  test('still welcomes a member who has played back', async ({ openPage }) => {
    const page = await openPage('/Login');
    await logIn(page);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('status').filter({ hasText: 'Welcome back!' }).waitFor();
    expect(await page.getByText('Welcome to Adarts!').count()).toBe(0);
  });
});
