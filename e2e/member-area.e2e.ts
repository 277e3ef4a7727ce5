import { expect, test } from './fixtures';
import { logIn } from './members';

test.describe('Member area, as a visitor who then logs in', () => {
  test('asks a visitor to log in and brings them back to the page asked for', async ({ openPage }) => {
    const page = await openPage('/MyPageIndex/FriendsList', { viewport: 'mobile' });
    await page.waitForURL((url) => url.pathname === '/Login');
    await page.getByText('Please login and check!').waitFor();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/MyPageIndex/FriendsList');

    await logIn(page);
    await page.waitForURL((url) => url.pathname === '/MyPageIndex/FriendsList');
    await page.getByRole('heading', { level: 1, name: 'My page' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Friends' }).waitFor();

    // At 390 px the sub-pages are a tab bar that scrolls on its own; the page does not scroll sideways.
    const menu = page.getByRole('navigation', { name: 'My page sections' });
    await menu.waitFor();
    expect(await menu.getByRole('link', { name: 'Friends', exact: true }).getAttribute('aria-current')).toBe('page');
    const layout = await page.evaluate(() => {
      const list = document.querySelector('nav[aria-label="My page sections"] ul');
      return {
        pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        tabBarRow: list ? getComputedStyle(list).flexDirection : null,
        tabBarScrolls: list ? list.scrollWidth > list.clientWidth : false,
      };
    });
    expect(layout).toEqual({ pageOverflow: 0, tabBarRow: 'row', tabBarScrolls: true });
  });
});
