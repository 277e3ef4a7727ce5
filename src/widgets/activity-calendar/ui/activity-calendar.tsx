import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ActivityType, type CalendarEntry } from '@/shared/api';
import { activityInfoPath, routes } from '@/shared/config';
import { ErrorState, visuallyHidden } from '@/shared/ui';
import { fullDay, monthTitle, weekdayNames, type CalendarMonth } from '../lib/month-grid';
import type { ActivityCalendarModel } from '../model/calendar';

const Box = styled.section`
  display: grid;
  gap: var(--space-3);
  padding: var(--space-4);
  border-radius: var(--radius-l);
  background: var(--color-paper);
  box-shadow: var(--shadow-card);
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);

  & h2,
  & h3 {
    margin: 0;
    font-size: 18px;
    text-align: center;
  }
  & button {
    min-width: 40px;
    min-height: 40px;
    border: 1px solid var(--color-line);
    border-radius: var(--radius-s);
    background: var(--color-paper);
    font: inherit;
    font-size: 18px;
    cursor: pointer;
  }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  & th {
    padding: var(--space-1) 0;
    color: var(--color-ink-soft);
    font-size: 13px;
    font-weight: 600;
  }
  & td {
    height: 52px;
    padding: 2px;
    border: 1px solid var(--color-line);
    vertical-align: top;
    font-size: 13px;
  }
  & td[data-today='true'] {
    background: var(--color-brand-soft);
  }

  /* On a phone a day's two marks (activity and match) take two lines: every row has room for
     them, so the month's marks arriving do not make rows taller (a layout shift). */
  @media (max-width: 559px) {
    & td {
      height: 80px;
    }
  }
`;

const Marks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  margin-top: 2px;

  & a {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    min-width: 24px;
    min-height: 24px;
    padding: 0 2px;
    border-radius: var(--radius-s);
    color: var(--color-ink);
    font-weight: 700;
    text-decoration: none;
  }
  & a:hover {
    background: var(--color-canvas);
  }
`;

/** Activities: a filled circle; matches: a diamond. Shape and colour differ, and a label says which. */
const Mark = styled.span`
  display: inline-block;
  flex: none;
  width: 12px;
  height: 12px;

  &[data-kind='activity'] {
    border-radius: 50%;
    background: var(--color-brand);
  }
  &[data-kind='match'] {
    width: 10px;
    height: 10px;
    margin: 1px;
    transform: rotate(45deg);
    background: var(--color-accent);
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;

  & li {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
  }
`;

const Status = styled.p`
  margin: 0;
  color: var(--color-ink-soft);
  font-size: 14px;
`;

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
      <Legend aria-label={t('calendar.legend')}>
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
