import { expect, expectAccessible, reload, test, type Page } from './fixtures';
import { submitLogin } from './members';

// The dev toolbar's developer tools (mocks/dev-toolbar/tools.ts): fault rules set from its panel
// for the tab, and the tab's calls as the fake backend's worker logged them. /News lists its
// articles with news.officialNewsList.
const newsList = (page: Page) => page.getByRole('list', { name: 'News list' });
const loadError = (page: Page) => page.getByText('Something went wrong while loading.').first();
const toggle = (page: Page) => page.getByRole('button', { name: /^Demo data · / });

/** Opens the toolbar's panel from the keyboard: its button, then Enter. */
const openPanel = async (page: Page) => {
  await toggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Fake backend' })).toBeVisible();
};

test.describe("The dev toolbar's fault rules and call list", () => {
  test('a fault set from the keyboard fails /News for the tab, across a reload; cleared, the list is back', async ({ openPage }) => {
    const page = await openPage('/News');
    await newsList(page).getByRole('heading', { level: 3 }).first().waitFor();
    await openPanel(page);

    // Call: typed, as the list of call names suggests; Effect: arrows down to HTTP 503; Tab to the button.
    await page.getByRole('combobox', { name: 'Call', exact: true }).focus();
    await page.keyboard.type('news.officialNewsList');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Effect' })).toBeFocused();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('combobox', { name: 'Effect' })).toHaveValue('http-503');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add rule' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('status').filter({ hasText: 'Rules applied to this tab.' })).toBeVisible();
    const rules = page.getByRole('list', { name: 'Active rules' }).getByRole('listitem');
    await expect(rules).toHaveCount(1);
    await expect(rules.locator('code')).toHaveText('news.officialNewsList:http-503');
    await expect(toggle(page)).toHaveAccessibleName(/ · faults on/);
    await expectAccessible(page);

    // Kept for the tab like ?faults=: the reload meets the rule.
    await reload(page);
    await expect(loadError(page)).toBeVisible();
    await expect(toggle(page)).toHaveAccessibleName(/ · faults on/);

    await openPanel(page);
    await page.getByRole('button', { name: 'Clear all rules' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('No rule: every call is answered as it is.')).toBeVisible();
    await expect(toggle(page)).not.toHaveAccessibleName(/faults on/);
    await reload(page);
    await newsList(page).getByRole('heading', { level: 3 }).first().waitFor();
  });

  test('the call list shows a refused login with its rule, and a contract warning for an undeclared field', async ({ openPage }) => {
    const page = await openPage('/Login');
    await submitLogin(page, 'demo', 'not-the-password');
    await expect(page.getByText('Account or password is incorrect').first()).toBeVisible();
    // A client sending a field the call does not declare: accepted, with a warning.
    const code = await page.evaluate(async () => {
      const body = new URLSearchParams({ category: '0', title: '', countryId: '617', pageNum: '1', pageSize: '5', sort: 'new' });
      const response = await fetch('/rpi/websitenews/officialNewsList', { method: 'POST', body });
      return ((await response.json()) as { code: number }).code;
    });
    expect(code).toBe(100);

    await openPanel(page);
    const calls = page.getByRole('list', { name: 'Calls' });
    // Newest first: the page's own call, then the login.
    const warned = calls.locator('summary').filter({ hasText: /^POST news\.officialNewsList / }).first();
    await expect(warned).toContainText('HTTP 200 · code 100');
    await expect(warned.locator('.mark.warning')).toHaveText('⚠ 1 contract warning');
    const login = calls.locator('summary').filter({ hasText: /^POST account\.login / });
    await expect(login).toContainText('code 101');
    await expect(login.locator('.mark.refusal')).toHaveText('refused by loginIncorrect (101)');

    await warned.focus();
    await page.keyboard.press('Enter');
    await expect(calls.getByRole('list', { name: 'Contract warnings' }).first()).toContainText('"sort" is not a field of news.officialNewsList');
    await login.click();
    const loginRow = login.locator('xpath=..');
    await expect(loginRow.locator('pre').first()).toContainText('"password": "[redacted]"');
    await expect(loginRow.locator('pre').nth(1)).toContainText('"code": 101');
  });
});
