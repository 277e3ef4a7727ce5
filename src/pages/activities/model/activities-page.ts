import { combine, sample } from 'effector';
import type { ActivityType } from '@/shared/api';
import { routes } from '@/shared/config';
import { createCountryListPage } from '@/shared/lib/page-model';
import { $countryId } from '@/entities/country';
import { createActivityListQuery } from '@/entities/activity';
import { createActivityCalendarModel, type CalendarMonth } from '@/widgets/activity-calendar';
import { formatActivityFilters, parseActivityFilters, yearChoices } from '../lib/filters';

export const ACTIVITIES_PAGE_SIZE = 5;

export const listQuery = createActivityListQuery('page');
/** The newest and the oldest item of the country: the year filter offers the years between. */
export const newestQuery = createActivityListQuery('newest');
export const oldestQuery = createActivityListQuery('oldest');

/** Type, month, title and page live in the address (`?type=1&year=2026&month=5&title=…&page=2`). */
export const activitiesList = createCountryListPage($countryId, {
  path: routes.activities,
  query: listQuery,
  pageSize: ACTIVITIES_PAGE_SIZE,
  filters: { parse: (search) => parseActivityFilters(search, new Date()), format: formatActivityFilters },
});

export const ActivitiesPageGate = activitiesList.Gate;
/** Begun by the app before the first render when this is the first page (its calls leave with its code). */
export const activitiesVisit = activitiesList.visit;
export const $type = activitiesList.$filters.map(({ type }) => type);
export const $title = activitiesList.$filters.map(({ title }) => title);
export const $year = activitiesList.$filters.map(({ year }) => year);
export const $month = activitiesList.$filters.map(({ month }) => month);
export const typeChosen = activitiesList.filtersChanged.prepend((type: ActivityType | null) => ({ type }));
export const titleSearched = activitiesList.filtersChanged.prepend((title: string) => ({ title }));
export const yearChosen = activitiesList.filtersChanged.prepend((year: number) => ({ year }));
export const monthChosen = activitiesList.filtersChanged.prepend((month: number) => ({ month }));

/** The calendar shows the address's month; its own month buttons choose a month as the selects do. */
export const calendar = createActivityCalendarModel({ name: 'activities-page' });
sample({
  clock: activitiesList.requested,
  fn: ({ filters, context: countryId }) => ({ countryId, year: filters.year, month: filters.month, type: filters.type, title: filters.title }),
  target: calendar.shown,
});
sample({ clock: calendar.monthChanged, fn: ({ year, month }: CalendarMonth) => ({ year, month }), target: activitiesList.filtersChanged });

// Another country's range replaces this one's: without it, a country with no activities kept the
// previous country's oldest year in the year filter.
sample({ clock: $countryId.updates, target: [newestQuery.reset, oldestQuery.reset] });

sample({
  clock: [activitiesVisit.begun, $countryId.updates],
  source: $countryId,
  filter: activitiesVisit.$isOn,
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
