/**
 * The titles of the promo clip (public/media/promo.mp4), laid over it by the page in the
 * visitor's language instead of burned into the picture. Times in seconds of the 9-second clip;
 * scripts/media/generate-promo-video.ts leaves the left half of the picture free for them.
 */
export interface PromoCaption {
  /** Translation key. */
  key: string;
  from: number;
  to: number;
  /** Where it stands: under the brand, or in the title or subtitle place it shares with others in turn. */
  slot: 'tagline' | 'title' | 'subtitle';
}

export const PROMO_CAPTIONS: readonly PromoCaption[] = [
  { key: 'home:promo.captions.network', from: 0, to: 9, slot: 'tagline' },
  { key: 'home:promo.captions.machines', from: 2.5, to: 6, slot: 'title' },
  { key: 'home:promo.captions.online', from: 3, to: 6, slot: 'subtitle' },
  { key: 'home:promo.captions.findShop', from: 6, to: 9, slot: 'title' },
  { key: 'home:promo.captions.slogan', from: 6.4, to: 9, slot: 'subtitle' },
];
