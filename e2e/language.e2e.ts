import { expect, expectAccessible, reload, test } from './fixtures';

test.describe('Country and language', () => {
  test('switches the whole page to Japanese from the globe, and remembers it', async ({ openPage }) => {
    const page = await openPage('/News');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('list', { name: 'News list' }).waitFor();

    await page.getByRole('button', { name: 'Country and language' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose country and language' });
    await dialog.getByRole('radio', { name: 'Japan', exact: true }).check();
    await dialog.getByRole('radio', { name: '日本語' }).click();
    // The dialog itself now speaks Japanese.
    const dialogInJapanese = page.getByRole('dialog', { name: '国・地域と言語を選択' });
    expect(await dialogInJapanese.getByRole('radio', { name: '日本語' }).isChecked()).toBe(true);
    await dialogInJapanese.getByRole('button', { name: '完了' }).click();

    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('ja');
    await page.getByRole('heading', { level: 1, name: 'ニュース' }).waitFor();
    await page.getByRole('button', { name: 'すべて', exact: true }).waitFor();
    // Japan's news are written in Japanese.
    const list = page.getByRole('list', { name: 'ニュース一覧' });
    await expect
      .poll(async () => /[\u3040-\u30ff\u4e00-\u9faf]/.test((await list.getByRole('heading').first().textContent()) ?? ''))
      .toBe(true);
    // No English words left in the interface chrome.
    const chrome = await page.locator('header, footer, main h1, main [role="group"], main form').allInnerTexts();
    expect(chrome.join(' ')).not.toMatch(/\b(News|Search|All|Log in|Page|Pinned)\b/);

    await reload(page);
    await page.getByRole('heading', { level: 1, name: 'ニュース' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    await expectAccessible(page);
  });

  test('?hk chooses Hong Kong in Traditional Chinese', async ({ openPage }) => {
    const page = await openPage('/?hk');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('zh-TW');
    await page.getByRole('heading', { name: '最新新聞' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('countryId'))).toBe('19464');
  });

  test('opens the menu on a small screen', async ({ openPage }) => {
    const page = await openPage('/', { viewport: 'mobile' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: /Task rewards/ }).getAttribute('aria-disabled')).toBe('true');
  });
});
