import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { $countryId } from '@/entities/country';
import { $years, ActivitiesPageGate } from './activities-page';

const currentYear = new Date().getFullYear();

describe('the activities page model', () => {
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
