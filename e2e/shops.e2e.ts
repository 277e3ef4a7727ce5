import { expect, expectAccessible, test } from './fixtures';

test.describe('Shops, as a new visitor finds one', () => {
  test('searches a shop by part of its name, opens it and reads its details', async ({ openPage }) => {
    // The broken-media scenario: the default content, some of whose pictures are missing.
    const page = await openPage('/AdartsShop?scenario=broken-media');
    const newest = page.getByRole('region', { name: 'Newest shops' });
    await newest.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await newest.getByRole('article').count()).toBe(5);
    await expectAccessible(page);

    // The second newest shop's own image is missing: the default image shows instead.
    await expect
      .poll(() => newest.locator('article > img').nth(1).evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\/media\/shop-default\.svg$/);

    // Part of a shop name on screen, typed in another case.
    const name = (await newest.getByRole('heading', { level: 3 }).nth(2).textContent())!.trim();
    const part = name.split(/\s+/).sort((a, b) => b.length - a.length)[0]!.slice(0, 5).toUpperCase();
    await page.getByRole('searchbox', { name: 'Search shops by name' }).fill(part);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/AdartsShop\/ShopSearch\?value=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('value')!)).toBe(part);

    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByRole('heading', { level: 2 }).first().waitFor();
    const found = await results.getByRole('heading', { level: 2 }).allTextContents();
    expect(found).toContain(name);
    expect(found.every((text) => text.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    expect(await page.getByRole('searchbox', { name: 'Search shops by name' }).inputValue()).toBe(part);
    await expectAccessible(page);

    await results.getByRole('link', { name }).click();
    await page.waitForURL(/\/AdartsShop\/ShopInfo\?id=\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    for (const label of ['Phone', 'Type', 'Opening hours', 'Closed', 'Address', 'Getting there', 'Budget', 'Theme', 'Services', 'Website']) {
      expect(await page.locator('dt', { hasText: label }).count(), label).toBe(1);
    }
    const website = page.getByRole('link', { name: /opens in a new window/ });
    expect(await website.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await page.getByRole('list', { name: 'Machines by type' }).textContent()).toMatch(/(A1|W1): \d+ machines?/);
    await expectAccessible(page);
  });

  test('lists new shops and shop themes by country, accessibly', async ({ openPage }) => {
    const page = await openPage('/AdartsShop/NewShop');
    const list = page.getByRole('list', { name: 'Shops, newest first' });
    await list.getByRole('heading', { level: 2 }).first().waitFor();
    await page.getByRole('combobox', { name: 'Country or region' }).selectOption({ label: 'Japan' });
    await expect.poll(async () => (await list.getByRole('heading', { level: 2 }).allTextContents()).join('')).toMatch(/[ァ-ヶ]/);
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Shop pages' }).getByRole('link', { name: 'Shop themes' }).click();
    await page.waitForURL(/\/AdartsShop\/ShopTheme$/);
    const themes = page.getByRole('list', { name: 'Shops and their themes' });
    await themes.getByText(/^Theme: /).first().waitFor();
    expect(await themes.getByRole('listitem').count()).toBe(5);
    await expectAccessible(page);
  });

  test('shows a clear not-found state for an unknown shop', async ({ openPage }) => {
    const page = await openPage('/AdartsShop/ShopInfo?id=999999');
    await page.getByRole('main').getByText('Shop not found').first().waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Back to shops' }).getAttribute('href')).toBe('/AdartsShop');
    await expectAccessible(page);
  });
});
