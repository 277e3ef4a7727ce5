import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { countRequests } from '@mocks/node';
import { dartsBannersQuery, DartsPageGate, dartsVisit, newestColumnsQuery, NEWEST_COLUMNS } from './darts-page';

describe('darts page model', () => {
  it('asks for its banners and newest columns once when the app starts it before its first render', async () => {
    // Held open, so the gate opening meets the first calls still on their way.
    const banners = countRequests('/rpi/banner/bannerShow', { holdMs: 50 });
    const columns = countRequests('/rpi/special/specialColumnList', { holdMs: 50 });
    const scope = fork();

    const started = allSettled(dartsVisit.started, { scope, params: { search: '' } });
    await allSettled(DartsPageGate.open, { scope, params: {} });
    await started;

    expect([banners.count, columns.count]).toEqual([1, 1]);
    expect(scope.getState(dartsBannersQuery.$data)).not.toBeNull();
    expect(scope.getState(newestColumnsQuery.$data)?.list.length).toBeLessThanOrEqual(NEWEST_COLUMNS);
    expect(scope.getState(newestColumnsQuery.$data)?.list.length).toBeGreaterThan(0);
  });
});
