import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { countryIdSchema, int, integer, pageNumParams, pagedByNum, searchText } from './common';

/** `type` of specialColumnList: the column's topic. Omitted = every topic. */
export const ColumnType = { technique: 1, equipment: 2, etiquette: 3, interview: 4 } as const;
export type ColumnType = (typeof ColumnType)[keyof typeof ColumnType];

/**
 * `cdateInt`: the day a column was published as the number yyyymmdd (20260314), a calendar day
 * without time or zone. The name says "date as an int"; epoch milliseconds would not fit an int.
 */
export const columnDateSchema = int().check(z.minimum(19000101), z.maximum(99991231));

export const columnSummarySchema = z.object({
  id: int(),
  thumbnail: z.string(),
  title: z.string(),
  cdateInt: columnDateSchema,
  visitCount: int(),
  /** The article's operator HTML, as in specialColumnInfo: clients cut their own excerpt from its text. */
  contents: z.string(),
});
export type ColumnSummary = z.output<typeof columnSummarySchema>;

export const specialColumnList = defineCall({
  name: 'columns.specialColumnList',
  path: '/rpi/special/specialColumnList',
  transport: 'json',
  access: 'public',
  request: z.object({
    countryId: countryIdSchema,
    title: searchText(),
    type: z.optional(z.pipe(integer(), z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]))),
    ...pageNumParams,
  }),
  answer: pagedByNum(columnSummarySchema),
});

export const columnDetailSchema = z.object({
  id: int(),
  title: z.string(),
  thumbnail: z.string(),
  cdateInt: columnDateSchema,
  visitCount: int(),
  contents: z.string(),
});
export type ColumnDetail = z.output<typeof columnDetailSchema>;

export const specialColumnInfo = defineCall({
  name: 'columns.specialColumnInfo',
  path: '/rpi/special/specialColumnInfo',
  transport: 'form',
  access: 'public',
  request: z.object({ id: integer().check(z.positive()) }),
  answer: columnDetailSchema,
});
