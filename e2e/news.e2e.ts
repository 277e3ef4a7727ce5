import { expect, expectAccessible, goBack, goto, test } from './fixtures';

test.describe('News, as a visitor reads it', () => {
  test('reads the list, filters, searches, pages and opens an article', async ({ openPage }) => {
    const page = await openPage('/');
    await page.getByRole('link', { name: 'More news' }).click();
    await page.waitForURL(/\/News$/);

    const list = page.getByRole('list', { name: 'News list' });
    await list.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await list.getByRole('listitem').count()).toBe(5);
    expect(await page.getByRole('region', { name: 'Pinned' }).getByRole('link').count()).toBe(5);

    // Filter: only competitions, each card says so.
    await page.getByRole('button', { name: 'Competition' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Competition' }).getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => [...new Set(await list.getByText(/^(Competition|Activity|Information)$/).allTextContents())])
      .toEqual(['Competition']);

    // Page 2 shows other articles.
    const firstPage = await list.getByRole('heading', { level: 3 }).allTextContents();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect
      .poll(async () => (await list.getByRole('heading', { level: 3 }).allTextContents()).join('|'))
      .not.toBe(firstPage.join('|'));
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    // Search by a word of a title on screen: every result contains it.
    const word = (await list.getByRole('heading', { level: 3 }).first().textContent())!.split(/\s+/)[0]!;
    await page.getByRole('searchbox', { name: 'Search news by title' }).fill(word);
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await list.getByRole('heading', { level: 3 }).allTextContents()).every((t) => t.includes(word)))
      .toBe(true);

    // Open the first result.
    const title = (await list.getByRole('heading', { level: 3 }).first().textContent())!;
    await list.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/News\/NewsInfo\?id=\d+$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe(title);
    expect(await page.locator('article').getByText('Competition').count()).toBeGreaterThan(0);
    expect(await page.locator('article script').count()).toBe(0);

    await expectAccessible(page);
  });

  test('opens a shared link to a type and page, and Back steps through the pages chosen', async ({ openPage }) => {
    const page = await openPage('/News?type=4&page=2');
    const list = page.getByRole('list', { name: 'News list' });
    const headings = () => list.getByRole('heading', { level: 3 });
    await headings().first().waitFor();
    expect(await page.getByRole('button', { name: 'Competition' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await expect
      .poll(async () => [...new Set(await list.getByText(/^(Competition|Activity|Information)$/).allTextContents())])
      .toEqual(['Competition']);
    const secondPage = (await headings().allTextContents()).join('|');

    // Another page: a new address, so Back returns to page 2 with the same articles.
    await page.getByRole('button', { name: 'Page 3' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/News') && url.searchParams.get('page') === '3');
    await expect.poll(() => page.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(async () => (await headings().allTextContents()).join('|')).not.toBe(secondPage);
    expect(new URL(page.url()).searchParams.get('type')).toBe('4');

    await goBack(page);
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('type') === '4');
    await expect.poll(async () => (await headings().allTextContents()).join('|')).toBe(secondPage);
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('button', { name: 'Competition' }).getAttribute('aria-pressed')).toBe('true');

    // Another type starts from its first page; Back returns to the competitions on page 2.
    await page.getByRole('button', { name: 'Activity' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === '3' && !url.searchParams.has('page'));
    await expect.poll(() => page.getByRole('button', { name: 'Activity' }).getAttribute('aria-pressed')).toBe('true');
    await goBack(page);
    await expect.poll(() => page.getByRole('button', { name: 'Competition' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await headings().allTextContents()).join('|')).toBe(secondPage);

  });

  test('shows a clear not-found state for an unknown article and the home page for unknown paths', async ({ openPage }) => {
    const page = await openPage('/News/NewsInfo?id=999999');
    // The page says it, and the server's message arrives as a toast too.
    await page.getByRole('main').getByText('News not found').waitFor();

    await goto(page, page.url().replace(/\/News\/NewsInfo.*$/, '/no/such/page'));
    await page.getByRole('heading', { name: 'Latest news' }).waitFor();
    expect(await page.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
  });

  test('shows the no-data placeholder in the empty scenario', async ({ openPage }) => {
    const page = await openPage('/News?scenario=empty');
    await expect.poll(() => page.getByText('No data yet').count()).toBe(2);
  });
});
