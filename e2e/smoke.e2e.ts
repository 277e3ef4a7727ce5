import { expect, expectAccessible, test } from './fixtures';

test.describe('the demo site', () => {
  test('opens the home page with a heading or banner, no crash and no serious accessibility violations', async ({ openPage }) => {
    const page = await openPage('/');
    const landmark = page.getByRole('heading', { level: 1 }).or(page.getByRole('banner')).first();
    await landmark.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await landmark.isVisible()).toBe(true);
    // Uncaught errors in the page fail every test (e2e/fixtures.ts).
    await expectAccessible(page);
  });
});
