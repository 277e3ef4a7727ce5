// The demo's own session paths (issue 24 item 16): the expired-session scenario, and what the dev
// toolbar's "Reset data" and scenario switch do to the tab's login.
import { expect, type Page, test } from './fixtures';
import { submitLogin } from './members';

/** Toasts of any tone (warnings are alerts, notices are statuses): each has its Dismiss button. */
const toasts = (page: Page) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ has: page.getByRole('button', { name: 'Dismiss' }) });

test('expired-session scenario: logging in ends on the login page with one message, not a welcome beside it', async ({ openPage }) => {
  const page = await openPage('/Login?scenario=expired-session');
  await submitLogin(page);
  // The login works, its token is refused at the next call: back to the login page.
  await toasts(page).filter({ hasText: 'Please login and check!' }).waitFor();
  await page.waitForURL((url) => url.pathname === '/Login');
  await page.waitForLoadState('networkidle');
  await expect(toasts(page)).toHaveText(['Please login and check!×']);
});

/** The dev toolbar's panel, opened. */
const openToolbar = async (page: Page) => {
  const panel = page.getByRole('group', { name: 'Fake backend' });
  const toggle = page.getByRole('button', { name: /^Demo data · / });
  // Mounted once the fake backend runs; with a notice its panel is open from the start.
  await toggle.waitFor();
  if (!(await panel.isVisible())) await toggle.click();
  await panel.waitFor();
  return panel;
};

const switchScenario = async (page: Page, scenario: string) => {
  const panel = await openToolbar(page);
  await panel.getByLabel('Scenario').selectOption({ label: scenario });
  await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: 'Switch' }).click()]);
};

/** Logged in as the demo member, on the page the member was on, with nothing said about the session. */
const expectStillLoggedIn = async (page: Page, path: string) => {
  await page.getByRole('banner').getByRole('link', { name: 'Demo Player' }).waitFor({ timeout: 10_000 });
  await page.getByRole('heading', { name: 'My page', level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(toasts(page)).toHaveCount(0);
};

test("Reset data and switching scenario keep the tab's login while its member exists, and say why when not", async ({ openAsMember }) => {
  test.setTimeout(120_000);
  const page = await openAsMember('/MyPageIndex');
  await page.getByRole('heading', { name: 'My page', level: 1 }).waitFor();

  const panel = await openToolbar(page);
  await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: 'Reset data' }).click()]);
  await expectStillLoggedIn(page, '/MyPageIndex');

  await switchScenario(page, 'Broken pictures');
  await expectStillLoggedIn(page, '/MyPageIndex');

  // Every session of this scenario is expired: the login cannot be kept, and the toolbar says why.
  await switchScenario(page, 'Expired session');
  await page.waitForURL((url) => url.pathname === '/Login');
  await toasts(page).filter({ hasText: 'Please login and check!' }).waitFor();
  await expect(page.getByRole('group', { name: 'Fake backend' }).getByRole('status')).toHaveText(
    'You were logged out: in this scenario every session expires at once.',
  );
});
