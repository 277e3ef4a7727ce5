import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { countRequests } from '@mocks/node';
import { homeBannersQuery, homeCalendar, homeNewsQuery, HomePageGate, homeShopsQuery, homeVisit } from './home-page';

describe('home page model', () => {
  it('asks for its banners, news, shops and calendar once when the app starts it before its first render', async () => {
    const paths = ['/rpi/banner/bannerShow', '/rpi/websitenews/officialNewsList', '/rpi/websiteshop/newShop', '/rpi/activity/monthlyTable'];
    // Held open, so the gate opening meets the first calls still on their way.
    const counters = paths.map((path) => countRequests(path, { holdMs: 50 }));
    const scope = fork();

    const started = allSettled(homeVisit.started, { scope, params: { search: '' } });
    // The first render mounts the page: its gate opens on the visit the app began.
    await allSettled(HomePageGate.open, { scope, params: {} });
    await started;

    expect(counters.map((counter) => counter.count)).toEqual([1, 1, 1, 1]);
    expect(scope.getState(homeBannersQuery.$data)?.length).toBeGreaterThan(0);
    expect(scope.getState(homeNewsQuery.$data)?.list.length).toBeGreaterThan(0);
    expect(scope.getState(homeShopsQuery.$data)?.list.length).toBeGreaterThan(0);
    expect(scope.getState(homeCalendar.$answered)).toBe(true);
  });

  it('asks again on the next visit', async () => {
    const counter = countRequests('/rpi/banner/bannerShow');
    const scope = fork();
    await allSettled(HomePageGate.open, { scope, params: {} });
    await allSettled(HomePageGate.close, { scope, params: {} });
    await allSettled(HomePageGate.open, { scope, params: {} });
    expect(counter.count).toBe(2);
  });
});
