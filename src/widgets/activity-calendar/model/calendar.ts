import { combine, createEvent, createStore, sample, type EventCallable, type Event, type Store } from 'effector';
import type { ActivityType, MonthlyTable } from '@/shared/api';
import { createActivityCalendarQuery } from '@/entities/activity';
import { buildMonthGrid, monthOf, stepMonth, type CalendarMonth, type CalendarWeek } from '../lib/month-grid';

/** What a host page asks the calendar to show. Omitted fields: this month, both kinds, no title. */
export interface ActivityCalendarShow {
  countryId: number;
  year?: number;
  month?: number;
  type?: ActivityType | null;
  title?: string;
}

export interface ActivityCalendarRequest extends CalendarMonth {
  countryId: number;
  type: ActivityType | null;
  title: string;
}

export interface ActivityCalendarModel {
  /** Show (and load) a month; send it when the host opens and whenever its country or filters change. */
  shown: EventCallable<ActivityCalendarShow>;
  previousMonthClicked: EventCallable<void>;
  nextMonthClicked: EventCallable<void>;
  retried: EventCallable<void>;
  /** The visitor moved to another month with the calendar's own buttons (hosts may follow it). */
  monthChanged: Event<CalendarMonth>;
  /** The month on screen; null until `shown`. */
  $month: Store<CalendarMonth>;
  /** The month's weeks with each day's marks; days are unmarked until the month's answer arrives. */
  $weeks: Store<CalendarWeek[]>;
  /** The month on screen has its answer (its marks, or none): only then can it say it has none. */
  $answered: Store<boolean>;
  $pending: Store<boolean>;
  $failed: Store<boolean>;
}

const sameRequest = (a: ActivityCalendarRequest | null, b: ActivityCalendarRequest) =>
  a !== null &&
  a.countryId === b.countryId &&
  a.year === b.year &&
  a.month === b.month &&
  a.type === b.type &&
  a.title === b.title;

/**
 * An independent activity calendar (its own query and state): the home page and the activities
 * page each create one and render it with `<ActivityCalendar model={...} />`.
 * `now` gives "this month" when `shown` names none (the visitor's clock by default).
 */
export function createActivityCalendarModel({
  name,
  now = () => new Date(),
}: {
  name: string;
  now?: () => Date;
}): ActivityCalendarModel {
  const shown = createEvent<ActivityCalendarShow>();
  const previousMonthClicked = createEvent();
  const nextMonthClicked = createEvent();
  const retried = createEvent();
  const query = createActivityCalendarQuery(`calendar.${name}`);

  const $request = createStore<ActivityCalendarRequest | null>(null, { skipVoid: false });
  /** The answer that belongs to the request on screen (never a neighbouring month's). */
  const $table = createStore<MonthlyTable | null>(null, { skipVoid: false });

  sample({
    clock: shown,
    source: $request,
    fn: (current, show): ActivityCalendarRequest => {
      const fallback = monthOf(now());
      const next = {
        countryId: show.countryId,
        year: show.year ?? fallback.year,
        month: show.month ?? fallback.month,
        type: show.type ?? null,
        title: show.title ?? '',
      };
      return current && sameRequest(current, next) ? current : next;
    },
    target: $request,
  });

  const stepped = (clock: EventCallable<void>, step: number) =>
    sample({
      clock,
      source: $request,
      filter: (request): request is ActivityCalendarRequest => request !== null,
      fn: (request): ActivityCalendarRequest => {
        const current = request as ActivityCalendarRequest;
        return { ...current, ...stepMonth(current, step) };
      },
    });
  const previous = stepped(previousMonthClicked, -1);
  const next = stepped(nextMonthClicked, 1);
  sample({ clock: [previous, next], target: $request });

  const monthChanged = sample({
    clock: [previous, next],
    fn: ({ year, month }): CalendarMonth => ({ year, month }),
  });

  sample({
    clock: [$request.updates, retried],
    source: $request,
    filter: (request): request is ActivityCalendarRequest => request !== null,
    target: query.start,
  });

  $table.reset($request.updates);
  sample({
    clock: query.finished.success,
    source: $request,
    filter: (request, { params }) => request !== null && sameRequest(request, params as ActivityCalendarRequest),
    fn: (_, { result }) => result,
    target: $table,
  });

  // Before the page shows the calendar (its gate opens after the first paint), this month: the
  // grid is drawn at once, so its arrival does not push the content below it down.
  const $month = $request.map((request) => (request ? { year: request.year, month: request.month } : monthOf(now())), {
    skipVoid: false,
  });
  const $weeks = combine($month, $table, (month, table) => (month ? buildMonthGrid(month, table) : []));

  return {
    shown,
    previousMonthClicked,
    nextMonthClicked,
    retried,
    monthChanged,
    $month,
    $weeks,
    $answered: $table.map((table) => table !== null),
    $pending: query.$pending,
    $failed: query.$failed,
  };
}
