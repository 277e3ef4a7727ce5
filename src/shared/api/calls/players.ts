import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { countryIdSchema, int, integer } from './common';

/**
 * `picture`, `dartImg` and `goods` are JSON text of `[{uid, url}]`, `achievement` JSON text of
 * `[{id, label, content}]`. The answer keeps them as strings, exactly as sent: entities/player
 * parses them defensively, so one malformed field never breaks a page.
 */
/** Optional texts may come as null from the backend; the UI hides what is empty. */
const text = () => z.nullable(z.string());

export const playerSummarySchema = z.object({
  id: int(),
  name: z.string(),
  picture: text(),
});
export type PlayerSummary = z.output<typeof playerSummarySchema>;

export const playerList = defineCall({
  name: 'players.list',
  path: '/rpi/player/list',
  transport: 'get',
  access: 'public',
  request: z.object({ countryId: countryIdSchema }),
  answer: z.array(playerSummarySchema),
});

export const playerDetailSchema = z.object({
  id: int(),
  name: z.string(),
  picture: text(),
  dartImg: text(),
  dartTip: text(),
  dartBarrel: text(),
  dartShaft: text(),
  dartFlight: text(),
  achievement: text(),
  goods: text(),
  videoUrl: text(),
  facebookLink: text(),
  twitterLink: text(),
  otherLink: text(),
});
export type PlayerDetail = z.output<typeof playerDetailSchema>;

export const playerDetails = defineCall({
  name: 'players.details',
  path: '/rpi/player/details',
  transport: 'get',
  access: 'public',
  request: z.object({ playerId: integer().check(z.positive()) }),
  answer: playerDetailSchema,
});
