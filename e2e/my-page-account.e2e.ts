import { expect, expectAccessible, goto, type OpenPage, type Page, reload, test } from './fixtures';
import { latestCode, logIn, PASSWORD, submitLogin } from './members';

/** Logs the demo member in from `path` (a member page sends the visitor to /Login and back). */
const openThroughLogin = async (openPage: OpenPage, path: string, viewport: 'mobile' | 'desktop' = 'desktop'): Promise<Page> => {
  const page = await openPage(path, { viewport });
  await page.waitForURL((url) => url.pathname === '/Login');
  await logIn(page);
  await page.waitForURL((url) => url.pathname === path);
  return page;
};

/** A picture the browser draws itself: wider than tall, red on the left, blue on the right. */
const pngOfTwoHalves = async (page: Page): Promise<Buffer> => {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#d00000';
    context.fillRect(0, 0, 150, 200);
    context.fillStyle = '#0030d0';
    context.fillRect(150, 0, 150, 200);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
};

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('My page account settings, as a new member would use them', () => {
  test('changes the nickname and the portrait, and sees them in the header and on the card', async ({ openPage }) => {
    const page = await openPage('/Login');
    await logIn(page);
    await page.waitForURL((url) => url.pathname === '/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Demo Player' }).click();
    await page.waitForURL((url) => url.pathname === '/MyPageIndex');
    await page.getByRole('navigation', { name: 'My page sections' }).getByRole('link', { name: 'Account information' }).click();
    await page.getByRole('heading', { level: 2, name: 'Account information' }).waitFor();
    const nickname = page.getByRole('textbox', { name: 'Nickname' });
    await expect.poll(() => nickname.inputValue(), { timeout: 15_000 }).toBe('Demo Player');
    await expectAccessible(page);

    await nickname.fill('Bull Hunter');
    // A file that is not a picture is refused before anything is sent.
    await page.getByLabel('Choose a picture').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just text') });
    await page.getByText('This file is not a PNG, JPEG, WebP or GIF image.').waitFor();

    await page.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngOfTwoHalves(page) });
    const preview = page.getByRole('img', { name: 'Preview of the new portrait' });
    await preview.waitFor();
    // The square sits in the middle at first; moved to the left edge, it is all red.
    const centre = () =>
      preview.evaluate((canvas: HTMLCanvasElement) => [...canvas.getContext('2d')!.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data]);
    const slider = page.getByRole('slider', { name: 'Left – right' });
    await slider.focus();
    await page.keyboard.press('Home');
    await expect.poll(centre, { timeout: 5000 }).toEqual([208, 0, 0, 255]);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Use this picture' }).click();
    await page.getByText('New portrait uploaded. Press Confirm to save it.').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Your account information has been saved.').waitFor();

    const badge = header.getByRole('link', { name: 'Bull Hunter' });
    await badge.waitFor();
    const portrait = await badge.locator('img').getAttribute('src');
    expect(portrait).toMatch(/\/rpi\/picture\/uploads\/[0-9a-f]{32}\.png$/);
    // The header shows the uploaded square itself: red, as chosen.
    await expect
      .poll(() =>
        badge.locator('img').evaluate((image: HTMLImageElement) => {
          if (!image.complete || image.naturalWidth === 0) return null;
          const canvas = document.createElement('canvas');
          canvas.width = image.naturalWidth;
          canvas.height = image.naturalHeight;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return { width: image.naturalWidth, height: image.naturalHeight, pixel: [...context.getImageData(10, 10, 1, 1).data] };
        }),
      )
      .toEqual({ width: 200, height: 200, pixel: [208, 0, 0, 255] });

    // On the member's card of the home page too.
    await page.getByRole('link', { name: 'Adarts home' }).click();
    const card = page.getByRole('heading', { level: 3, name: 'Bull Hunter' }).first();
    await card.waitFor();
    expect(await page.locator(`img[src="${portrait}"]`).count()).toBeGreaterThanOrEqual(2);
  });

  test('changes the phone with the code sent to it, the format hint following the dial code', async ({ openPage }) => {
    const page = await openThroughLogin(openPage, '/MyPageIndex/AccountInfoSetting');
    const phone = page.getByRole('textbox', { name: 'Mobile number' });
    await phone.waitFor();
    await page.getByText('The 11 digits of a mainland China mobile, e.g. 13800000000').waitFor();
    await page.getByRole('combobox', { name: 'Dial code' }).selectOption('000');
    await page.getByText('With the international prefix 0086 or +86, e.g. 0086 13800000000').waitFor();

    await phone.fill('13912345678');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Please enter the correct format!').waitFor();
    expect(await phone.evaluate((input) => input === document.activeElement)).toBe(true);

    await phone.fill('0086 13912345678');
    await page.getByRole('button', { name: 'Send code' }).click();
    const countdown = page.getByRole('button', { name: /^Resend in \d+ s$/ });
    await countdown.waitFor();
    expect(await countdown.isDisabled()).toBe(true);
    const code = await latestCode(page, '+86-13912345678');
    expect(await page.getByText(code).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Code sent to the new number' }).fill(code);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Your account information has been saved.').waitFor();

    // Saved: after a reload the number is the member's, shown under +86, and needs no code.
    await reload(page);
    await expect.poll(() => page.getByRole('textbox', { name: 'Mobile number' }).inputValue(), { timeout: 15_000 }).toBe('13912345678');
    expect(await page.getByRole('combobox', { name: 'Dial code' }).inputValue()).toBe('+86');
    expect(await page.getByRole('textbox', { name: 'Code sent to the new number' }).count()).toBe(0);
  });

  test('changes the password; the old one is refused and the new one logs in', async ({ openPage }) => {
    const page = await openThroughLogin(openPage, '/MyPageIndex/PasswordSetting');
    await page.getByRole('heading', { level: 2, name: 'Change password' }).waitFor();
    await page.getByRole('button', { name: 'Change password' }).click();
    // The spec's words (section 5).
    await page.getByText('Please input your old password!', { exact: true }).waitFor();
    await page.getByText('Please input your password!', { exact: true }).waitFor();
    await expectAccessible(page);

    await page.getByLabel('Old password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Bullseye2026');
    await page.getByLabel('Confirm new password').fill('Bullseye2025');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Passwords do not match!').waitFor();
    await page.getByLabel('Confirm new password').fill('Bullseye2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Your password has been changed.').waitFor();
    expect(await page.getByLabel('Old password').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await submitLogin(page, 'demo', PASSWORD);
    await page.getByRole('alert').filter({ hasText: /incorrect/i }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await logIn(page, 'demo', 'Bullseye2026');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
  });

  test("a password change keeps this tab logged in; another tab's next member call sends it to log in", async ({ openPage }) => {
    const page = await openThroughLogin(openPage, '/MyPageIndex/PasswordSetting');
    // Another tab of the same browser, logged in on its own: the login lives in each tab.
    const other = await page.context().newPage();
    await goto(other, '/MyPageIndex/AccountInfoSetting', { waitUntil: 'load' });
    await other.waitForURL((url) => url.pathname === '/Login');
    await logIn(other);
    await other.waitForURL((url) => url.pathname === '/MyPageIndex/AccountInfoSetting');
    await expect.poll(() => other.getByRole('textbox', { name: 'Nickname' }).inputValue(), { timeout: 15_000 }).toBe('Demo Player');

    await page.getByLabel('Old password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Bullseye2026');
    await page.getByLabel('Confirm new password').fill('Bullseye2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Your password has been changed.').waitFor();

    // The tab that changed it stays in: its next member call is answered.
    await goto(page, '/MyPageIndex/AccountInfoSetting');
    await expect.poll(() => page.getByRole('textbox', { name: 'Nickname' }).inputValue(), { timeout: 15_000 }).toBe('Demo Player');
    expect(new URL(page.url()).pathname).toBe('/MyPageIndex/AccountInfoSetting');

    // The other tab's session ended with the old password: its next member call meets 198.
    await goto(other, '/MyPageIndex/AllGameData');
    await other.waitForURL((url) => url.pathname === '/Login');
    await other.getByText('Please login and check!').waitFor();
    expect(await other.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('saves award messages and finds them after a reload', async ({ openPage }) => {
    const page = await openThroughLogin(openPage, '/MyPageIndex/AdartsMsgSetting');
    const ton80 = page.getByRole('textbox', { name: 'Ton 80' });
    await ton80.waitFor();
    await ton80.fill('Maximum!');
    await page.getByRole('textbox', { name: 'Low Ton' }).fill('');
    await page.getByRole('textbox', { name: '9 Mark' }).fill('Nine in a row');
    expect(await page.getByText('13/20 characters').count()).toBe(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save messages' }).click();
    await toast(page, 'Your award messages have been saved.').waitFor();

    await reload(page);
    await expect.poll(() => page.getByRole('textbox', { name: 'Ton 80' }).inputValue(), { timeout: 15_000 }).toBe('Maximum!');
    expect(await page.getByRole('textbox', { name: 'Low Ton' }).inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: '9 Mark' }).inputValue()).toBe('Nine in a row');
    expect(await page.getByRole('textbox', { name: 'Low Ton' }).getAttribute('placeholder')).toBe('Machine default');
  });

  test('fits a 390 px and a 360 px screen without sideways scrolling, accessible throughout', async ({ openPage }) => {
    const page = await openThroughLogin(openPage, '/MyPageIndex/AccountInfoSetting', 'mobile');
    await page.getByRole('textbox', { name: 'Nickname' }).waitFor();
    // On a narrow screen the header shows the portrait; the nickname still names the link.
    await page.getByRole('banner').getByRole('link', { name: 'Demo Player' }).waitFor();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('13912345678');
    await page.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngOfTwoHalves(page) });
    await page.getByRole('img', { name: 'Preview of the new portrait' }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(0);
    await expectAccessible(page);

    for (const [section, heading] of [
      ['Change password', 'Change password'],
      ['Award messages', 'Award messages'],
    ] as const) {
      await page.getByRole('navigation', { name: 'My page sections' }).getByRole('link', { name: section }).click();
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      expect(await noSidewaysScroll(page)).toBe(0);
      await expectAccessible(page);
    }
    // The narrowest phones the spec aims at.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const section of ['Account information', 'Change password', 'Award messages']) {
      await page.getByRole('navigation', { name: 'My page sections' }).getByRole('link', { name: section }).click();
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
      expect(await noSidewaysScroll(page)).toBe(0);
    }
  });
});
