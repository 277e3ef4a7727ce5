import type { Page } from '@playwright/test';
import { expect, expectAccessible, goBack, test } from './fixtures';

const names = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('heading', { level: 3 }).allTextContents();
const search = (page: Page) => new URL(page.url()).searchParams;
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('Friends, as a member', () => {
  test.describe.configure({ timeout: 120_000 });
  test('filters, searches, pages and stars friends; the starred friend is then a close friend', async ({ openAsMember }) => {
    const page = await openAsMember('/MyPageIndex/FriendsList');
    const list = page.getByRole('list', { name: 'Friend list' });
    await list.waitFor();
    await page.getByText('12 friends').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(10);

    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    // The last two of twelve.
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    const secondPage = await names(page, 'Friend list');

    await page.getByRole('button', { name: 'Close friends' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === '2' && !url.searchParams.has('page'));
    await page.getByText('4 friends').waitFor();
    await expectAccessible(page);

    // Back: the second page of all friends again.
    await goBack(page);
    await page.getByText('12 friends').waitFor();
    expect(search(page).get('page')).toBe('2');
    expect(await names(page, 'Friend list')).toEqual(secondPage);

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('button', { name: 'Page 1', exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
    const unstarred = list.getByRole('button', { name: /^Star .+ as a close friend$/, pressed: false }).first();
    const label = (await unstarred.getAttribute('aria-label'))!;
    const friend = label.replace(/^Star (.+) as a close friend$/, '$1');

    await page.getByRole('searchbox', { name: 'Search friends by nickname' }).fill(friend);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('name') === friend);
    await list.getByRole('heading', { level: 3, name: friend, exact: true }).waitFor();
    expect(await names(page, 'Friend list')).toContain(friend);

    const toggle = page.getByRole('button', { name: label, exact: true });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'Close friends' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === '2');
    await list.getByRole('heading', { level: 3, name: friend, exact: true }).waitFor();
    expect(await page.getByRole('button', { name: label, exact: true }).getAttribute('aria-pressed')).toBe('true');

    // Without the search: five close friends now.
    await page.getByRole('searchbox', { name: 'Search friends by nickname' }).fill('');
    await page.keyboard.press('Enter');
    await page.getByText('5 friends').waitFor();
  });

  test('sends a request to a player met lately, accepts one request and declines another', async ({ openAsMember }) => {
    const page = await openAsMember('/MyPageIndex/AddFriends');
    const players = page.getByRole('list', { name: 'Players met lately' });
    await players.waitFor();
    await page.getByText('5 players met in the last 7 days').waitFor();
    expect(await players.getByText(/^Last played (today|yesterday|\d+ days ago)$/).count()).toBe(5);
    await expectAccessible(page);

    const [player] = await names(page, 'Players met lately');
    await page.getByRole('button', { name: `Send request to ${player}` }).click();
    await page.getByRole('status').filter({ hasText: 'Friend request sent' }).waitFor();
    await page.getByText('4 players met in the last 7 days').waitFor();
    expect(await names(page, 'Players met lately')).not.toContain(player);

    await page.getByRole('tab', { name: 'Accept' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'accept');
    const requests = page.getByRole('list', { name: 'Friend requests' });
    await requests.waitFor();
    await page.getByText('3 requests waiting').waitFor();
    const [accepted, declined] = await names(page, 'Friend requests');

    await page.getByRole('button', { name: `Agree to ${accepted}'s request` }).click();
    await page.getByText('Friend request accepted: you are friends now.').waitFor();
    await page.getByText('2 requests waiting').waitFor();
    await page.getByRole('button', { name: `Decline ${declined}'s request` }).click();
    await page.getByText('Friend request declined.').waitFor();
    await page.getByText('1 request waiting').waitFor();
    expect(await names(page, 'Friend requests')).not.toContain(accepted);
    expect(await names(page, 'Friend requests')).not.toContain(declined);
    await expectAccessible(page);

    // The accepted player is a friend now; the declined one is not.
    await page.getByRole('navigation', { name: 'My page sections' }).getByRole('link', { name: 'Friends', exact: true }).click();
    await page.getByText('13 friends').waitFor();
    const friends = await names(page, 'Friend list');
    expect(friends).toContain(accepted);
    expect(friends).not.toContain(declined);
  });

  test('fits a 390 px phone, and a 360 px one, without sideways scrolling, on every list', async ({ openAsMember }) => {
    const page = await openAsMember('/MyPageIndex/FriendsList', { viewport: 'mobile' });
    const sections = page.getByRole('navigation', { name: 'My page sections' });
    const show = async (list: string, open: () => Promise<void>) => {
      await open();
      await page.getByRole('list', { name: list }).waitFor();
      return sidewaysOverflow(page);
    };
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = {
        friends: await show('Friend list', () => sections.getByRole('link', { name: 'Friends', exact: true }).click()),
        new: await show('Players met lately', () => sections.getByRole('link', { name: 'Add friends', exact: true }).click()),
        accept: await show('Friend requests', () => page.getByRole('tab', { name: 'Accept' }).click()),
      };
      expect({ width, overflow }).toEqual({ width, overflow: { friends: 0, new: 0, accept: 0 } });
    }
    await expectAccessible(page);
  });
});
