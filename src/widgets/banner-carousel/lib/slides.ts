/** Spec section 9: the carousel turns every 2000 ms. */
export const AUTOPLAY_MS = 2000;

/**
 * Spec section 9: one or two banners are repeated to three or four slides, so the carousel
 * always turns (one banner → 3 slides, two → 4, three or more stay as they are).
 */
export const repeatSlides = <T>(items: readonly T[]): T[] => {
  if (items.length === 1) return [items[0]!, items[0]!, items[0]!];
  if (items.length === 2) return [...items, ...items];
  return [...items];
};

/** The slide after (step 1) or before (step -1) `index`, wrapping around. */
export const stepSlide = (index: number, step: number, count: number): number =>
  count === 0 ? 0 : (((index + step) % count) + count) % count;
