import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { backendDate, countryIdSchema, int, integer, pageNumParams, pagedByNum, searchText } from './common';

/**
 * `type` of an activity and of the activity calls (api-reference section 2, which wins over the
 * spec's wording): 0 competition (a match), 1 activity; `null` in a request means both.
 */
export const ActivityType = { competition: 0, activity: 1 } as const;
export type ActivityType = (typeof ActivityType)[keyof typeof ActivityType];

/** `state`: 0 not started, 1 ongoing, anything else ended. */
export const ActivityState = { notStarted: 0, ongoing: 1 } as const;

/** JSON requests carry real numbers (or null), so `type` is read without coercion. */
const activityTypeFilter = z._default(z.nullable(z.union([z.literal(0), z.literal(1)])), null);
const month = () => integer().check(z.minimum(1), z.maximum(12));
const year = () => integer().check(z.minimum(1970), z.maximum(9999));

export const activityShopSchema = z.object({
  shopId: int(),
  shopName: z.string(),
  shopAddress: z.string(),
});
export type ActivityShop = z.output<typeof activityShopSchema>;

const activityFields = {
  id: int(),
  title: z.string(),
  type: int(),
  state: int(),
  startDate: backendDate,
  endDate: backendDate,
  thumbnail: z.string(),
  shopList: z.array(activityShopSchema),
};

export const activitySummarySchema = z.object(activityFields);
export type ActivitySummary = z.output<typeof activitySummarySchema>;

export const activityList = defineCall({
  name: 'activities.list',
  path: '/rpi/activity/list',
  transport: 'json',
  access: 'public',
  request: z.object({
    title: searchText(),
    /** `null`: every year (then `month` is ignored). */
    year: z._default(z.nullable(year()), null),
    /** `null`: the whole year. An activity belongs to every month it runs in. */
    month: z._default(z.nullable(month()), null),
    type: activityTypeFilter,
    countryId: countryIdSchema,
    ...pageNumParams,
  }),
  answer: pagedByNum(activitySummarySchema),
});

export const calendarEntrySchema = z.object({
  activityId: int(),
  amount: int(),
  /** "YYYY-MM-DD" */
  date: z.string(),
});
export type CalendarEntry = z.output<typeof calendarEntrySchema>;

export const monthlyTableSchema = z.object({
  /** Days with activities (type 1). */
  activityList: z.array(calendarEntrySchema),
  /** Days with matches (type 0). */
  matchList: z.array(calendarEntrySchema),
});
export type MonthlyTable = z.output<typeof monthlyTableSchema>;

export const activityMonthlyTable = defineCall({
  name: 'activities.monthlyTable',
  path: '/rpi/activity/monthlyTable',
  transport: 'json',
  access: 'public',
  request: z.object({
    type: activityTypeFilter,
    title: searchText(),
    year: year(),
    month: month(),
    countryId: countryIdSchema,
  }),
  answer: monthlyTableSchema,
});

export const activityDetailSchema = z.object({
  ...activityFields,
  /** Comma-separated picture URLs. */
  picture: z.string(),
  /** Text naming the machine types, containing A1 and/or W1. */
  machineType: z.string(),
  /**
   * The six texts below are plain text with `\n` line breaks, not HTML (api-reference section 2):
   * render them as text, keeping the breaks. A `<b>` in them is text to show, not markup.
   */
  content: z.string(),
  joinMethod: z.string(),
  cost: z.string(),
  reward: z.string(),
  contact: z.string(),
  other: z.string(),
});
export type ActivityDetail = z.output<typeof activityDetailSchema>;

export const activityDetails = defineCall({
  name: 'activities.details',
  path: '/rpi/activity/details',
  transport: 'form',
  access: 'public',
  request: z.object({ activityId: integer().check(z.positive()) }),
  answer: activityDetailSchema,
});
