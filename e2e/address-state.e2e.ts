// The address is the only state of the four lists that used to replace it (activities, shop
// search, new shops, shop themes): each choice is a history entry, so Back and Forward step through
// the choices, a reload keeps the state, and a shared link opens it.
import { expect, goBack, goForward, goto, reload, test, type Locator, type OpenPage, type Page } from './fixtures';

/** What a list page shows, as text: its rows, the page marked current and its filters' values. */
type View = () => Promise<string>;

/** A view of `list`'s headings, the current page and the given controls; null while the list loads. */
const viewOf =
  (page: Page, list: Locator, level: number, controls: Locator[] = []): View =>
  async () => {
    if ((await page.locator('[aria-busy="true"]').count()) > 0 || (await list.count()) === 0) return 'loading';
    const rows = await list.getByRole('heading', { level }).allTextContents();
    const current = await page.locator('button[aria-current="page"]').allTextContents();
    const values = await Promise.all(controls.map((control) => control.inputValue()));
    return JSON.stringify({ rows, current, values });
  };

interface Shown {
  url: string;
  view: string;
}

/** Waits until the page shows `url` and `view` (the list loaded). */
const expectShown = async (page: Page, view: View, shown: Shown) => {
  await expect.poll(() => page.url()).toBe(shown.url);
  // A reload loads the page's code and the list again: on a busy machine that outlasts expect's 5 s.
  await expect.poll(view, { timeout: 15_000 }).toBe(shown.view);
};

/**
 * The view once it has settled: loaded, other than `unlike`, and the same on two reads a quarter
 * second apart. A choice passes through states of its own (a native select shows its new value
 * before the address changes; the old rows stay, marked busy, until the new ones come), and only
 * the state it settles in is one that Back and Forward come back to.
 */
const settledView = async (view: View, unlike?: string): Promise<string> => {
  let last = 'loading';
  await expect
    .poll(
      async () => {
        const now = await view();
        const settled = now !== 'loading' && now !== unlike && now === last;
        last = now;
        return settled;
      },
      { intervals: [250], timeout: 15_000 },
    )
    .toBe(true);
  return last;
};

/**
 * Makes each choice in turn (each must change the address and what the list shows), then steps
 * Back through all of them to the first state, Forward again to the last, and reloads: every step
 * shows the state it showed when it was made. Returns the states, first to last.
 */
const chooseThenStepThrough = async (page: Page, view: View, choices: ReadonlyArray<() => Promise<unknown>>): Promise<Shown[]> => {
  const states: Shown[] = [{ url: page.url(), view: await settledView(view) }];
  const entries = await page.evaluate(() => history.length);
  for (const choose of choices) {
    const before = states.at(-1)!;
    await choose();
    await expect.poll(() => page.url()).not.toBe(before.url);
    states.push({ url: page.url(), view: await settledView(view, before.view) });
  }
  // Each choice pushed an entry of its own.
  expect(await page.evaluate(() => history.length)).toBe(entries + choices.length);

  for (let index = states.length - 2; index >= 0; index -= 1) {
    await goBack(page);
    await expectShown(page, view, states[index]!);
  }
  for (let index = 1; index < states.length; index += 1) {
    await goForward(page);
    await expectShown(page, view, states[index]!);
  }
  await reload(page);
  await expectShown(page, view, states.at(-1)!);
  return states;
};

/** A shared link: the address opened in a fresh browser context shows the same state. */
const expectSharedLinkShows = async (openPage: OpenPage, shown: Shown, open: (page: Page) => View) => {
  const page = await openPage(new URL(shown.url).pathname + new URL(shown.url).search);
  await expectShown(page, open(page), shown);
};

const pageButton = (page: Page, number: number) => page.getByRole('button', { name: `Page ${number}` });

test.describe('List state lives in the address', () => {
  test('activities: a month, a type and a page are each a step of Back and Forward, kept on reload and in a link', async ({ openPage }) => {
    const page = await openPage('/ShopActivitie');
    const activities = (on: Page) =>
      viewOf(on, on.getByRole('list', { name: 'Activity list' }), 3, [
        on.getByRole('combobox', { name: 'Year' }),
        on.getByRole('combobox', { name: 'Month' }),
      ]);
    // Next month always has several pages (the fake backend plans it so); in December its year first.
    const today = new Date();
    const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
    const choices: Array<() => Promise<unknown>> = [];
    if (next.getFullYear() !== today.getFullYear()) {
      choices.push(() => page.getByRole('combobox', { name: 'Year' }).selectOption(String(next.getFullYear())));
    }
    choices.push(
      () => page.getByRole('combobox', { name: 'Month' }).selectOption(String(next.getMonth() + 1)),
      () => pageButton(page, 2).click(),
      () => page.getByRole('button', { name: 'Activities' }).click(),
    );
    const states = await chooseThenStepThrough(page, activities(page), choices);
    expect(new URL(states.at(-1)!.url).searchParams.get('type')).toBe('1');

    await expectSharedLinkShows(openPage, states.at(-2)!, activities);
  });

  test('shop search: a page and a search are each a step of Back and Forward, kept on reload and in a link', async ({ openPage }) => {
    const page = await openPage('/AdartsShop/ShopSearch?value=');
    const results = (on: Page) =>
      viewOf(on, on.getByRole('list', { name: 'Search results' }), 2, [on.getByRole('searchbox', { name: 'Search shops by name' })]);
    const box = page.getByRole('searchbox', { name: 'Search shops by name' });
    const states = await chooseThenStepThrough(page, results(page), [
      () => pageButton(page, 2).click(),
      async () => {
        // A word of a shop name on the second page.
        const name = await page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 2 }).first().textContent();
        await box.fill(name!.trim().split(/\s+/)[0]!);
        await box.press('Enter');
      },
    ]);
    expect(new URL(states[1]!.url).search).toBe('?value=&page=2');

    await expectSharedLinkShows(openPage, states[1]!, results);
  });

  test('new shops: a page and a country are each a step of Back and Forward, kept on reload and in a link', async ({ openPage }) => {
    const page = await openPage('/AdartsShop/NewShop');
    const shops = (on: Page) =>
      viewOf(on, on.getByRole('list', { name: 'Shops, newest first' }), 2, [on.getByRole('combobox', { name: 'Country or region' })]);
    await page.getByRole('option', { name: 'Japan' }).waitFor({ state: 'attached' });
    const states = await chooseThenStepThrough(page, shops(page), [
      () => pageButton(page, 2).click(),
      () => page.getByRole('combobox', { name: 'Country or region' }).selectOption({ label: 'Japan' }),
      () => pageButton(page, 2).click(),
    ]);
    expect(new URL(states.at(-1)!.url).search).toBe('?country=17829&page=2');

    await expectSharedLinkShows(openPage, states.at(-1)!, shops);
  });

  test('shop themes: a page and a country are each a step of Back and Forward, kept on reload and in a link', async ({ openPage }) => {
    const page = await openPage('/AdartsShop/ShopTheme');
    const themes = (on: Page) =>
      viewOf(on, on.getByRole('list', { name: 'Shops and their themes' }), 2, [on.getByRole('combobox', { name: 'Country or region' })]);
    await page.getByRole('option', { name: 'Hong Kong' }).waitFor({ state: 'attached' });
    const states = await chooseThenStepThrough(page, themes(page), [
      () => pageButton(page, 2).click(),
      () => page.getByRole('combobox', { name: 'Country or region' }).selectOption({ label: 'Hong Kong' }),
    ]);
    expect(new URL(states.at(-1)!.url).search).toBe('?country=19464');

    await expectSharedLinkShows(openPage, states[1]!, themes);
  });

  test('shop themes: leaving a page past the end replaces its address, so Back does not return to it', async ({ openPage }) => {
    const page = await openPage('/');
    await goto(page, '/AdartsShop/ShopTheme?page=99');
    await page.getByText('This page is past the end of the list.').waitFor();
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: 'Back to the last page' }).click();
    await page.waitForURL(/\/AdartsShop\/ShopTheme\?page=\d+$/);
    expect(new URL(page.url()).searchParams.get('page')).not.toBe('99');
    await page.getByRole('list', { name: 'Shops and their themes' }).getByRole('heading', { level: 2 }).first().waitFor();
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await goBack(page);
    await page.waitForURL((url) => url.pathname === '/');
  });
});
