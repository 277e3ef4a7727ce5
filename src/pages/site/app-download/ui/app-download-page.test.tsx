import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/shared/testing';
import { AppDownloadPage } from './app-download-page';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const browserIs = (userAgent: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
const storeNames = () => screen.getAllByRole('button').map((button) => button.querySelector('strong')?.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AppDownloadPage', () => {
  it('on a desktop: the picture beside the text, a hint to open it on a phone', async () => {
    browserIs(DESKTOP);
    await renderWithApp(<AppDownloadPage />, { path: '/alpha/download' });
    expect(screen.getByRole('heading', { level: 1, name: 'Adarts in your pocket' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /A phone showing the Adarts app/ })).toBeTruthy();
    expect(screen.getByText('Open this page on your phone to get the app for it.')).toBeTruthy();
    expect(screen.getByRole('list')).toBeTruthy();
    expect(storeNames()).toEqual(['App Store', 'Google Play']);
    expect(screen.getByRole('link', { name: 'Back to the Adarts website' }).getAttribute('href')).toBe('/');
  });

  it("on an Android phone: the phone layout with Google Play first, no desktop hint", async () => {
    browserIs(ANDROID);
    await renderWithApp(<AppDownloadPage />, { path: '/alpha/download' });
    expect(screen.getByRole('heading', { level: 1, name: 'Adarts in your pocket' })).toBeTruthy();
    expect(screen.queryByText('Open this page on your phone to get the app for it.')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(storeNames()).toEqual(['Google Play', 'App Store']);
  });

  it('on an iPhone: App Store first; the buttons say why they do nothing yet', async () => {
    browserIs(IPHONE);
    await renderWithApp(<AppDownloadPage />, { path: '/alpha/download' });
    expect(storeNames()).toEqual(['App Store', 'Google Play']);
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toMatch(/not in the stores yet/);
    }
  });
});
