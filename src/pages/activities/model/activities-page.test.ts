import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { countRequests, server } from '@mocks/node';
import { $countryId } from '@/entities/country';
import { $type, $years, activitiesVisit, ActivitiesPageGate, calendar, listQuery } from './activities-page';

const currentYear = new Date().getFullYear();

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
});
