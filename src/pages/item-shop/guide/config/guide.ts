import { GIFT_LATE_DAYS, ITEM_VALID_DAYS, STYLE_ITEM_TYPE, type ItemType } from '@/shared/api';

/** What a machine pays out at most for one game (spec section 9). */
export const GOLD_PER_GAME_MAX = 30;
/** A Gold Battle stakes this many gold per VS level of the lower-rated player. */
export const GOLD_BATTLE_STAKE_PER_LEVEL = 100;

/** The figures the guide's text quotes, from the rules the shop and the backend apply. */
export const guideFigures = {
  goldPerGame: GOLD_PER_GAME_MAX,
  stakePerLevel: GOLD_BATTLE_STAKE_PER_LEVEL,
  validDays: ITEM_VALID_DAYS,
  lateDays: GIFT_LATE_DAYS,
  lateValidDays: ITEM_VALID_DAYS - GIFT_LATE_DAYS,
} as const;

/** The item categories as a player meets them on the machine, each with the slot types it covers. */
export const itemGroups: readonly { key: 'look' | 'hits' | 'sounds' | 'awards'; types: readonly ItemType[] }[] = [
  { key: 'look', types: [STYLE_ITEM_TYPE] },
  { key: 'hits', types: [2, 3, 5] },
  { key: 'sounds', types: [4, 6] },
  { key: 'awards', types: [71, 72, 73, 74, 75, 76, 77, 78] },
];
