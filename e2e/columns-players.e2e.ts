import { expect, expectAccessible, test } from './fixtures';

test.describe('Darts columns and players, as a new visitor finds them', () => {
  test('reads a column from /Darts, sanitised, and the carousel can be paused', async ({ openPage }) => {
    const page = await openPage('/Darts');
    await page.getByRole('heading', { level: 1, name: 'Darts columns' }).waitFor();

    // The banner carousel turns by itself and stops on request.
    const carousel = page.getByRole('region', { name: 'Darts column banners' });
    await carousel.waitFor();
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
    await carousel.getByRole('button', { name: 'Pause' }).click();
    await carousel.getByRole('button', { name: 'Play' }).waitFor();

    const list = page.getByRole('list', { name: 'Latest columns' });
    await list.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await list.getByRole('listitem').count()).toBe(8);
    await expectAccessible(page);

    // The newest column carries pasted-in script; reading it must not run it.
    const title = (await list.getByRole('heading', { level: 3 }).first().textContent())!;
    await list.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/DartsInfo\?id=\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    const article = page.locator('article');
    expect(await article.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
    expect(await article.locator('script').count()).toBe(0);
    expect(await page.evaluate(() => 'fakeColumnScriptRan' in window || '__fakeColumnScriptRan' in window)).toBe(false);
    expect(await page.evaluate(() => '__fakeColumnOnerrorRan' in window)).toBe(false);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to all columns' }).click();
    await page.waitForURL(/\/Darts\/DartsList$/);
    await page.getByRole('list', { name: 'Darts columns' }).getByRole('listitem').first().waitFor();
    expect(await page.getByRole('list', { name: 'Darts columns' }).getByRole('listitem').count()).toBe(5);
    await expectAccessible(page);
  });

  test('opens a player from /Players and sees their dart specifications', async ({ openPage }) => {
    const page = await openPage('/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Players' }).first().click();
    await page.waitForURL(/\/Players$/);
    const grid = page.getByRole('list', { name: 'Players' });
    await grid.getByRole('link').first().waitFor();
    // 12 players with full profiles, then the fake backend's 2 defensive-parsing cases.
    expect(await grid.getByRole('link').count()).toBe(14);
    await expectAccessible(page);

    const name = (await grid.getByRole('link').first().textContent())!;
    await grid.getByRole('link', { name }).click();
    await page.waitForURL(/\/PlayerInfo\?id=\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);

    const darts = page.getByRole('region', { name: 'Darts and setup' });
    for (const part of ['Tip', 'Barrel', 'Shaft', 'Flight']) {
      expect(await darts.getByText(part, { exact: true }).count()).toBe(1);
    }
    expect((await darts.locator('dd').allTextContents()).every((text) => text.trim().length > 1)).toBe(true);
    const video = page.getByRole('region', { name: 'Video' }).locator('video');
    expect(await video.getAttribute('controls')).not.toBeNull();
    expect(await video.getAttribute('autoplay')).toBeNull();
    expect(await page.getByRole('link', { name: /^Facebook/ }).getAttribute('rel')).toBe('noopener noreferrer');
    await expectAccessible(page);
  });

  test('keeps a player page whose achievements are malformed usable', async ({ openPage }) => {
    const page = await openPage('/Players');
    const grid = page.getByRole('list', { name: 'Players' });
    await grid.getByRole('link').first().waitFor();
    // The last player of each country has a malformed achievement text in the fake backend.
    await grid.getByRole('link').last().click();
    await page.waitForURL(/\/PlayerInfo\?id=\d+$/);
    await page.getByRole('region', { name: 'Achievements' }).getByText('This information could not be shown.').waitFor();
    expect(await page.getByRole('region', { name: 'Darts and setup' }).locator('dd').count()).toBe(4);
  });
});
