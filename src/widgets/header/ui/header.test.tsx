import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $account } from '@/entities/account';
import { $session, sessionStarted } from '@/entities/session';
import { logInAs, renderWithApp } from '@/shared/testing';
import { Header } from './header';

describe('Header', () => {
  it('shows the menu with News, TaskReward and ServiceEr disabled, and a login link', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Header />);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    // The sections still to come, at the menu's end behind their button on a wide screen: jsdom has
    // no Popover API to show them (e2e/header.e2e.ts opens it in Chromium), so they are found hidden.
    await user.click(within(menu).getByRole('button', { name: 'More' }));
    for (const name of [/News/, /Task rewards/, /Support/]) {
      expect(within(menu).getByRole('link', { name, hidden: true }).getAttribute('aria-disabled')).toBe('true');
    }
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/Login');
  });

  it('shows the member and logs out back to the home page', async () => {
    const user = userEvent.setup();
    const scope = fork({ values: [[$session, { token: 'x', memberId: 1, cardId: 2, username: 'demo' }]] });
    const app = await renderWithApp(<Header />, { path: '/News', scope });
    expect(screen.getByText('demo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(scope.getState($session)).toBeNull();
    expect(app.location()).toBe('/');
  });

  it("shows the member's portrait and nickname as a link to My page", async () => {
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: await logInAs() });
    await renderWithApp(<Header />, { path: '/News', scope });
    const banner = screen.getByRole('banner');
    // At once: the login name, while the badge and the account load.
    expect(within(banner).getByRole('link', { name: 'demo' }).getAttribute('href')).toBe('/MyPageIndex');
    const badge = await within(banner).findByRole('link', { name: 'Demo Player' }, { timeout: 5000 });
    expect(badge.getAttribute('href')).toBe('/MyPageIndex');
    // The account's portrait, decorative beside the nickname.
    const portrait = scope.getState($account)?.portrait;
    expect(portrait).toBeTruthy();
    expect(badge.querySelector('img')?.getAttribute('src')).toBe(portrait);
    expect(badge.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('opens the country and language picker, lists the countries and switches the language', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Header />);
    await user.click(screen.getByRole('button', { name: 'Country and language' }));
    // The dialog's code comes when the picker is first wanted.
    const dialog = await screen.findByRole('dialog', { name: 'Choose country and language' });
    expect(await within(dialog).findByRole('radio', { name: 'Japan' })).toBeTruthy();
    expect(within(dialog).getAllByRole('radio', { name: /./ }).length).toBeGreaterThanOrEqual(8);

    await user.click(within(dialog).getByRole('radio', { name: '日本語' }));
    expect(await screen.findByRole('link', { name: 'ホーム' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ja');
    expect(localStorage.getItem('language')).toBe('ja');
  });

  it('closes the small-screen menu on Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Header />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Shops' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('navigation', { name: 'Main menu' }).getAttribute('data-open')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('puts logging out in the open small-screen menu of a member', async () => {
    const user = userEvent.setup();
    const scope = fork({ values: [[$session, { token: 'x', memberId: 1, cardId: 2, username: 'demo' }]] });
    await renderWithApp(<Header />, { scope });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('button', { name: 'Log out' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(menu).getByRole('button', { name: 'Log out' }));
    expect(scope.getState($session)).toBeNull();
  });

  it("shows the member's tools (the gift box app/ composes) to a member only", async () => {
    const tools = <span data-testid="member-tools" />;
    const visitor = await renderWithApp(<Header memberTools={tools} />);
    expect(screen.queryByTestId('member-tools')).toBeNull();
    visitor.unmount();

    const scope = fork({ values: [[$session, { token: 'x', memberId: 1, cardId: 2, username: 'demo' }]] });
    await renderWithApp(<Header memberTools={tools} />, { scope });
    expect(within(screen.getByRole('banner')).getByTestId('member-tools')).toBeTruthy();
  });
});
