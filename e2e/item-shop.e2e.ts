// The item shop as a member uses it on a phone: buying (once, even on double clicks), using and
// renewing an item, templates, and gifts between two members of the demo (logged in one after the
// other in the same page: the fake backend keeps its data in the page).
import { expect, expectAccessible, goBack, goto, type Locator, type Page, reload, test } from './fixtures';
import { logIn, logOutButton } from './members';

/** "1,250 gold" → 1250. */
const goldOf = (text: string | null): number => {
  const match = /^([\d,]+) gold$/.exec((text ?? '').trim());
  if (!match) throw new Error(`Not an amount of gold: "${text}"`);
  return Number(match[1]!.replace(/,/g, ''));
};

/** The value of a `<dt>`/`<dd>` pair inside `scope`. */
const fact = (scope: Page | Locator, label: string) => scope.locator(`dt:text-is("${label}") + dd`);

/** The gold balance beside the shop's title. */
const shellBalance = (page: Page) => page.locator('p', { has: page.getByText('Gold balance', { exact: true }) }).locator('.amount');
const readShellBalance = async (page: Page) => {
  await expect.poll(() => shellBalance(page).textContent()).toMatch(/gold$/);
  return goldOf(await shellBalance(page).textContent());
};

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The screen fits the phone and axe finds nothing serious. */
const expectFitsAndAccessible = async (page: Page) => {
  expect(await sidewaysOverflow(page)).toBe(0);
  await expectAccessible(page);
};

const toast = (page: Page, text: string | RegExp): Locator => page.getByRole('status').filter({ hasText: text });

const shopMenu = (page: Page) => page.getByRole('navigation', { name: 'Item shop pages' });
const SECTIONS = { 'Buy items': '/ShopProp/ItemBuy', 'My items': '/ShopProp/MyPropList', 'Item settings': '/ShopProp/MySetting' } as const;
const openSection = async (page: Page, name: keyof typeof SECTIONS) => {
  await shopMenu(page).getByRole('link', { name, exact: true }).click();
  await page.waitForURL((url) => url.pathname === SECTIONS[name]);
};

/** Logs out from the header (on a phone, its menu), then in again as `account` from the header's Log in link (all in the same page). */
const switchMember = async (page: Page, account: string) => {
  await (await logOutButton(page)).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/Login');
  await logIn(page, account);
  await page.waitForURL((url) => url.pathname === '/');
  await (await logOutButton(page)).waitFor();
};

/** The nickname the header shows for the member logged in (the account name shows until it is read). */
const memberNickname = async (page: Page, account: string) => {
  const link = page.getByRole('banner').locator('a[href="/MyPageIndex"]');
  const shown = async () => ((await link.textContent()) ?? '').trim();
  await expect.poll(shown).not.toMatch(new RegExp(`^(${account})?$`));
  return shown();
};

/** The demo member's friends one can log in as, read from the fake backend's dev toolbar (closed again after). */
const friendAccounts = async (page: Page): Promise<{ account: string; nickname: string }[]> => {
  const toggle = page.getByRole('button', { name: /^Demo data · / });
  await toggle.click();
  const list = page.getByRole('group', { name: 'Fake backend' }).getByRole('list', { name: 'Friends to log in as' });
  await list.waitFor();
  const friends = await list.locator('li').evaluateAll((items) =>
    items.map((item) => ({
      account: item.querySelector('code')?.textContent?.trim() ?? '',
      nickname: item.querySelector('.kind')?.textContent?.trim() ?? '',
    })),
  );
  await page.keyboard.press('Escape');
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  return friends;
};

/** The header's gift box button, and the count its name gives ("Gift box, 3 new"; none: "Gift box"). */
const giftBoxButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Gift box/ });
const giftCount = async (page: Page) => {
  const snapshot = await giftBoxButton(page).ariaSnapshot();
  const name = /button "([^"]*)"/.exec(snapshot)?.[1] ?? '';
  expect(name).toMatch(/^Gift box(, \d+ new)?$/);
  return Number(/, (\d+) new$/.exec(name)?.[1] ?? 0);
};
const openGiftBox = async (page: Page) => {
  await giftBoxButton(page).click();
  const box = page.getByRole('dialog', { name: 'Gift box' });
  await box.getByRole('tab', { name: 'Received gifts', selected: true }).waitFor();
  return box;
};

/** The catalogue of one type, as cards: title, price, and the link to its detail. */
const catalogueOfType = async (page: Page, type: string) => {
  await page.getByRole('tablist', { name: 'Item types' }).getByRole('tab', { name: type, exact: true }).click();
  const list = page.getByRole('list', { name: 'Items' });
  const types = () => list.locator('li .type').allTextContents();
  await expect.poll(async () => { const shown = await types(); return shown.length > 0 && shown.every((text) => text.trim() === type); }).toBe(true);
  const cards = await list.locator('li').evaluateAll((items) =>
    items.map((item) => ({ title: item.querySelector('h3')?.textContent?.trim() ?? '', price: item.querySelector('.price')?.textContent?.trim() ?? '' })),
  );
  return cards.map((card) => ({ title: card.title, price: goldOf(card.price) })).sort((a, b) => a.price - b.price);
};

/** Opens an item's detail from the catalogue card, once its buttons are there. */
const openDetail = async (page: Page, title: string) => {
  await page.getByRole('list', { name: 'Items' }).getByRole('link', { name: title, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.has('id'));
  await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
  await page.getByRole('button', { name: /^(Buy|Renew)$/ }).waitFor();
};

/** Cheapest first, the first item of `type` the member does not own (its detail offers Buy, not Renew); left open. */
const openUnownedItem = async (page: Page, type: string) => {
  for (const card of await catalogueOfType(page, type)) {
    await openDetail(page, card.title);
    if ((await page.getByRole('button', { name: 'Buy', exact: true }).count()) === 1) return card;
    await goBack(page);
    await page.getByRole('list', { name: 'Items' }).waitFor();
  }
  throw new Error(`The member owns every ${type} item`);
};

/** The content of a slot on the settings page ("Empty" or the item's title). */
const slotContent = (page: Page, type: string) =>
  page
    .getByRole('list', { name: 'My 14 slots' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4, name: type, exact: true }) })
    .locator('.content');

const inUseTemplate = (page: Page) => page.getByRole('region', { name: 'Templates' }).getByRole('status');

// Long walks through many screens, each also checked by axe (e2e/fixtures.ts does it after every navigation).
test.describe('Item shop, as a member on a phone', () => {
  test.describe.configure({ timeout: 120_000 });
  test('sends a visitor to log in, then buys an item once on double clicks, puts it in its slot and renews it', async ({ openPage }) => {
    // A visitor is sent to log in and comes back to the settings.
    const page = await openPage('/ShopProp/MySetting', { viewport: 'mobile' });
    await page.waitForURL((url) => url.pathname === '/Login');
    await logIn(page, 'demo');
    await page.waitForURL((url) => url.pathname === '/ShopProp/MySetting');
    await page.getByRole('list', { name: 'My 14 slots' }).waitFor();
    await expectFitsAndAccessible(page);

    // The cheapest Sound item not owned yet.
    await openSection(page, 'Buy items');
    await page.getByRole('list', { name: 'Items' }).waitFor();
    await expectFitsAndAccessible(page);
    const item = await openUnownedItem(page, 'Sound');
    await expectFitsAndAccessible(page);
    const before = goldOf(await fact(page, 'Your gold').textContent());
    expect(await readShellBalance(page)).toBe(before);
    expect(goldOf(await fact(page, 'Price').textContent())).toBe(item.price);

    const buyRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rpi/item/my/buy')) buyRequests.push(request.url());
    });
    await page.getByRole('button', { name: 'Buy', exact: true }).dblclick();
    const dialog = page.getByRole('dialog', { name: `Buy ${item.title}?` });
    await dialog.waitFor();
    expect(await dialog.getByRole('definition').allTextContents()).toEqual([
      `${item.price} gold`,
      `${before.toLocaleString('en')} gold`,
      `${(before - item.price).toLocaleString('en')} gold`,
      expect.stringMatching(/\d{4}/),
    ]);
    await expectFitsAndAccessible(page);
    await dialog.getByRole('button', { name: 'Buy', exact: true }).dblclick();
    await toast(page, new RegExp(`^Bought ${item.title}, valid until`)).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Renew', exact: true }).waitFor();
    await expect.poll(() => fact(page, 'Your gold').textContent()).toBe(`${(before - item.price).toLocaleString('en')} gold`);
    await expect.poll(() => readShellBalance(page)).toBe(before - item.price);
    expect(buyRequests).toHaveLength(1);

    // Use it: its slot, then My items › In use.
    await openSection(page, 'Item settings');
    await page.getByRole('button', { name: 'Change the Sound slot' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose a Sound item' });
    await chooser.getByRole('list', { name: 'Sound items you can use' }).waitFor();
    await expectFitsAndAccessible(page);
    await chooser.getByRole('button', { name: new RegExp(`^${item.title}`) }).click();
    await toast(page, 'Slot updated.').waitFor();
    await chooser.waitFor({ state: 'hidden' });
    await expect.poll(() => slotContent(page, 'Sound').textContent()).toBe(item.title);
    await expect.poll(() => inUseTemplate(page).textContent()).toBe('No template in use');
    await expectFitsAndAccessible(page);

    await openSection(page, 'My items');
    await page.getByRole('tab', { name: 'In use', selected: true }).waitFor();
    const used = page.getByRole('list', { name: 'Items in use' }).getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: item.title, exact: true }) });
    await used.waitFor();
    expect(await used.textContent()).toContain('90 days left');
    await expectFitsAndAccessible(page);

    // Renew it from its detail: the confirmation names the expiry after renewal, and the gold drops again.
    await openSection(page, 'Buy items');
    await catalogueOfType(page, 'Sound');
    await openDetail(page, item.title);
    const renewedExpiry = await fact(page, 'After renewal').textContent();
    const currentExpiry = await fact(page, 'You own it until').textContent();
    expect(renewedExpiry).toMatch(/\d{4}/);
    await page.getByRole('button', { name: 'Renew', exact: true }).click();
    const renewal = page.getByRole('dialog', { name: `Renew ${item.title}?` });
    await renewal.waitFor();
    expect(await fact(renewal, 'Valid until').textContent()).toBe(renewedExpiry);
    expect(await fact(renewal, 'Gold after').textContent()).toBe(`${(before - 2 * item.price).toLocaleString('en')} gold`);
    await renewal.getByRole('button', { name: 'Renew', exact: true }).click();
    await toast(page, `Renewed ${item.title}, valid until ${renewedExpiry}.`).waitFor();
    await expect.poll(() => readShellBalance(page)).toBe(before - 2 * item.price);
    await expect.poll(() => fact(page, 'You own it until').textContent()).toContain(renewedExpiry!);
    expect(currentExpiry).not.toContain(renewedExpiry!);
    expect(buyRequests).toHaveLength(2);
  });
  test('saves the slots as a template, switches templates, uses none, and deletes one then several', async ({ openAsMember }) => {
    const page = await openAsMember('/ShopProp/MySetting', { viewport: 'mobile' });
    const templates = page.getByRole('list', { name: 'My templates' });
    const names = async () => (await templates.locator('.name').allTextContents()).map((name) => name.trim());
    const slots = () => page.getByRole('list', { name: 'My 14 slots' }).locator('.content').allTextContents();
    await templates.waitFor();
    await expect.poll(() => inUseTemplate(page).textContent()).toBe('Template in use: Tournament Night');
    expect(await names()).toEqual(['Tournament Night', 'Chill Practice']);
    await page.getByText('2 of 10 templates').waitFor();
    const tournamentSlots = await slots();
    expect(tournamentSlots).toHaveLength(14);
    await expectFitsAndAccessible(page);

    // Save the slots as a new template: an empty name is refused first.
    await page.getByRole('button', { name: 'Save as new template' }).click();
    const editor = page.getByRole('dialog', { name: 'Save as new template' });
    const name = editor.getByRole('textbox', { name: 'Template name' });
    await name.waitFor();
    expect(await name.evaluate((input) => input === document.activeElement)).toBe(true);
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await editor.getByText('Enter a name for the template.').waitFor();
    expect(await editor.isVisible()).toBe(true);
    await expectFitsAndAccessible(page);
    await name.fill('Weekend League');
    await name.press('Enter');
    await toast(page, 'Template saved.').waitFor();
    await editor.waitFor({ state: 'hidden' });
    await expect.poll(names).toEqual(['Tournament Night', 'Chill Practice', 'Weekend League']);
    await page.getByText('3 of 10 templates').waitFor();

    // Another template: the slots reload with its items.
    await page.getByRole('button', { name: 'Use the template Chill Practice' }).click();
    await toast(page, 'Template applied: your slots now hold its items.').waitFor();
    await expect.poll(() => inUseTemplate(page).textContent()).toBe('Template in use: Chill Practice');
    await expect.poll(() => slotContent(page, 'Effect').textContent()).toBe('Ripple Ring Effect');
    expect(await slotContent(page, 'Style').textContent()).toBe('Empty');
    expect(await slotContent(page, 'Hat trick').textContent()).toBe('Hat Trick Top Hat');
    expect(await slots()).not.toEqual(tournamentSlots);
    // The saved one brings back the slots it was saved from.
    await page.getByRole('button', { name: 'Use the template Weekend League' }).click();
    await expect.poll(() => inUseTemplate(page).textContent()).toBe('Template in use: Weekend League');
    await expect.poll(slots).toEqual(tournamentSlots);
    await expectFitsAndAccessible(page);

    // No template: the slots keep their items.
    await page.getByRole('button', { name: 'Use no template' }).click();
    await toast(page, 'No template in use. Your slots keep their items.').waitFor();
    await expect.poll(() => inUseTemplate(page).textContent()).toBe('No template in use');
    expect(await slots()).toEqual(tournamentSlots);
    expect(await page.getByRole('button', { name: 'Use no template' }).count()).toBe(0);

    // Delete one, after a confirmation naming it.
    expect(await page.getByRole('button', { name: 'Delete selected (0)' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('checkbox', { name: 'Choose Weekend League for deletion' }).check();
    await page.getByRole('button', { name: 'Delete selected (1)' }).click();
    const confirmOne = page.getByRole('dialog', { name: 'Delete 1 template?' });
    await confirmOne.waitFor();
    expect(await confirmOne.getByRole('listitem').allTextContents()).toEqual(['Weekend League']);
    await expectFitsAndAccessible(page);
    await confirmOne.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Templates deleted.').waitFor();
    await expect.poll(names).toEqual(['Tournament Night', 'Chill Practice']);
    await page.getByText('2 of 10 templates').waitFor();

    // Delete several at once.
    await page.getByRole('checkbox', { name: 'Choose Tournament Night for deletion' }).check();
    await page.getByRole('checkbox', { name: 'Choose Chill Practice for deletion' }).check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    const confirmTwo = page.getByRole('dialog', { name: 'Delete 2 templates?' });
    expect(await confirmTwo.getByRole('listitem').allTextContents()).toEqual(['Tournament Night', 'Chill Practice']);
    await confirmTwo.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirmTwo.waitFor({ state: 'hidden' });
    await page.getByText('No templates yet. Save your slots as a template to switch back to them in one step.').waitFor();
    await page.getByText('0 of 10 templates').waitFor();
    expect(await templates.count()).toBe(0);
    expect(await slots()).toEqual(tournamentSlots);
    await expectFitsAndAccessible(page);
  });

  test('gives a friend an item, who opens it, asks for another, and the demo member accepts', async ({ openAsMember }) => {
    const page = await openAsMember('/ShopProp/ItemBuy', { viewport: 'mobile' });
    const demoName = await memberNickname(page, 'demo');
    const [friend] = await friendAccounts(page);
    expect(friend?.account).toMatch(/\S/);
    expect(friend?.nickname).toMatch(/\S/);

    // A Style item cannot be given nor asked for, and says why.
    const [style] = await catalogueOfType(page, 'Style');
    await openDetail(page, style!.title);
    const giveStyle = page.getByRole('button', { name: 'Give as a present' });
    expect(await giveStyle.isDisabled()).toBe(true);
    expect(await page.locator(`#${await giveStyle.getAttribute('aria-describedby')}`).textContent()).toBe(
      'Style items cannot be given as presents.',
    );
    expect(await page.getByRole('button', { name: 'Ask for it as a present' }).isDisabled()).toBe(true);
    await page.getByText('Style items cannot be asked for as presents.').waitFor();

    // Give the cheapest Mark award item to the friend: the demo member pays its price.
    await page.getByRole('link', { name: 'Back to the items' }).click();
    const [gift] = await catalogueOfType(page, 'Mark award');
    await openDetail(page, gift!.title);
    const before = await readShellBalance(page);
    await page.getByRole('button', { name: 'Give as a present' }).click();
    const giving = page.getByRole('dialog', { name: `Give ${gift!.title}` });
    await giving.getByRole('group', { name: 'Who gets it?' }).waitFor();
    await expectFitsAndAccessible(page);
    await giving.getByRole('radio', { name: new RegExp(`^${friend!.nickname} `) }).check();
    await giving.getByRole('button', { name: 'Next' }).click();
    await giving.getByText(`Give ${gift!.title} to ${friend!.nickname} for ${gift!.price} gold?`).waitFor();
    await giving.getByRole('button', { name: 'Pay and send' }).click();
    await toast(page, `Gift sent to ${friend!.nickname}.`).waitFor();
    await giving.waitFor({ state: 'hidden' });
    await expect.poll(() => readShellBalance(page)).toBe(before - gift!.price);

    // The friend finds it in the gift box, from the demo member, and opens it.
    await switchMember(page, friend!.account);
    await expect.poll(() => page.getByRole('banner').locator('a[href="/MyPageIndex"]').textContent()).toBe(friend!.nickname);
    // An address typed in the same tab: the fake backend keeps its data across the reload.
    await goto(page, '/ShopProp/MyPropList?tab=all');
    const mine = page
      .getByRole('list', { name: 'All my items' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: gift!.title, exact: true }) });
    // Not theirs yet (a friend may own nothing at all).
    await page.getByRole('list', { name: 'All my items' }).or(page.getByText('You have no items yet.')).waitFor();
    expect(await mine.count()).toBe(0);
    const friendCount = await giftCount(page);
    expect(friendCount).toBeGreaterThan(0);
    const box = await openGiftBox(page);
    const received = box.getByRole('list', { name: 'Gifts waiting to be opened' });
    const row = received.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: gift!.title, exact: true }) });
    await row.waitFor();
    expect(await fact(row, 'From').textContent()).toBe(demoName);
    await expectFitsAndAccessible(page);
    await row.getByRole('button', { name: `Open ${gift!.title}` }).click();
    await toast(page, 'Gift opened. The item is now in My items.').waitFor();
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => giftCount(page)).toBe(friendCount - 1);
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'hidden' });

    // My items, shown behind the box, lists it now.
    await mine.waitFor();
    expect(await fact(mine, 'Validity').textContent()).toBe('90 days left');
    await expectFitsAndAccessible(page);

    // The friend asks the demo member for the cheapest Sound item.
    await openSection(page, 'Buy items');
    const [wanted] = await catalogueOfType(page, 'Sound');
    await openDetail(page, wanted!.title);
    await page.getByRole('button', { name: 'Ask for it as a present' }).click();
    const asking = page.getByRole('dialog', { name: `Ask for ${wanted!.title}` });
    await asking.getByRole('radio', { name: new RegExp(`^${demoName} `) }).check();
    await asking.getByRole('button', { name: 'Send request' }).click();
    await toast(page, `Request sent to ${demoName}.`).waitFor();
    await asking.waitFor({ state: 'hidden' });

    // The demo member accepts it from the gift box's requests: the request leaves, the gold is paid.
    await switchMember(page, 'demo');
    await goto(page, '/ShopProp');
    const gold = await readShellBalance(page);
    expect(gold).toBe(before - gift!.price);
    await expect.poll(() => giftCount(page)).toBeGreaterThan(0);
    const demoCount = await giftCount(page);
    const demoBox = await openGiftBox(page);
    await demoBox.getByRole('tab', { name: 'Requests' }).click();
    const requests = demoBox.getByRole('list', { name: 'Gift requests from other players' });
    // The friend's request (the box may hold another member's request for the same item).
    const request = requests
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: wanted!.title, exact: true }) })
      .filter({ has: page.locator('dd', { hasText: friend!.nickname }) });
    await request.waitFor();
    expect(await fact(request, 'Asked by').textContent()).toBe(friend!.nickname);
    expect(await fact(request, 'Price').textContent()).toBe(`${wanted!.price} gold`);
    await expectFitsAndAccessible(page);
    await request.getByRole('button', { name: `Accept: give ${wanted!.title} to ${friend!.nickname}` }).click();
    const accept = page.getByRole('dialog', { name: 'Give this item?' });
    await accept.getByText(`Give ${wanted!.title} to ${friend!.nickname} for ${wanted!.price} gold?`).waitFor();
    await accept.getByRole('button', { name: 'Pay and give' }).click();
    await toast(page, 'Request accepted: the item is on its way.').waitFor();
    await request.waitFor({ state: 'detached' });
    await expect.poll(() => giftCount(page)).toBe(demoCount - 1);
    await expect.poll(() => readShellBalance(page)).toBe(gold - wanted!.price);
  });

  test('opens a gift left unopened for more than 7 days: it gives 7 days fewer', async ({ openAsMember }) => {
    const page = await openAsMember('/ShopProp/MyPropList?tab=all', { viewport: 'mobile' });
    const box = await openGiftBox(page);
    const late = box
      .getByRole('list', { name: 'Gifts waiting to be opened' })
      .getByRole('article')
      .filter({ hasText: 'Unopened for more than 7 days' });
    await late.waitFor();
    expect(await late.count()).toBe(1);
    const note = (await late.locator('.late').textContent()) ?? '';
    const [, days, full] = /^Unopened for more than 7 days: it has lost 7 days\. Opened now it gives (\d+) days instead of (\d+)\.$/.exec(note) ?? [];
    expect({ days, full }).toEqual({ days: '83', full: '90' });
    await expectFitsAndAccessible(page);
    const title = ((await late.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    const type = ((await fact(late, 'Type').textContent()) ?? '').trim();
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'hidden' });

    // What My items says of that item before: not owned, or its days left.
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: type });
    const list = page.getByRole('list', { name: 'All my items' });
    const row = list.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
    const listedTypes = async () => (await list.locator('dt:text-is("Type") + dd').allTextContents()).map((text) => text.trim());
    // Once the list is that type's (or says there is none).
    const typeListed = async () => {
      if ((await page.getByText('You have no items of this type.').count()) === 1) return true;
      const shown = await listedTypes();
      return shown.length > 0 && shown.every((text) => text === type);
    };
    await expect.poll(typeListed).toBe(true);
    const validity = async () => Number(/^(\d+) days? left$/.exec((await fact(row, 'Validity').textContent()) ?? '')?.[1]);
    const daysBefore = (await row.count()) === 1 ? await validity() : 0;
    expect(daysBefore).not.toBeNaN();

    await openGiftBox(page);
    await late.getByRole('button', { name: `Open ${title}` }).click();
    await toast(page, 'Gift opened. The item is now in My items.').waitFor();
    await late.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'hidden' });
    // Its days left grow by what the note said (83), counted on the list read again behind the box.
    await expect.poll(async () => (await row.count()) === 1 && (await validity())).toBe(daysBefore + Number(days));
    await expectFitsAndAccessible(page);
  });
});

/** The text that describes a control (its `aria-describedby`), or null when nothing does. */
const descriptionOf = async (page: Page, control: Locator) => {
  const id = await control.getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
};

/** Spends the member's gold through the API as another of their devices would (renewing `itemId`), until less than `price` is left. */
const spendBelow = async (page: Page, itemId: number, price: number) =>
  page.evaluate(
    async ({ itemId, price }) => {
      const token = sessionStorage.getItem('token') ?? '';
      const call = async (path: string, body: string) => {
        const response = await fetch(path, {
          method: path.includes('details') ? 'GET' : 'POST',
          headers: { Authorization: token, 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'en' },
          ...(path.includes('details') ? {} : { body }),
        });
        return (await response.json()) as { code: number; data: { coin: number } | null };
      };
      let gold = (await call(`/rpi/item/details?itemId=${itemId}`, '')).data!.coin;
      while (gold >= price) {
        const bought = await call('/rpi/item/my/buy', `itemId=${itemId}`);
        if (bought.code !== 100) throw new Error(`buy answered ${bought.code}`);
        gold -= price;
      }
      return gold;
    },
    { itemId, price },
  );

// Issue 24 item 12: money asks first, and a button that cannot succeed is off, saying why.
test.describe('Spending gold, as a member on a phone', () => {
  test('accepting a gift request asks first, naming the price and the gold now and after; Cancel spends nothing', async ({ openAsMember }) => {
    const page = await openAsMember('/ShopProp', { viewport: 'mobile' });
    const gold = await readShellBalance(page);
    const box = await openGiftBox(page);
    await box.getByRole('tab', { name: 'Requests' }).click();
    const request = box.getByRole('list', { name: 'Gift requests from other players' }).getByRole('article').first();
    await request.waitFor();
    const price = goldOf(await fact(request, 'Price').textContent());
    await request.getByRole('button', { name: /^Accept: give / }).click();
    const accept = page.getByRole('dialog', { name: 'Give this item?' });
    await accept.waitFor();
    expect(goldOf(await fact(accept, 'Price').textContent())).toBe(price);
    expect(goldOf(await fact(accept, 'Your gold now').textContent())).toBe(gold);
    expect(goldOf(await fact(accept, 'Gold after').textContent())).toBe(gold - price);
    await expectFitsAndAccessible(page);
    await accept.getByRole('button', { name: 'Cancel' }).click();
    await accept.waitFor({ state: 'hidden' });
    await page.waitForLoadState('networkidle');
    expect(await readShellBalance(page)).toBe(gold);
  });

  test('with too little gold, Renew, "Renew and use" and "Give as a present" are off and say how much is missing', async ({ openAsMember }) => {
    const page = await openAsMember('/ShopProp/ItemBuy', { viewport: 'mobile' });
    const [priciest] = (await catalogueOfType(page, 'Mark award')).reverse();
    await openDetail(page, priciest!.title);
    const itemId = Number(new URL(page.url()).searchParams.get('id'));
    const left = await spendBelow(page, itemId, priciest!.price);
    await reload(page);
    await page.getByRole('heading', { level: 2, name: priciest!.title, exact: true }).waitFor();
    const reason = `Not enough gold: you need ${priciest!.price - left} gold more.`;
    for (const name of ['Renew', 'Renew and use']) {
      const button = page.getByRole('button', { name, exact: true });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(await descriptionOf(page, button)).toBe(reason);
    }
    const give = page.getByRole('button', { name: 'Give as a present' });
    expect(await give.isDisabled()).toBe(true);
    expect(await descriptionOf(page, give)).toBe(reason);
    await expectFitsAndAccessible(page);
    // Pressed anyway, nothing opens and nothing is spent.
    await page.getByRole('button', { name: 'Renew', exact: true }).click({ force: true });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await readShellBalance(page)).toBe(left);
  });

  test("offers as gift partners only players of the demo member's country, and sends to one of them", async ({ openAsMember }) => {
    const page = await openAsMember('/ShopProp/ItemBuy', { viewport: 'mobile' });
    // The fake backend's friends of the demo member in the same country (its dev toolbar's list).
    const sameCountry = (await friendAccounts(page)).map(({ nickname }) => nickname).sort();
    expect(sameCountry.length).toBeGreaterThan(0);
    const [gift] = await catalogueOfType(page, 'Mark award');
    await openDetail(page, gift!.title);
    const before = await readShellBalance(page);
    await page.getByRole('button', { name: 'Give as a present' }).click();
    const giving = page.getByRole('dialog', { name: `Give ${gift!.title}` });
    const group = giving.getByRole('group', { name: 'Who gets it?' });
    await group.waitFor();
    const offered = (source: string) =>
      group.locator('label').filter({ has: page.locator('.source', { hasText: source }) }).locator('.name').allTextContents();
    // The friends offered are exactly those of the demo member's country: none of the four abroad.
    expect((await offered('Friend')).sort()).toEqual(sameCountry);
    for (const abroad of ['张丽', '孙磊', '胡勇', '王嘉欣']) expect(await group.getByText(abroad, { exact: true }).count()).toBe(0);
    expect((await offered('Met this week')).length).toBeGreaterThan(0);

    // A player met this week is offered, and the gift goes through.
    const [player] = await offered('Met this week');
    await group.locator('label', { has: page.locator('.name', { hasText: player! }) }).getByRole('radio').check();
    await giving.getByRole('button', { name: 'Next' }).click();
    await giving.getByText(`Give ${gift!.title} to ${player} for ${gift!.price} gold?`).waitFor();
    await giving.getByRole('button', { name: 'Pay and send' }).click();
    await toast(page, `Gift sent to ${player}.`).waitFor();
    await giving.waitFor({ state: 'hidden' });
    await expect.poll(() => readShellBalance(page)).toBe(before - gift!.price);
  });

  test('Next in the gift dialog is off until someone is chosen, and says so', async ({ openAsMember }) => {
    const page = await openAsMember('/ShopProp/ItemBuy', { viewport: 'mobile' });
    const [cheapest] = await catalogueOfType(page, 'Mark award');
    await openDetail(page, cheapest!.title);
    await page.getByRole('button', { name: 'Give as a present' }).click();
    const giving = page.getByRole('dialog', { name: `Give ${cheapest!.title}` });
    const next = giving.getByRole('button', { name: 'Next' });
    await giving.getByRole('group', { name: 'Who gets it?' }).waitFor();
    expect(await next.isDisabled()).toBe(true);
    expect(await descriptionOf(page, next)).toBe('Choose a player first.');
    await expectFitsAndAccessible(page);
    await giving.getByRole('radio').first().check();
    expect(await next.isDisabled()).toBe(false);
    expect(await next.getAttribute('aria-describedby')).toBeNull();
  });
});
