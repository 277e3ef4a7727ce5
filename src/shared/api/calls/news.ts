import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { backendDate, countryIdSchema, int, integer, pageNumParams, pagedByNum, searchText } from './common';

/** `category` of officialNewsList and `type` of a news item (api-reference section 2). */
export const NewsCategory = { all: 0, activity: 3, competition: 4, information: 6 } as const;
export type NewsCategory = (typeof NewsCategory)[keyof typeof NewsCategory];

export const newsSummarySchema = z.object({
  id: int(),
  img: z.string(),
  date: backendDate,
  title: z.string(),
  type: int(),
  /** The same value as `type`: older clients read one name, newer ones the other, so both travel. */
  category: int(),
  visitCount: int(),
});
export type NewsSummary = z.output<typeof newsSummarySchema>;

export const officialNewsList = defineCall({
  name: 'news.officialNewsList',
  path: '/rpi/websitenews/officialNewsList',
  transport: 'form',
  access: 'public',
  request: z.object({
    category: z.pipe(integer(), z.union([z.literal(0), z.literal(3), z.literal(4), z.literal(6)])),
    title: searchText(),
    countryId: countryIdSchema,
    ...pageNumParams,
  }),
  answer: pagedByNum(newsSummarySchema),
});

export const newsDetailSchema = z.object({
  id: int(),
  title: z.string(),
  date: backendDate,
  type: int(),
  contents: z.string(),
});
export type NewsDetail = z.output<typeof newsDetailSchema>;

export const newsInfo = defineCall({
  name: 'news.newsInfo',
  path: '/rpi/websitenews/newsInfo',
  transport: 'form',
  access: 'public',
  request: z.object({ id: integer().check(z.positive()) }),
  answer: newsDetailSchema,
});
