import { describe, expect, it } from 'vitest';
import { platformOf } from './platform';

describe('platformOf', () => {
  it('tells phones from desktops', () => {
    expect(
      platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'),
    ).toBe('ios');
    expect(
      platformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'),
    ).toBe('android');
    expect(
      platformOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'),
    ).toBe('desktop');
    expect(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15')).toBe(
      'desktop',
    );
    expect(platformOf('')).toBe('desktop');
  });

  it('takes an iPad asking for desktop pages (a "Macintosh" with a touch screen) for iOS', () => {
    const desktopSafari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
    expect(platformOf(desktopSafari, 5)).toBe('ios');
    expect(platformOf(desktopSafari, 0)).toBe('desktop');
  });
});
