import type { Page } from '@playwright/test';
import { appUrl, expect, openTab, test } from './fixtures';

const rankingsTable = (page: Page) => page.getByRole('table').first();

/** Shows the Cricket rankings, which the tab has not asked for yet, once their call is answered. */
const cricketRankings = async (page: Page) => {
  const answered = page.waitForResponse((response) => response.url().includes('/rpi/webranking/gameRanking'));
  await page.getByRole('tablist', { name: 'Game type' }).getByRole('tab', { name: 'Cricket' }).click();
  await answered;
};

test.describe("The demo's fake backend, one service worker for every tab", () => {
  test('answers each tab from its own scenario, also after the browser has stopped the worker', async ({ openPage }) => {
    const empty = await openPage('/MatchRanting?scenario=empty');
    await empty.getByText('No rankings yet').waitFor();

    // A new tab starts on the default scenario; the worker loads that data for it.
    const full = await openTab(empty.context(), '/MatchRanting');
    await rankingsTable(full).waitFor();

    // The browser stops an idle worker; the next call starts it again without the tabs' choices.
    const devtools = await empty.context().newCDPSession(empty);
    await devtools.send('ServiceWorker.enable');
    await devtools.send('ServiceWorker.stopAllWorkers');

    // A call of the empty tab (another game type's rankings): the worker asks the tab which data it runs.
    await cricketRankings(empty);
    await empty.getByText('No rankings yet').waitFor();
    expect(await empty.getByRole('table').count()).toBe(0);

    // And the full tab's next call switches back to the default data.
    await cricketRankings(full);
    await rankingsTable(full).waitFor();
  });

  test('answers a call that names a scenario (X-Mock-Scenario) from that data, leaving the tab on its own', async ({ openPage }) => {
    const page = await openPage('/MatchRanting');
    await rankingsTable(page).waitFor();

    /** What the worker answers to a news list asked from the page: the total, or the status and text of a refusal. */
    const newsList = (scenario: string | null) =>
      page.evaluate(
        async ({ url, scenario }) => {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(scenario === null ? {} : { 'X-Mock-Scenario': scenario }) },
            body: 'category=0&title=&countryId=617&pageNum=1&pageSize=5',
          });
          return response.ok ? ((await response.json()) as { data: { total: number } }).data.total : `${response.status} ${await response.text()}`;
        },
        { url: appUrl('/rpi/websitenews/officialNewsList'), scenario },
      );

    const full = await newsList(null);
    expect(full).toBeGreaterThan(0);
    expect(await newsList('empty')).toBe(0);
    expect(await newsList(null)).toBe(full);
    expect(await newsList('no-such')).toBe('400 Unknown scenario "no-such" in X-Mock-Scenario; known: default, empty, expired-session, broken-media\n');
    // The tab's own calls still meet its data.
    await cricketRankings(page);
    await rankingsTable(page).waitFor();
  });
});
