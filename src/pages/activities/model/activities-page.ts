import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import type { ActivityType } from '@/shared/api';
import { routes } from '@/shared/config';
import { createPageVisit, navigateFx } from '@/shared/lib';
import { $countryId } from '@/entities/country';
import { createActivityListQuery } from '@/entities/activity';
import { createActivityCalendarModel } from '@/widgets/activity-calendar';
import { filtersFromSearch, searchOfFilters, yearChoices } from '../lib/filters';

export const ACTIVITIES_PAGE_SIZE = 5;

export const ActivitiesPageGate = createGate<{ search: string }>({ name: 'activities-page', defaultState: { search: '' } });
/** Begun by the app before the first render when this is the first page (its calls leave with its code). */
export const activitiesVisit = createPageVisit(ActivitiesPageGate, ({ search }) => ({ search }));

export const typeChosen = createEvent<ActivityType | null>();
export const titleSearched = createEvent<string>();
export const yearChosen = createEvent<number>();
export const monthChosen = createEvent<number>();
export const pageChosen = createEvent<number>();
export const listRetried = createEvent();

/** The address's filters (see filtersFromSearch), read when it changes: the address holds the list's state. */
const searchRead = sample({
  clock: [activitiesVisit.begun, ActivitiesPageGate.state.updates],
  source: ActivitiesPageGate.state,
  filter: ActivitiesPageGate.status,
  fn: ({ search }) => filtersFromSearch(search, new Date()),
});

export const calendar = createActivityCalendarModel({ name: 'activities-page' });

export const $type = createStore<ActivityType | null>(null, { skipVoid: false })
  .on(typeChosen, (_, type) => type)
  .on(searchRead, (_, filters) => filters.type);
export const $title = createStore('')
  .on(titleSearched, (_, title) => title)
  .on(searchRead, (_, filters) => filters.title);
export const $year = createStore(new Date().getFullYear())
  .on(yearChosen, (_, year) => year)
  .on(searchRead, (_, filters) => filters.year)
  .on(calendar.monthChanged, (_, { year }) => year);
export const $month = createStore(new Date().getMonth() + 1)
  .on(monthChosen, (_, month) => month)
  .on(searchRead, (_, filters) => filters.month)
  .on(calendar.monthChanged, (_, { month }) => month);
/** A new filter or search starts again from the first page. */
export const $page = createStore(1)
  .on(pageChosen, (_, page) => page)
  .on(searchRead, (_, filters) => filters.page)
  .reset(typeChosen, titleSearched, yearChosen, monthChosen, calendar.monthChanged, $countryId.updates);

export const listQuery = createActivityListQuery('page');
/** The newest and the oldest item of the country: the year filter offers the years between. */
export const newestQuery = createActivityListQuery('newest');
export const oldestQuery = createActivityListQuery('oldest');

const $filters = combine({ type: $type, title: $title, year: $year, month: $month, countryId: $countryId });

// Every change the visitor makes is written to the address (replacing it, so Back leaves the
// list rather than stepping through its filters): back from an activity, the list is as it was.
sample({
  clock: [typeChosen, titleSearched, yearChosen, monthChosen, pageChosen, calendar.monthChanged, $countryId.updates],
  source: { type: $type, title: $title, year: $year, month: $month, page: $page },
  filter: ActivitiesPageGate.status,
  fn: (filters) => ({ to: `${routes.activities}${searchOfFilters(filters)}`, replace: true }),
  target: navigateFx,
});
const $listParams = combine($filters, $page, (filters, page) => ({ ...filters, page }));

sample({
  clock: [activitiesVisit.begun, $listParams.updates, listRetried],
  source: $listParams,
  filter: ActivitiesPageGate.status,
  fn: ({ type, title, year, month, countryId, page }) => ({
    type,
    title,
    year,
    month,
    countryId,
    pageNum: page,
    pageSize: ACTIVITIES_PAGE_SIZE,
  }),
  target: listQuery.start,
});

sample({
  clock: [activitiesVisit.begun, $filters.updates],
  source: $filters,
  filter: ActivitiesPageGate.status,
  target: calendar.shown,
});

// Another country's range replaces this one's: without it, a country with no activities kept the
// previous country's oldest year in the year filter.
sample({ clock: $countryId.updates, target: [newestQuery.reset, oldestQuery.reset] });

sample({
  clock: [activitiesVisit.begun, $countryId.updates],
  source: $countryId,
  filter: ActivitiesPageGate.status,
  fn: (countryId) => ({ countryId, title: '', year: null, month: null, type: null, pageNum: 1, pageSize: 1 }),
  target: newestQuery.start,
});

sample({
  clock: newestQuery.finished.success,
  filter: ({ result }) => result.total > 0,
  fn: ({ params, result }) => ({ ...params, pageNum: result.total }),
  target: oldestQuery.start,
});

export const $years = combine(newestQuery.$data, oldestQuery.$data, $year, (newest, oldest, chosen) =>
  yearChoices({
    newest: newest?.list[0] ?? null,
    oldest: oldest?.list[0] ?? null,
    currentYear: new Date().getFullYear(),
    chosen,
  }),
);

export const $total = listQuery.$data.map((data) => data?.total ?? 0);
