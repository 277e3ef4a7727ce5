import { useUnit } from 'effector-react';
import { usePresence } from '@/shared/lib/presence';
import { $giftCount, giftCountPresence } from '../model/gift-count';

/** The gift box count, read while the calling component is shown (null until the first answer). */
export const useGiftCount = (): number | null => {
  usePresence(giftCountPresence);
  return useUnit($giftCount);
};
