import type { PromoCaption } from '../config/promo-captions';

/** The captions on screen at `time` (seconds into the clip); the last ones stay once it has ended. */
export const captionsAt = (captions: readonly PromoCaption[], time: number): PromoCaption[] => {
  const end = Math.max(...captions.map((caption) => caption.to));
  return captions.filter((caption) => caption.from <= time && (time < caption.to || caption.to === end));
};
