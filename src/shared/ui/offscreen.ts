import { css } from '@linaria/core';

/**
 * For a card that starts below a phone's first screen: the browser skips its style, layout and
 * paint until it comes near the viewport (`content-visibility: auto`), so the page's first full
 * render does not pay for it (home's shops, calendar and promo cards: that render's style,
 * layout and paint took about a third less on a phone profile, decision 014). Until first shown
 * it counts as 600 px tall (the scroll bar is about right); after that, as tall as it was
 * (`auto`). Its content stays in the document, found by find-in-page and read by screen readers.
 * Like `overflow: clip`, it clips what a child draws outside the card, so only cards whose
 * content stays inside take it.
 */
export const offscreenUntilNear = css`
  content-visibility: auto;
  contain-intrinsic-size: auto 600px;
`;
