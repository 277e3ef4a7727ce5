import { calls, createApiQuery } from '@/shared/api';

/** Each list or calendar on screen gets its own query (and name), so results never overwrite each other. */
export const createActivityListQuery = (name: string) => createApiQuery(calls.activityList, `activities.list.${name}`);

export const createActivityCalendarQuery = (name: string) =>
  createApiQuery(calls.activityMonthlyTable, `activities.monthlyTable.${name}`);

export const createActivityDetailsQuery = (name: string) =>
  createApiQuery(calls.activityDetails, `activities.details.${name}`, { failure: 'unless-refused' });
