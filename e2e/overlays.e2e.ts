// What shows above what: a toast raised inside a modal dialog (the gift box) is above the dialog's
// backdrop, within reach of the pointer and announced; the phone menu's Escape is in header.e2e.ts.
import { expect, expectAccessible, test } from './fixtures';

test.describe('Toasts over a dialog', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    test(`a toast raised in the gift box shows above its backdrop and can be dismissed (${viewport})`, async ({ openAsMember }) => {
      const page = await openAsMember('/ShopProp', { viewport });
      await page.getByRole('banner').getByRole('button', { name: /^Gift box/ }).click();
      const box = page.getByRole('dialog', { name: 'Gift box' });
      const received = box.getByRole('list', { name: 'Gifts waiting to be opened' });
      await received.getByRole('button', { name: /^Open/ }).first().click();

      const toast = page.getByRole('status').filter({ hasText: 'Gift opened. The item is now in My items.' });
      await expect(toast).toBeVisible();
      await expect(box).toBeVisible();
      // The topmost thing at the toast's centre is the toast, not the dialog or its backdrop.
      const onTop = await toast.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2));
      });
      expect(onTop).toBe(true);
      await expectAccessible(page);
      // Within reach: outside a modal dialog the page is inert, and a click there never lands.
      await toast.getByRole('button', { name: 'Dismiss' }).click({ timeout: 3000 });
      await expect(toast).toHaveCount(0);
      await expect(box).toBeVisible();
    });
  }
});
