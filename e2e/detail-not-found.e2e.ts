// An unknown id on a detail page: the page says "not found" once, and no toast repeats it
// (issue 24 item 15). The backend refuses the id with code 101; that refusal is the page's state.
import { expect, goto, type Page, test } from './fixtures';

const UNKNOWN_ID = 999999;

/** Toasts of any tone (warnings are alerts, notices are statuses): each has its Dismiss button. */
const toasts = (page: Page) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ has: page.getByRole('button', { name: 'Dismiss' }) });

/** The page has its answer to the detail call (and whatever it raised from it) before we look. */
const settled = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  // A toast is raised from the failed call's effect, a task after the answer: give it one.
  await page.waitForTimeout(300);
};

const expectOneNotFound = async (page: Page, message: string) => {
  await page.locator('main').getByText(message, { exact: true }).waitFor();
  await settled(page);
  // Once on the whole page: the page's state, not a toast saying it again.
  await expect(page.getByText(message, { exact: true })).toHaveCount(1);
  await expect(toasts(page)).toHaveCount(0);
};

test.describe('an unknown id on a detail page', () => {
  for (const { path, message } of [
    { path: `/News/NewsInfo?id=${UNKNOWN_ID}`, message: 'News not found' },
    { path: `/DartsInfo?id=${UNKNOWN_ID}`, message: 'Column not found' },
    { path: `/ShopActivitie/ActivitieInfo?id=${UNKNOWN_ID}`, message: 'Activity not found' },
    { path: `/AdartsShop/ShopInfo?id=${UNKNOWN_ID}`, message: 'Shop not found' },
    { path: `/PlayerInfo?id=${UNKNOWN_ID}`, message: 'Player not found' },
  ]) {
    test(`${path.split('?')[0]} shows "${message}" once, with no toast beside it`, async ({ openPage }) => {
      const page = await openPage(path);
      await expectOneNotFound(page, message);
    });
  }

  test('/ShopProp/ItemBuy shows "This item does not exist" once, with no toast beside it', async ({ openAsMember }) => {
    const page = await openAsMember('/ShopProp');
    await goto(page, `/ShopProp/ItemBuy?id=${UNKNOWN_ID}`);
    await expectOneNotFound(page, 'This item does not exist');
  });
});
