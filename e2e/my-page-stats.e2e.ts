import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, goto, type Page, test } from './fixtures';

/** How far the page scrolls sideways (0: it fits the screen). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** JavaScript files the page asked for since `since` (by name, without the hash). */
const scriptsRequested = (page: Page) => {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return names;
};

test.describe('My page statistics, as a new member uses them', () => {
  test.describe.configure({ timeout: 120_000 });
  test('overview → all data: the figures, the trend chart by keyboard and the CSV download', async ({ openAsMember }) => {
    const page = await openAsMember('/MyPageIndex');
    const scripts = scriptsRequested(page);

    // The overview: the main card with its gauge and figures, today's information and the gold.
    await page.getByRole('heading', { level: 2, name: 'Card overview' }).waitFor();
    const gauge = page.getByRole('img', { name: /^Rating \d+\.\d\d out of 30$/ });
    await gauge.waitFor();
    const mainNumber = (await page.getByText(/^Card No\. \d+$/).textContent())!;
    for (const label of ['PPD', 'MPR', 'Count-up', 'Wins', 'Losses', 'Best streak', 'Win rate']) {
      expect(await page.locator('dt', { hasText: label }).first().isVisible()).toBe(true);
    }
    const today = page.getByRole('region', { name: "Today's game info" });
    await expect.poll(() => today.locator('dd').last().textContent()).toMatch(/^[\d,]+gold$/);
    const switcher = page.getByRole('group', { name: 'Card shown' });
    await expect.poll(() => switcher.getByRole('button').count()).toBeGreaterThan(1);
    expect(await switcher.getByRole('button').first().getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page);
    // The chart's code is not part of the overview.
    expect(scripts.some((name) => name.startsWith('trend-chart'))).toBe(false);

    // All game data: the figures, then the trend of the last 30 games.
    await page.getByRole('navigation', { name: 'My page sections' }).getByRole('link', { name: 'All game data' }).click();
    await page.waitForURL((url) => url.pathname === '/MyPageIndex/AllGameData');
    await page.getByRole('heading', { level: 2, name: 'All game data' }).waitFor();
    expect(await page.getByText(/^Card No\. \d+$/).textContent()).toBe(mainNumber);
    const games = page.getByRole('table', { name: 'Games and win rate' });
    expect(await games.getByRole('rowheader').allTextContents()).toEqual(['01 games', 'Cricket', 'All games']);

    const chart = page.getByRole('group', { name: 'Rating over the last 30 games' });
    await chart.waitFor();
    expect(scripts.some((name) => name.startsWith('trend-chart'))).toBe(true);
    const points = chart.getByRole('listitem');
    expect(await points.count()).toBe(30);
    // One tab stop: Tab from the figure buttons lands on the newest game, the arrows walk back in time.
    await page.getByRole('button', { name: 'MPR', exact: true }).focus();
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(await focused()).toMatch(/^Game 30 of 30, .+: Rating \d+\.\d\d$/);
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toMatch(/^Game 29 of 30, /);
    await page.keyboard.press('Home');
    expect(await focused()).toMatch(/^Game 1 of 30, /);
    const readout = (await page.locator('.readout').textContent())!;
    expect(readout).toContain((await focused()).split(': ')[1]!);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: 'MPR over the last 30 games' }).waitFor();

    await page.getByText('Show the numbers as a table').click();
    const numbers = page.getByRole('table', { name: 'Rating, PPD and MPR of the last 30 games, newest first' });
    expect(await numbers.locator('tbody tr').count()).toBe(30);
    await expectAccessible(page);

    // The CSV: a real download, UTF-8 with a BOM, a header row and the 30 games.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^adarts-last-30-games-\d+-\d{8}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Date and time,Game,Figure,Value,Result,Shop,Awards');
    expect(lines.slice(1, -1)).toHaveLength(30);
    for (const line of lines.slice(1, -1)) expect(line).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d,[^,]+,(PPD|MPR),(\d+\.\d\d)?,(WIN|LOSE),/);

  });

  test('the last 30 games (opened by keyboard) → awards, then another card followed everywhere', async ({ openAsMember }) => {
    const page = await openAsMember('/MyPageIndex');
    await page.getByRole('img', { name: /^Rating \d+\.\d\d out of 30$/ }).waitFor();
    const mainNumber = (await page.getByText(/^Card No\. \d+$/).textContent())!;
    const switcher = page.getByRole('group', { name: 'Card shown' });

    // The last 30 games: open one from the keyboard.
    await page.getByRole('navigation', { name: 'My page sections' }).getByRole('link', { name: 'Last 30 games' }).click();
    await page.getByRole('heading', { level: 2, name: 'Last 30 games' }).waitFor();
    const list = page.getByRole('list', { name: 'Last 30 games, newest first' });
    await list.waitFor();
    const headers = list.getByRole('button');
    expect(await headers.count()).toBe(30);
    await headers.first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const second = headers.nth(1);
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    const details = page.locator(`[id="${(await second.getAttribute('aria-controls'))!}"]`);
    await details.getByRole('heading', { level: 4, name: 'Awards' }).waitFor();
    await details.getByRole('heading', { level: 4, name: 'Teammates' }).waitFor();
    expect(await details.getByText(/^(WIN|LOSE)$/).count()).toBe(1);
    await expectAccessible(page);

    // Award history: every award, this month and total.
    await page.getByRole('navigation', { name: 'My page sections' }).getByRole('link', { name: 'Award history' }).click();
    const awards = page.getByRole('table', { name: 'Awards of this card: this month and in total' });
    await awards.waitFor();
    await expect.poll(() => awards.locator('tbody td').first().textContent()).toMatch(/^\d+$/);
    expect(await awards.locator('tbody tr').count()).toBe(12);
    await expectAccessible(page);

    // Another card: picked on the overview, followed by every statistics screen.
    await page.getByRole('navigation', { name: 'My page sections' }).getByRole('link', { name: 'Card overview' }).click();
    await page.getByRole('heading', { level: 2, name: 'Card overview' }).waitFor();
    await switcher.getByRole('button').nth(1).click();
    await expect.poll(() => page.getByText(/^Card No\. \d+$/).textContent()).not.toBe(mainNumber);
    const otherNumber = (await page.getByText(/^Card No\. \d+$/).textContent())!;
    expect(await switcher.getByRole('button').nth(1).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('navigation', { name: 'My page sections' }).getByRole('link', { name: 'All game data' }).click();
    await expect.poll(() => page.getByText(/^Card No\. \d+$/).textContent()).toBe(otherNumber);
    expect(await page.evaluate(() => sessionStorage.getItem('cardId'))).not.toBeNull();

  });

  test('fits a 390 px phone: no sideways scrolling on any statistics screen', async ({ openAsMember }) => {
    const page = await openAsMember('/MyPageIndex', { viewport: 'mobile' });
    await page.getByRole('img', { name: /^Rating \d+\.\d\d out of 30$/ }).waitFor();
    await page.getByRole('region', { name: "Today's game info" }).locator('dd').last().filter({ hasText: 'gold' }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);

    await goto(page, '/MyPageIndex/AllGameData');
    await page.getByRole('group', { name: 'Rating over the last 30 games' }).waitFor();
    await page.getByText('Show the numbers as a table').click();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);

    await goto(page, '/MyPageIndex/About30Game');
    const list = page.getByRole('list', { name: 'Last 30 games, newest first' });
    await list.waitFor();
    await list.getByRole('button').first().click();
    await list.getByRole('heading', { level: 4, name: 'Teammates' }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);

    await goto(page, '/MyPageIndex/AwardHistory');
    await page.getByRole('table', { name: 'Awards of this card: this month and in total' }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

  });
});
