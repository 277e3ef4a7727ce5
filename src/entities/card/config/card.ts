import { env } from '@/shared/config';

/** The rating gauge's scale: card ratings run up to 30 (spec section 9). */
export const RATING_MAX = 30;

/** A card's portrait when the member has none or its file fails to load. */
export const cardPortraitFallbackSrc = `${env.basePath}media/portraits/portrait-1.svg`;
