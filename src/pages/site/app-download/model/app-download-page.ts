import { createGate } from 'effector-react';
import { platformOf, type Platform } from '../lib/platform';

/** Opened with the browser's user agent: the page lays itself out for phones or desktops. */
export const AppDownloadPageGate = createGate<{ userAgent: string; maxTouchPoints: number }>({
  name: 'app-download-page',
  defaultState: { userAgent: '', maxTouchPoints: 0 },
});

export const $platform = AppDownloadPageGate.state.map(({ userAgent, maxTouchPoints }): Platform => platformOf(userAgent, maxTouchPoints));
export const $isMobile = $platform.map((platform) => platform !== 'desktop');
