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
