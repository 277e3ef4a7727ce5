import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { callApi, calls } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { createActivityCalendarModel } from '../model/calendar';
import { ActivityCalendar } from './activity-calendar';

const context = { origin: '', token: null, language: 'en' };
const today = new Date();
const thisMonth = { year: today.getFullYear(), month: today.getMonth() + 1 };
const table = (year: number, month: number) =>
  callApi(calls.activityMonthlyTable, { countryId: 617, year, month, type: null, title: '' }, context);

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

describe('ActivityCalendar', () => {
  it('marks activity days and match days apart, each a named link, with a legend of the same marks', async () => {
    const expected = await table(thisMonth.year, thisMonth.month);
    const model = createActivityCalendarModel({ name: 'test-marks' });
    const scope = fork();
    await allSettled(model.shown, { scope, params: { countryId: 617 } });
    await renderWithApp(<ActivityCalendar model={model} />, { scope });

    const monthName = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(today);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(`Calendar: ${monthName}`);
    expect(screen.getByRole('columnheader', { name: 'Sunday' })).toBeTruthy();

    const activityDay = expected.activityList[0]!;
    const activityLink = screen.getByRole('link', {
      name: `${dayLabel(activityDay.date)}: ${activityDay.amount} ${activityDay.amount === 1 ? 'activity' : 'activities'}`,
    });
    expect(activityLink.querySelector('[data-kind="activity"]')).toBeTruthy();
    const matchDay = expected.matchList[0]!;
    const matchLink = screen.getByRole('link', {
      name: `${dayLabel(matchDay.date)}: ${matchDay.amount} ${matchDay.amount === 1 ? 'match' : 'matches'}`,
    });
    expect(matchLink.querySelector('[data-kind="match"]')).toBeTruthy();
    if (activityDay.amount === 1) expect(activityLink.getAttribute('href')).toBe(`/ShopActivitie/ActivitieInfo?id=${activityDay.activityId}`);

    const marked = expected.activityList.length + expected.matchList.length;
    expect(screen.getAllByRole('link')).toHaveLength(marked);

    const legend = screen.getByRole('list', { name: 'Legend' });
    const [activityKey, matchKey] = within(legend).getAllByRole('listitem');
    expect(activityKey!.textContent).toBe('Activity day');
    expect(activityKey!.querySelector('[data-kind="activity"]')).toBeTruthy();
    expect(matchKey!.textContent).toBe('Match day');
    expect(matchKey!.querySelector('[data-kind="match"]')).toBeTruthy();
  });

  it('moves between months with the keyboard and tells the host', async () => {
    const user = userEvent.setup();
    const model = createActivityCalendarModel({ name: 'test-keys' });
    const scope = fork();
    const changes: unknown[] = [];
    model.monthChanged.watch((month) => changes.push(month));
    await allSettled(model.shown, { scope, params: { countryId: 617, year: 2026, month: 1 } });
    await renderWithApp(<ActivityCalendar model={model} />, { scope });

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Calendar: January 2026');
    screen.getByRole('button', { name: 'Previous month' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Calendar: December 2025' })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next month' }));
    // The marked days come next in the tab order, as links named by their date.
    await user.tab();
    expect(document.activeElement?.tagName).toBe('A');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/December \d+, 2025: \d+ (activity|activities|match|matches)$/);
    screen.getByRole('button', { name: 'Next month' }).focus();
    await user.keyboard(' ');
    await user.keyboard(' ');
    expect(await screen.findByRole('heading', { name: 'Calendar: February 2026' })).toBeTruthy();
    expect(changes).toEqual([
      { year: 2025, month: 12 },
      { year: 2026, month: 1 },
      { year: 2026, month: 2 },
    ]);
  });

  it('names months and weekdays in the UI language', async () => {
    const model = createActivityCalendarModel({ name: 'test-ja' });
    const scope = fork();
    await allSettled(model.shown, { scope, params: { countryId: 17829, year: 2026, month: 3 } });
    await renderWithApp(<ActivityCalendar model={model} />, { scope, language: 'ja' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('カレンダー：2026年3月');
    expect(screen.getByRole('columnheader', { name: '日曜日' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '次の月' })).toBeTruthy();
  });
});
