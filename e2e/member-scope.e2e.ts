// Member scope in the browser (docs/decisions/019-member-scope.md): member A visits every member
// screen and the gift box; A's session then ends with code 198 in the same tab, without a reload
// (what stays in memory is what could leak); member B logs in there and visits the same screens.
// A recorder in the page watches the DOM the whole time B is logged in (every text added or
// changed, attributes, form fields, and the whole page every 50 ms) for any of A's data.
import { readdirSync, readFileSync } from 'node:fs';
import { db, DEMO_MEMBER_ID, resetFakeBackend } from '../mocks/node';
import { demoCircle } from '../mocks/db/demo-circle';
import { hashPassword } from '../src/shared/api/wire';
import { expect, test, type Page } from './fixtures';
import { logIn, PASSWORD } from './members';

/**
 * Member B: the first seeded member with nothing to do with the demo member (no friendship or
 * request either way, not met lately), so none of A's data is B's own: B's screens never show A's
 * nickname or A's friends legitimately. The demo in the browser runs the same seed.
 */
async function accountOfMemberB(): Promise<string> {
  await resetFakeBackend();
  const members = db.members.all();
  const circle = new Set(Object.values(demoCircle(members)).flat());
  return members.find((member) => member.memberId !== DEMO_MEMBER_ID && !circle.has(member.memberId))!.account;
}

/** Every text of the app's own (English) UI: labels, not anyone's data. */
const uiTexts = (): Set<string> => {
  const folder = new URL('../src/shared/i18n/locales/en/', import.meta.url);
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value.trim());
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const file of readdirSync(folder)) collect(JSON.parse(readFileSync(new URL(file, folder), 'utf8')));
  return texts;
};

/** Waits until the page has been still for 500 ms (at most 10 s): its calls answered and rendered. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const deadline = setTimeout(() => {
          observer.disconnect();
          clearTimeout(quiet);
          resolve();
        }, 10_000);
        let quiet = setTimeout(finish, 500);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(finish, 500);
        });
        function finish() {
          // A screen still loading (its code or its data) is not settled yet.
          if (document.querySelector('main [aria-busy="true"]') || /Loading…/.test(document.querySelector('main')?.textContent ?? 'Loading…')) {
            quiet = setTimeout(finish, 200);
            return;
          }
          observer.disconnect();
          clearTimeout(deadline);
          clearTimeout(quiet);
          resolve();
        }
        observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      }),
  );

/**
 * Where the page is, as its content says: the path, the screen's first heading, and "(dialog)"
 * while a dialog (the gift box) is open. Not the address alone: the previous screen stays in the
 * page for a moment after the address changed, while the next one's code loads. Installed in the
 * page (the tab never reloads) as `__placeOf`.
 */
type Place = string;
const installPlaceOf = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __placeOf: () => string }).__placeOf = () =>
      `${location.pathname} · ${document.querySelector('main h2')?.textContent?.trim() ?? ''}` +
      (document.querySelector('[role="dialog"]') ? ' (dialog)' : '');
  });

/**
 * The member's data a screen shows, line by line: the text of the header, the page's content and
 * an open dialog (never the toasts, which come and go on their own timing) and what its fields hold.
 */
const screenLines = (page: Page): Promise<{ place: Place; lines: string[] }> =>
  page.evaluate(() => {
    const parts = [...document.querySelectorAll('header, main, [role="dialog"]')] as HTMLElement[];
    const fields = [...document.querySelectorAll('input, textarea, select')].map((field) => (field as HTMLInputElement).value);
    const lines = [...parts.flatMap((part) => part.innerText.split('\n')), ...fields].map((line) => line.trim()).filter(Boolean);
    return { place: (window as unknown as { __placeOf: () => string }).__placeOf(), lines: [...new Set(lines)] };
  });

/** The screens of the brief, in order; `seen` gets each one's lines once it has settled. */
async function visitMemberScreens(page: Page, seen: (screen: { place: Place; lines: string[] }) => void) {
  const look = async () => {
    await settle(page);
    seen(await screenLines(page));
  };
  const myPage = page.getByRole('navigation', { name: 'My page sections' });
  const shop = page.getByRole('navigation', { name: 'Item shop pages' });
  const goTo = async (link: ReturnType<Page['getByRole']>, path: string) => {
    await link.click();
    await page.waitForURL((url) => url.pathname === path);
    await look();
  };

  await goTo(page.getByRole('banner').locator('a[href="/MyPageIndex"]'), '/MyPageIndex');
  for (const [name, section] of [
    ['All game data', 'AllGameData'],
    ['Last 30 games', 'About30Game'],
    ['Award history', 'AwardHistory'],
    ['Friends', 'FriendsList'],
    ['Add friends', 'AddFriends'],
    ['Card settings', 'AdartsCardSetting'],
    ['Account information', 'AccountInfoSetting'],
    ['Change password', 'PasswordSetting'],
    ['Award messages', 'AdartsMsgSetting'],
  ] as const) {
    await goTo(myPage.getByRole('link', { name, exact: true }), `/MyPageIndex/${section}`);
  }
  // The Add friends page's other tab: the requests waiting for the member.
  await goTo(myPage.getByRole('link', { name: 'Add friends', exact: true }), '/MyPageIndex/AddFriends');

  await goTo(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Item shop', exact: true }), '/ShopProp');
  await goTo(shop.getByRole('link', { name: 'Item settings', exact: true }), '/ShopProp/MySetting');
  await goTo(shop.getByRole('link', { name: 'My items', exact: true }), '/ShopProp/MyPropList');
  await page.getByRole('tab', { name: 'All', exact: true }).first().click();
  await look();
  await goTo(shop.getByRole('link', { name: 'Buy items', exact: true }), '/ShopProp/ItemBuy');
  await page.getByRole('list', { name: 'Items' }).getByRole('link').first().click();
  await page.waitForURL((url) => url.searchParams.has('id'));
  await look();

  // The gift box from the header: the gifts received, then the requests.
  await page.getByRole('banner').getByRole('button', { name: /^Gift box/ }).click();
  const box = page.getByRole('dialog', { name: 'Gift box' });
  await box.getByRole('tab', { name: 'Received gifts', selected: true }).waitFor();
  await look();
  await box.getByRole('tab', { name: 'Requests' }).click();
  await look();
  await page.keyboard.press('Escape');
  await box.waitFor({ state: 'hidden' });
}

/** A line that is data rather than a short label or figure every member has ("RT", "3", "12"). */
const isData = (line: string) => (/^[\d.,:%\s-]+$/.test(line) ? line.replace(/\D/g, '').length >= 4 : line.length >= 3);

interface Sighting {
  needle: string;
  place: Place;
  via: string;
}

/**
 * Starts watching the page for `needles` (anywhere) and `scoped` needles (only on their place):
 * every text added or changed, every attribute a reader meets (alt, aria-label, title, value), and
 * every 50 ms the whole page's text and its fields. Only while a member other than A is logged in
 * (session storage holds another token than A's). `sightings()` reads what it saw.
 */
const watchForMemberA = (page: Page, needles: string[], scoped: Record<Place, string[]>) =>
  page.evaluate(
    ({ needles: everywhere, scoped: byPlace }) => {
      const memberA = sessionStorage.getItem('token');
      const found = new Map<string, { needle: string; place: string; via: string }>();
      const placeNow = (window as unknown as { __placeOf: () => string }).__placeOf;
      // Line by line, as the needles were read: "30 games" is A's count, not part of the "Last 30 games" link.
      const look = (text: string | null | undefined, via: string) => {
        const token = sessionStorage.getItem('token');
        if (!text || token === null || token === memberA) return;
        const place = placeNow();
        const lines = new Set(text.split('\n').map((line) => line.trim()));
        for (const needle of [...everywhere, ...(byPlace[place] ?? [])]) {
          const key = `${needle} @ ${place}`;
          if (lines.has(needle) && !found.has(key)) found.set(key, { needle, place, via });
        }
      };
      const textOf = (node: Node) => (node instanceof HTMLElement ? node.innerText : node.textContent);
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'characterData') look(record.target.textContent, 'text changed');
          else if (record.type === 'attributes') look((record.target as Element).getAttribute(record.attributeName!), `${record.attributeName} set`);
          else record.addedNodes.forEach((node) => look(textOf(node), 'added'));
        }
      });
      observer.observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['alt', 'aria-label', 'title', 'value'],
      });
      setInterval(() => {
        look(document.body.innerText, 'on screen');
        document.querySelectorAll('input, textarea, select').forEach((field) => look((field as HTMLInputElement).value, 'in a field'));
      }, 50);
      (window as unknown as { __sightingsOfA: () => unknown[] }).__sightingsOfA = () => [...found.values()];
    },
    { needles, scoped },
  );

const sightingsOf = (page: Page) => page.evaluate(() => (window as unknown as { __sightingsOfA: () => Sighting[] }).__sightingsOfA());

/** Ends the session this tab holds: ten more logins of the same member end its oldest one (at most 10 live). */
const endSessionElsewhere = (page: Page, account: string) =>
  page.evaluate(
    async ({ username, password }) => {
      for (let login = 0; login < 10; login += 1) {
        const response = await fetch('/rps/login', { method: 'POST', body: new URLSearchParams({ username, password }) });
        const { code } = (await response.json()) as { code: number };
        if (code !== 100) throw new Error(`login answered ${code}`);
      }
    },
    { username: account, password: hashPassword(PASSWORD) },
  );

test.describe("Member scope: after member A's session ends with 198, member B in the same tab", () => {
  test("never sees any of A's data on a member screen or in the gift box", async ({ openPage }) => {
    test.setTimeout(300_000);
    const accountB = await accountOfMemberB();

    // Member A (the demo member) visits every member screen; what they show is A's.
    const page = await openPage('/Login?redirect=%2FMyPageIndex');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await installPlaceOf(page);
    await logIn(page, 'demo');
    await page.waitForURL((url) => url.pathname === '/MyPageIndex');
    const aLines = new Map<Place, Set<string>>();
    await visitMemberScreens(page, ({ place, lines }) => aLines.set(place, new Set([...(aLines.get(place) ?? []), ...lines])));

    // What B's own screens show, in a tab of its own that A never used: B's data and the labels
    // every member sees. A's lines that B's screens show too are no sign of a leak.
    const clean = await openPage('/Login?redirect=%2FMyPageIndex');
    await clean.emulateMedia({ reducedMotion: 'reduce' });
    await installPlaceOf(clean);
    await logIn(clean, accountB);
    await clean.waitForURL((url) => url.pathname === '/MyPageIndex');
    const bLines = new Map<Place, Set<string>>();
    await visitMemberScreens(clean, ({ place, lines }) => bLines.set(place, new Set([...(bLines.get(place) ?? []), ...lines])));

    // A's data: what A's screens showed that is neither a text of the app's UI nor anything B's
    // own screens show; per screen too, for what B sees elsewhere (the catalogue's item titles).
    const ui = uiTexts();
    const isAData = (line: string) => isData(line) && !ui.has(line);
    const everyB = new Set([...bLines.values()].flatMap((lines) => [...lines]));
    const needles = [...new Set([...aLines.values()].flatMap((lines) => [...lines]))].filter((line) => isAData(line) && !everyB.has(line));
    const scoped = Object.fromEntries(
      [...aLines].map(([place, lines]) => [place, [...lines].filter((line) => isAData(line) && !bLines.get(place)?.has(line))]),
    );
    // A's data of every kind the brief names is among what is watched for.
    expect(needles).toEqual(
      expect.arrayContaining(['Demo Player', 'demo@example.com', '1,250 gold', 'Gift box, 3 new', 'The Arrow', 'Steady Eddie']),
    );
    expect(needles.some((line) => /^Card No\. \d{16}$/.test(line))).toBe(true);
    const myItems = Object.entries(scoped).find(([place]) => place.startsWith('/ShopProp/MyPropList'))![1];
    expect(myItems).toEqual(expect.arrayContaining(['Neon Arcade Style', 'Gold Crown Marks']));

    // A's session ends elsewhere; the next member call in this tab (the gift box, from the item's
    // detail) answers 198: the login page, which remembers the item.
    await watchForMemberA(page, needles, scoped);
    const itemPath = new URL(page.url()).search;
    await endSessionElsewhere(page, 'demo');
    await page.getByRole('banner').getByRole('button', { name: /^Gift box/ }).click();
    await page.waitForURL((url) => url.pathname === '/Login');
    await page.getByText('Please login and check!').waitFor();

    // Member B logs in in the same tab, lands back on the item, and visits every screen.
    await logIn(page, accountB);
    await page.waitForURL((url) => url.pathname === '/ShopProp/ItemBuy' && url.search === itemPath);
    await settle(page);
    await visitMemberScreens(page, () => undefined);

    expect(await sightingsOf(page)).toEqual([]);
  });
});
