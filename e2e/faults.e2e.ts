import { expect, goto, test, type Page } from './fixtures';

// `?faults=` (mocks/faults/): the demo's fake backend slows or fails calls for the tab, so the
// portal's loading and error states can be seen. /News lists its articles (and its pinned panel)
// with news.officialNewsList.
const newsList = (page: Page) => page.getByRole('list', { name: 'News list' });
const loadError = (page: Page) => page.getByText('Something went wrong while loading.').first();

test.describe('Latency and faults in the demo (?faults=)', () => {
  test('a slow network: Loading first, then the list, and the toolbar says faults are on', async ({ openPage }) => {
    const page = await openPage('/News?faults=*:slow-3g');
    await expect(page.getByText('Loading…').first()).toBeVisible();
    const started = Date.now();
    await newsList(page).getByRole('heading', { level: 3 }).first().waitFor();
    expect(Date.now() - started).toBeGreaterThan(1000);
    await expect(page.getByRole('button', { name: /Demo data · .* · faults on/ })).toBeVisible();
  });

  for (const [kind, toast] of [
    // The app tells an HTTP failure from a dropped connection by neither: both are "cannot reach".
    ['http-503', 'Cannot reach the server. Check your connection and try again.'],
    ['network', 'Cannot reach the server. Check your connection and try again.'],
    ['code-101', 'Injected fault (fake backend)'],
  ] as const) {
    test(`${kind}: the error state and its toast; an empty ?faults= clears the rules`, async ({ openPage }) => {
      const page = await openPage(`/News?faults=news.officialNewsList:${kind}`);
      await expect(loadError(page)).toBeVisible();
      await expect(page.getByText(toast).first()).toBeVisible();
      // `?faults=` with nothing clears the tab's rules.
      await goto(page, page.url().replace(/faults=[^&]*/, 'faults='));
      await newsList(page).getByRole('heading', { level: 3 }).first().waitFor();
      await expect(page.getByRole('button', { name: /faults on/ })).toHaveCount(0);
    });
  }

  test('timeout: no answer until the app gives up after 15 s, then the error state', async ({ openPage }) => {
    test.setTimeout(60_000);
    const page = await openPage('/News?faults=news.officialNewsList:timeout');
    await expect(page.getByText('Loading…').first()).toBeVisible();
    await expect(loadError(page)).toBeVisible({ timeout: 25_000 });
    await expect(page.getByText('The server took too long to answer. Please try again.').first()).toBeVisible();
  });
});
