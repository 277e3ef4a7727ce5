import { expect, expectAccessible, test } from './fixtures';
import { logIn } from './members';

test.describe('Login, as the demo member', () => {
  test('fails with a wrong password, logs in with the right one and logs out', async ({ openPage }) => {
    const page = await openPage('/');
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(/\/Login$/);
    await page.getByText('Demo account:').waitFor();

    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Account is required.').waitFor();
    await page.getByText('Password is required.').waitFor();
    await expectAccessible(page);

    await page.getByLabel('Account').fill('demo');
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const warning = page.getByRole('alert').filter({ hasText: /incorrect/i });
    await warning.waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    await logIn(page);
    await page.waitForURL((url) => url.pathname === '/');
    // The failed attempt's warning does not stay beside the welcome.
    await page.getByRole('status').filter({ hasText: 'Welcome back!' }).waitFor();
    expect(await warning.count()).toBe(0);
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    // The header names the member by nickname, linking to My page.
    expect(await page.getByRole('banner').getByRole('link', { name: 'Demo Player' }).getAttribute('href')).toBe('/MyPageIndex');
    const stored = await page.evaluate(() => ({
      token: sessionStorage.getItem('token'),
      username: sessionStorage.getItem('username'),
      memberId: sessionStorage.getItem('memberId'),
      cardId: sessionStorage.getItem('cardId'),
    }));
    expect(stored.token).toMatch(/\S{8,}/);
    expect(stored).toMatchObject({ username: 'demo' });
    expect(Number(stored.memberId)).toBeGreaterThan(0);
    expect(Number(stored.cardId)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});
