import { allSettled, createStore, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { countRequests, server } from '@mocks/node';
import { addressShown, forkRecordingNavigation } from '@/shared/testing';
import { $countryId } from '@/entities/country';
import { $month, $type, $year, $years, activitiesList, activitiesVisit, ActivitiesPageGate, calendar, listQuery, typeChosen } from './activities-page';

const currentYear = new Date().getFullYear();
const currentMonth = new Date().getMonth() + 1;
const next = currentMonth === 12 ? { year: currentYear + 1, month: 1 } : { year: currentYear, month: currentMonth + 1 };

/** What the list was asked for, in order. */
const $asked = createStore<unknown[]>([]).on(listQuery.started, (asked, { params }) => [...asked, params]);
const open = (search: string) => {
  const recording = forkRecordingNavigation([[$countryId, 617]]);
  return allSettled(ActivitiesPageGate.open, { scope: recording.scope, params: { search } }).then(() => recording);
};

describe('the activities page model', () => {
  it('asks for the list and the calendar of the address when the app starts it, and the page mounting asks for nothing more', async () => {
    // Held open, so the page mounting meets the first calls still on their way.
    const lists = countRequests('/rpi/activity/list', { holdMs: 50 });
    const calendars = countRequests('/rpi/activity/monthlyTable', { holdMs: 50 });
    const counts = () => ({ lists: lists.count, calendars: calendars.count });

    // Started by the app alone (the list, the newest and the oldest activity, the calendar)...
    const alone = fork({ values: [[$countryId, 617]] });
    await allSettled(activitiesVisit.started, { scope: alone, params: { search: '?type=1' } });
    const startedAlone = counts();
    expect(startedAlone.calendars).toBe(1);
    expect(alone.getState($type)).toBe(1);
    expect(alone.getState(listQuery.$data)).not.toBeNull();
    expect(alone.getState(calendar.$answered)).toBe(true);

    // ...and started, then mounted while those calls are on their way: the same calls.
    const scope = fork({ values: [[$countryId, 617]] });
    const started = allSettled(activitiesVisit.started, { scope, params: { search: '?type=1' } });
    await vi.waitFor(() => expect(calendars.count).toBe(startedAlone.calendars + 1));
    await allSettled(ActivitiesPageGate.open, { scope, params: { search: '?type=1' } });
    await started;
    expect(counts()).toEqual({ lists: startedAlone.lists * 2, calendars: startedAlone.calendars * 2 });
    expect(scope.getState(listQuery.$data)).not.toBeNull();
  });

  it("offers a new country's years only, even when that country has no activities at all", async () => {
    const scope = fork({ values: [[$countryId, 617]] });
    await allSettled(ActivitiesPageGate.open, { scope, params: { search: '' } });
    // The seed spans the past year and the next two months: more than one year.
    expect(scope.getState($years).length).toBeGreaterThan(1);

    // A country whose list is empty (the backend answers so for 19464 from here on).
    server.use(
      http.post('*/rpi/activity/list', async ({ request }) => {
        const body = (await request.clone().json()) as { countryId: number };
        if (body.countryId !== 19464) return undefined;
        return HttpResponse.json({ code: 100, msg: 'Success', data: { list: [], total: 0 } });
      }),
    );
    await allSettled($countryId, { scope, params: 19464 });
    expect(scope.getState($years)).toEqual([currentYear]);
  });

  it('reads its page with its filters from the address, and pushes each choice as a new address', async () => {
    const { scope, navigated } = await open('?type=1&year=2025&month=12&title=Cup&page=3');
    expect(scope.getState(activitiesList.$page)).toBe(3);
    expect(scope.getState($asked)).toEqual([{ type: 1, year: 2025, month: 12, title: 'Cup', countryId: 617, pageNum: 3, pageSize: 5 }]);

    await addressShown(ActivitiesPageGate, scope, '?type=7&year=abc&month=13&page=-2');
    expect(scope.getState(activitiesList.$page)).toBe(1);
    expect([scope.getState($type), scope.getState($year), scope.getState($month)]).toEqual([null, currentYear, currentMonth]);

    await addressShown(ActivitiesPageGate, scope, '?type=0&year=2025&month=12&title=Bull+%26+501');
    await allSettled(activitiesList.pageChosen, { scope, params: 2 });
    await allSettled(typeChosen, { scope, params: null });
    // The calendar's own month buttons choose a month as the selects do (from page 1).
    await allSettled(calendar.nextMonthClicked, { scope });
    expect(navigated).toEqual([
      '/ShopActivitie?type=0&year=2025&month=12&title=Bull+%26+501&page=2',
      '/ShopActivitie?year=2025&month=12&title=Bull+%26+501',
      '/ShopActivitie?type=0&year=2026&month=1&title=Bull+%26+501',
    ]);
    // The address is the only state: nothing changes until the router shows the new address.
    expect([scope.getState($type), scope.getState($year), scope.getState($month)]).toEqual([0, 2025, 12]);
  });

  it('follows the address on Back and Forward (the list, the calendar, the year filter), asking once per state', async () => {
    const { scope } = await open(`?year=${currentYear}&month=${currentMonth}`);
    expect(scope.getState(calendar.$month)).toEqual({ year: currentYear, month: currentMonth });

    // Forward to page 2 of next month, then Back.
    await addressShown(ActivitiesPageGate, scope, `?year=${next.year}&month=${next.month}&page=2`);
    expect(scope.getState(calendar.$month)).toEqual(next);
    expect(scope.getState($years)).toContain(next.year);
    await addressShown(ActivitiesPageGate, scope, `?year=${currentYear}&month=${currentMonth}`);
    expect(scope.getState(calendar.$month)).toEqual({ year: currentYear, month: currentMonth });
    expect(scope.getState(activitiesList.$page)).toBe(1);
    // The same state written another way (this month is the default, page 1 too) asks nothing.
    await addressShown(ActivitiesPageGate, scope, '?page=1');
    expect(scope.getState($asked)).toEqual([
      { type: null, year: currentYear, month: currentMonth, title: '', countryId: 617, pageNum: 1, pageSize: 5 },
      { type: null, year: next.year, month: next.month, title: '', countryId: 617, pageNum: 2, pageSize: 5 },
      { type: null, year: currentYear, month: currentMonth, title: '', countryId: 617, pageNum: 1, pageSize: 5 },
    ]);
    expect(scope.getState(listQuery.$data)).not.toBeNull();
  });

  it("replaces the address with the first page when the site's country changes on a later page", async () => {
    const { scope, navigated } = await open(`?type=1&year=${currentYear}&month=${currentMonth}&page=2`);
    await allSettled($countryId, { scope, params: 19464 });
    expect(navigated).toEqual([{ to: `/ShopActivitie?type=1&year=${currentYear}&month=${currentMonth}`, replace: true }]);
    // Nothing is asked for the second page of the new country: the first, once the router shows it.
    expect(scope.getState($asked)).toHaveLength(1);
    await addressShown(ActivitiesPageGate, scope, `?type=1&year=${currentYear}&month=${currentMonth}`);
    expect(scope.getState($asked).at(-1)).toMatchObject({ type: 1, countryId: 19464, pageNum: 1 });

    // On the first page another country asks at once, and the address stays.
    await allSettled($countryId, { scope, params: 17829 });
    expect(scope.getState($asked).at(-1)).toMatchObject({ type: 1, countryId: 17829, pageNum: 1 });
    expect(scope.getState($asked)).toHaveLength(3);
    expect(navigated).toHaveLength(1);
  });
});
