import { afterAll, describe, expect, it } from 'vitest';
import { checkAccessibility, closeBrowser, formatViolations, openPage, pageErrors } from './browser';

describe('the demo site', () => {
  afterAll(closeBrowser);

  it('opens the home page with a heading or banner, no crash and no serious accessibility violations', async () => {
    const page = await openPage('/');
    try {
      const landmark = page.getByRole('heading', { level: 1 }).or(page.getByRole('banner')).first();
      await landmark.waitFor({ state: 'visible', timeout: 15_000 });
      expect(await landmark.isVisible()).toBe(true);

      expect(pageErrors(page), 'uncaught errors in the page').toEqual([]);

      const violations = await checkAccessibility(page);
      expect(violations, formatViolations(violations)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
