import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { logIn, PASSWORD } from './members';

const SETTINGS = '/MyPageIndex/AdartsCardSetting';

/** The card numbers free to bind, read as a demo reviewer would: from the fake backend's dev toolbar, closed again after. */
const freeCardNumbers = async (page: Page): Promise<string[]> => {
  const toggle = page.getByRole('button', { name: /^Demo data · / });
  await toggle.click();
  const panel = page.getByRole('group', { name: 'Fake backend' });
  const list = panel.getByRole('list', { name: 'Card numbers free to bind' });
  await list.waitFor();
  const numbers = (await list.locator('li code').allTextContents()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  return numbers;
};

const cardList = (page: Page) => page.getByRole('list', { name: 'Your cards' });
const card = (page: Page, cardNo: string) => cardList(page).getByRole('article', { name: `Card No. ${cardNo}` });
const shownNumbers = async (page: Page) => (await cardList(page).locator('article .number').allTextContents()).map((text) => text.trim());

/** The page neither scrolls sideways nor has a part wider than the screen. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Another My page section from the menu, once it has replaced the card settings (or shows them). */
const openSection = async (page: Page, name: 'Card overview' | 'Card settings') => {
  await page.getByRole('navigation', { name: 'My page sections' }).getByRole('link', { name, exact: true }).click();
  if (name === 'Card settings') {
    await page.waitForURL((url) => url.pathname === SETTINGS);
    await cardList(page).waitFor();
  } else {
    await page.waitForURL((url) => url.pathname === '/MyPageIndex');
    await cardList(page).waitFor({ state: 'detached' });
  }
};

const toast = (page: Page, text: string): Locator => page.getByRole('status').filter({ hasText: text });

test.describe('Card settings, as a new member', () => {
  test('binds a free card up to the limit, sets it as main, copies it and deletes another after confirming', async ({ openPage }) => {
    const page = await openPage(SETTINGS, { viewport: 'mobile' });
    await page.waitForURL((url) => url.pathname === '/Login');
    await logIn(page);
    await page.waitForURL((url) => url.pathname === SETTINGS);
    await page.getByRole('heading', { level: 2, name: 'Card settings' }).waitFor();
    await cardList(page).waitFor();

    // The demo member starts with two cards, the main one first.
    const [mainNo, otherNo] = await shownNumbers(page);
    expect(await shownNumbers(page)).toHaveLength(2);
    expect(await card(page, mainNo!).getByText('Main card').count()).toBe(1);
    expect(await card(page, mainNo!).getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await card(page, otherNo!).getByRole('button', { name: `Delete card ${otherNo}` }).count()).toBe(1);
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);

    // Bind a free card: a third card, and the add-card box gives way to the limit note (a 4th is refused).
    const [freeNo, copyNo] = await freeCardNumbers(page);
    expect(freeNo).toMatch(/^\d{16}$/);
    expect(copyNo).toMatch(/^\d{16}$/);
    await page.getByRole('button', { name: 'Bind card' }).click();
    await page.getByText('Please enter the correct format!').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('cardNo');
    await page.getByLabel('Card number').fill(freeNo!);
    await page.getByRole('button', { name: 'Bind card' }).click();
    await card(page, freeNo!).waitFor();
    await toast(page, 'Card bound to your account.').waitFor();
    await page.getByText('You have bound 3 cards, the most allowed. Delete a card to bind another one.').waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    expect(await shownNumbers(page)).toEqual([mainNo, otherNo, freeNo]);

    // Set the new card as main: it moves first with the mark, and My page shows it.
    await card(page, freeNo!).getByRole('button', { name: `Set as main card: ${freeNo}` }).click();
    await toast(page, 'Main card changed. My page now shows this card.').waitFor();
    await expect.poll(() => shownNumbers(page)).toEqual([freeNo, mainNo, otherNo]);
    expect(await card(page, freeNo!).getByText('Main card').count()).toBe(1);
    expect(await card(page, mainNo!).getByRole('button', { name: `Delete card ${mainNo}` }).count()).toBe(1);
    await openSection(page, 'Card overview');
    await page.getByText(freeNo!).first().waitFor();
    await openSection(page, 'Card settings');

    // Copy the main card onto another free number: both fields are needed, then the new number replaces the old one.
    const copyButton = card(page, freeNo!).getByRole('button', { name: `Copy card ${freeNo}` });
    await copyButton.click();
    const form = page.getByRole('form', { name: `Copy card ${freeNo}` });
    await form.getByRole('button', { name: 'Copy card' }).click();
    expect(await form.getByText('Please enter the correct format!').count()).toBe(2);
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);
    await form.getByLabel('New card number').fill(copyNo!);
    await form.getByLabel('Account password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Copy card' }).click();
    await toast(page, 'Card copied. The new card replaces the old one.').waitFor();
    await card(page, copyNo!).waitFor();
    expect(await card(page, freeNo!).count()).toBe(0);
    expect(await card(page, copyNo!).getByText('Main card').count()).toBe(1);
    // My page follows the new card.
    await openSection(page, 'Card overview');
    await page.getByText(copyNo!).first().waitFor();
    await openSection(page, 'Card settings');

    // Delete a card: Escape cancels the question and gives focus back; confirming deletes it.
    const deleteButton = card(page, otherNo!).getByRole('button', { name: `Delete card ${otherNo}` });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm delete?' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await deleteButton.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await card(page, otherNo!).count()).toBe(1);

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: `Delete card ${otherNo}` }).click();
    await toast(page, 'Card deleted from your account.').waitFor();
    await card(page, otherNo!).waitFor({ state: 'detached' });
    expect(await shownNumbers(page)).toEqual([copyNo, mainNo]);
    // Below the limit again: the add-card box is back.
    await page.getByLabel('Card number').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);
    // The narrowest phones the site is made for: still no sideways scrolling.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
