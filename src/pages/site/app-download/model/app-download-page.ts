import { createGate } from 'effector-react';
import { platformOf, type Platform } from '../lib/platform';

/** Opened with the browser's user agent: the page lays itself out for phones or desktops. */
export const AppDownloadPageGate = createGate<{ userAgent: string }>({ name: 'app-download-page', defaultState: { userAgent: '' } });

export const $platform = AppDownloadPageGate.state.map(({ userAgent }): Platform => platformOf(userAgent));
export const $isMobile = $platform.map((platform) => platform !== 'desktop');
