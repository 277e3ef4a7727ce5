import { expect, expectAccessible, goBack, goForward, goto, test } from './fixtures';

test.describe('Activities, as a new visitor finds them', () => {
  test('chooses a month, pages through its activities, opens one and reaches a host shop', async ({ openPage }) => {
    const page = await openPage('/ShopActivitie');
    const list = page.getByRole('list', { name: 'Activity list' });
    await list.getByRole('heading', { level: 3 }).first().waitFor();

    // Next month always has several pages (the fake backend plans it so).
    const today = new Date();
    const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
    if (next.getFullYear() !== today.getFullYear()) {
      await page.getByRole('combobox', { name: 'Year' }).selectOption(String(next.getFullYear()));
    }
    const firstOfThisMonth = await list.getByRole('heading', { level: 3 }).allTextContents();
    await page.getByRole('combobox', { name: 'Month' }).selectOption(String(next.getMonth() + 1));
    const monthName = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(next);
    await page.getByRole('heading', { name: `Calendar: ${monthName}` }).waitFor();
    await expect
      .poll(async () => (await list.getByRole('heading', { level: 3 }).allTextContents()).join('|'))
      .not.toBe(firstOfThisMonth.join('|'));
    expect(await list.getByRole('listitem').count()).toBe(5);
    // The calendar marks the month's days, activities and matches apart.
    expect(await page.getByRole('link', { name: /: \d+ (activity|activities)$/ }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: /: \d+ (match|matches)$/ }).count()).toBeGreaterThan(0);

    // Page 2 of that month.
    const firstPage = await list.getByRole('heading', { level: 3 }).allTextContents();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect
      .poll(async () => (await list.getByRole('heading', { level: 3 }).allTextContents()).join('|'))
      .not.toBe(firstPage.join('|'));
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    const secondPage = await list.getByRole('heading', { level: 3 }).allTextContents();

    await expectAccessible(page);

    // Open one that a shop hosts.
    const hosted = list.getByRole('listitem').filter({ hasText: 'Hosted at' }).first();
    const title = (await hosted.getByRole('heading', { level: 3 }).textContent())!;
    await hosted.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/ShopActivitie\/ActivitieInfo\?id=\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    const article = page.locator('article');
    for (const label of ['Dates', 'Status', 'Machines', 'How to join', 'Entry fee', 'Rewards', 'Contact']) {
      expect(await article.getByText(label, { exact: true }).count()).toBe(1);
    }
    expect(await article.getByText(/^(Not started|Ongoing|Ended)$/).count()).toBeGreaterThan(0);
    expect(await article.getByRole('img', { name: /picture 1$/ }).count()).toBe(1);
    expect(await article.locator('script').count()).toBe(0);

    await expectAccessible(page);

    // Back: the same month, on the same page, as the visitor left it.
    await goBack(page);
    await page.waitForURL((url) => url.pathname === '/ShopActivitie' && url.searchParams.get('page') === '2');
    await expect.poll(async () => (await list.getByRole('heading', { level: 3 }).allTextContents()).join('|')).toBe(secondPage.join('|'));
    expect(await page.getByRole('combobox', { name: 'Month' }).inputValue()).toBe(String(next.getMonth() + 1));
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await goForward(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);

    const shopLink = article.getByRole('region', { name: 'Host shops' }).getByRole('link').first();
    expect(await shopLink.getAttribute('href')).toMatch(/\/AdartsShop\/ShopInfo\?id=\d+$/);
    await shopLink.click();
    await page.waitForURL(/\/AdartsShop\/ShopInfo\?id=\d+$/);

  });

  test('preselects matches from ?type=0 and says when an activity does not exist', async ({ openPage }) => {
    const page = await openPage('/ShopActivitie?type=0');
    await page.getByRole('list', { name: 'Activity list' }).getByRole('heading', { level: 3 }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Matches' }).getAttribute('aria-pressed')).toBe('true');

    await goto(page, page.url().replace(/\/ShopActivitie.*$/, '/ShopActivitie/ActivitieInfo?id=999999'));
    await page.getByRole('main').getByText('Activity not found').waitFor();
  });
});
