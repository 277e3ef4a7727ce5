import { useUnit } from 'effector-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ActivityType, type CalendarEntry } from '@/shared/api';
import { activityInfoPath, routes } from '@/shared/config';
import { ErrorState, rowListClass, visuallyHidden } from '@/shared/ui';
import { fullDay, monthTitle, weekdayNames, type CalendarMonth } from '../lib/month-grid';
import type { ActivityCalendarModel } from '../model/calendar';
import { Box, Grid, Header, Legend, Mark, Marks, Status } from './activity-calendar.styles';

type Kind = 'activity' | 'match';

const kindType: Record<Kind, ActivityType> = { activity: ActivityType.activity, match: ActivityType.competition };

/** One entry opens that activity; several open the list of the month for that kind. */
const entryPath = (kind: Kind, entry: CalendarEntry, month: CalendarMonth): string =>
  entry.amount === 1
    ? activityInfoPath(entry.activityId)
    : `${routes.activities}?type=${kindType[kind]}&year=${month.year}&month=${month.month}`;

const EntryLink = ({ kind, entry, month }: { kind: Kind; entry: CalendarEntry; month: CalendarMonth }) => {
  const { t, i18n } = useTranslation('activities');
  const options = { count: entry.amount, date: fullDay(entry.date, i18n.language) };
  const label = kind === 'activity' ? t('calendar.dayActivities', options) : t('calendar.dayMatches', options);
  return (
    <Link to={entryPath(kind, entry, month)} aria-label={label} title={label}>
      <Mark data-kind={kind} aria-hidden="true" />
      {entry.amount > 1 && <span aria-hidden="true">{entry.amount}</span>}
    </Link>
  );
};

export interface ActivityCalendarProps {
  /** A model from `createActivityCalendarModel`. */
  model: ActivityCalendarModel;
  /** Level of the calendar's heading (default 2). */
  headingLevel?: 2 | 3;
  /** The day to highlight as today ("YYYY-MM-DD"); the visitor's today by default. */
  today?: string;
  /** A class for the calendar's card, e.g. `offscreenUntilNear` where it starts below the first screen. */
  className?: string;
}

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * The month grid of the activity calendar: activity days (circle) and match days (diamond),
 * a legend with the same marks, previous and next month buttons. Every marked day is a link
 * named with its full date and what runs that day.
 */
export const ActivityCalendar = ({ model, headingLevel = 2, today = localToday(), className }: ActivityCalendarProps) => {
  const { t, i18n } = useTranslation('activities');
  const [month, weeks, answered, pending, failed, previous, next, retry] = useUnit([
    model.$month,
    model.$weeks,
    model.$answered,
    model.$pending,
    model.$failed,
    model.previousMonthClicked,
    model.nextMonthClicked,
    model.retried,
  ]);
  const weekdays = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const title = month ? monthTitle(month, i18n.language) : '';
  const headingId = useId();
  const marked = weeks.some((week) => week.some((day) => day && (day.activity || day.match)));

  return (
    <Box className={className} aria-labelledby={headingId} aria-busy={pending}>
      <Header>
        <button type="button" onClick={() => previous()} aria-label={t('calendar.previous')} disabled={!month}>
          <span aria-hidden="true">‹</span>
        </button>
        <Heading id={headingId}>{t('calendar.title', { month: title })}</Heading>
        <button type="button" onClick={() => next()} aria-label={t('calendar.next')} disabled={!month}>
          <span aria-hidden="true">›</span>
        </button>
      </Header>
      {failed ? (
        <ErrorState onRetry={() => retry()} />
      ) : (
        month && (
          <Grid>
            <caption className={visuallyHidden}>
              {title}
            </caption>
            <thead>
              <tr>
                {weekdays.map((weekday) => (
                  <th key={weekday.long} scope="col">
                    <span aria-hidden="true">{weekday.short}</span>
                    <span className={visuallyHidden}>{weekday.long}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, row) => (
                <tr key={row}>
                  {week.map((day, column) =>
                    day ? (
                      <td key={day.date} data-today={day.date === today}>
                        <span aria-hidden={Boolean(day.activity || day.match)}>{day.day}</span>
                        {(day.activity || day.match) && (
                          <Marks>
                            {day.activity && <EntryLink kind="activity" entry={day.activity} month={month} />}
                            {day.match && <EntryLink kind="match" entry={day.match} month={month} />}
                          </Marks>
                        )}
                      </td>
                    ) : (
                      <td key={`pad-${row}-${column}`} aria-hidden="true" />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </Grid>
        )
      )}
      <Legend className={rowListClass} aria-label={t('calendar.legend')}>
        <li>
          <Mark data-kind="activity" aria-hidden="true" />
          {t('calendar.activity')}
        </li>
        <li>
          <Mark data-kind="match" aria-hidden="true" />
          {t('calendar.match')}
        </li>
      </Legend>
      {answered && !marked && <Status role="status">{t('calendar.empty')}</Status>}
    </Box>
  );
};
