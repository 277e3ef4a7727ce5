import { allSettled, createEvent, createStore, fork, type Scope } from 'effector';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { callApi, calls, createApiQuery, NewsCategory } from '@/shared/api';
import { addressShown, forkRecordingNavigation } from '@/shared/testing';
import { createListPage } from './list-page';

interface Filters {
  category: NewsCategory;
  title: string;
}

const query = createApiQuery(calls.officialNewsList, 'list-page.test');
const $countryId = createStore(617, { name: 'list-page.test.country' });
const list = createListPage({
  name: 'list-page.test',
  path: '/News',
  query,
  pageSize: 5,
  parse: (search): Filters => ({
    category: (Number(search.get('type')) || NewsCategory.all) as NewsCategory,
    title: search.get('title') ?? '',
  }),
  format: ({ category, title }) => {
    const search = new URLSearchParams();
    if (category !== NewsCategory.all) search.set('type', String(category));
    if (title) search.set('title', title);
    return search;
  },
  context: $countryId,
  paramsOf: ({ filters, page, pageSize, context }) => ({ ...filters, countryId: context, pageNum: page, pageSize }),
});

/** What the query was last asked for. */
const $asked = createStore<unknown>(null, { skipVoid: false }).on(query.finished.finally, (_, { params }) => params);

const context = { origin: '', token: null, language: 'en' };
const news = (category: NewsCategory, pageNum = 1, countryId = 617) =>
  callApi(calls.officialNewsList, { category, title: '', countryId, pageNum, pageSize: 5 }, context);

/** A scope whose navigation is recorded rather than performed. */
const start = () => forkRecordingNavigation();
const open = (scope: Scope, search: string) => allSettled(list.Gate.open, { scope, params: { search } });
const moveTo = (scope: Scope, search: string) => addressShown(list.Gate, scope, search);

describe('createListPage', () => {
  it('asks for the filters and page of the address it opens with', async () => {
    const expected = await news(NewsCategory.competition, 2);
    const { scope } = start();
    await open(scope, '?type=4&page=2');
    expect(scope.getState(list.$filters)).toEqual({ category: NewsCategory.competition, title: '' });
    expect(scope.getState(list.$page)).toBe(2);
    expect(scope.getState($asked)).toEqual({ category: 4, title: '', countryId: 617, pageNum: 2, pageSize: 5 });
    expect(scope.getState(query.$data)).toEqual(expected);
  });

  it('asks once per address: a re-render with the same address asks nothing', async () => {
    const { scope } = start();
    const $asks = createStore(0).on(query.started, (count) => count + 1);
    await open(scope, '?type=4');
    await moveTo(scope, '?type=4');
    await moveTo(scope, '?type=3');
    expect(scope.getState($asks)).toBe(2);
  });

  it('reads a missing or malformed page as the first', async () => {
    const { scope } = start();
    await open(scope, '?page=abc');
    expect(scope.getState(list.$page)).toBe(1);
    expect(scope.getState($asked)).toMatchObject({ category: 0, pageNum: 1 });
  });

  it('pushes a new address for a filter (back to page 1) and for a page (filters kept)', async () => {
    const { scope, navigated } = start();
    await open(scope, '?type=4&page=3');
    await allSettled(list.filtersChanged, { scope, params: { title: 'Cup' } });
    await allSettled(list.pageChosen, { scope, params: 5 });
    await allSettled(list.filtersChanged, { scope, params: { category: NewsCategory.all } });
    expect(navigated).toEqual(['/News?type=4&title=Cup', '/News?type=4&page=5', '/News']);
    // The address is the only source of truth: nothing changes until the router moves.
    expect(scope.getState(list.$page)).toBe(3);
  });

  it('follows the address (Back, Forward, a link) and asks again on retry', async () => {
    const { scope } = start();
    await open(scope, '?type=4&page=2');
    await moveTo(scope, '?type=3');
    expect(scope.getState($asked)).toMatchObject({ category: 3, pageNum: 1 });
    expect(scope.getState(query.$data)).toEqual(await news(NewsCategory.activity));

    server.use(http.post('*/rpi/websitenews/officialNewsList', () => HttpResponse.json({ code: 500, msg: 'Server error', data: null }), { once: true }));
    await moveTo(scope, '?type=3&page=2');
    expect(scope.getState(query.$failed)).toBe(true);
    await allSettled(list.retried, { scope });
    expect(scope.getState(query.$failed)).toBe(false);
    expect(scope.getState(query.$data)).toEqual(await news(NewsCategory.activity, 2));
  });

  it('starts again from the first page of another country', async () => {
    const { scope, navigated } = start();
    await open(scope, '?type=4');
    await allSettled($countryId, { scope, params: 17829 });
    expect(navigated).toEqual([]);
    expect(scope.getState($asked)).toMatchObject({ category: 4, countryId: 17829, pageNum: 1 });

    await moveTo(scope, '?type=4&page=2');
    await allSettled($countryId, { scope, params: 617 });
    expect(navigated).toEqual([{ to: '/News?type=4', replace: true }]);
  });

  it('shows the answer to the latest address even when an older one answers last', async () => {
    server.use(
      http.post(
        '*/rpi/websitenews/officialNewsList',
        async () => {
          await delay(150);
          return HttpResponse.json({ code: 100, msg: 'ok', data: { list: [], total: 0 } });
        },
        { once: true },
      ),
    );
    const { scope } = start();
    const first = open(scope, '?type=4');
    await moveTo(scope, '?type=6');
    await first;
    expect(scope.getState(query.$data)).toEqual(await news(NewsCategory.information));
  });

  it('asks nothing and navigates nowhere while the page is closed', async () => {
    const { scope, navigated } = start();
    await allSettled(list.pageChosen, { scope, params: 2 });
    await allSettled(list.retried, { scope });
    expect(navigated).toEqual([]);
    expect(scope.getState($asked)).toBeNull();
  });

  it('asks nothing while paramsOf has nothing to ask, and tells every request through `requested`', async () => {
    // A member list: its context is the member id, unknown while logged out.
    const memberQuery = createApiQuery(calls.officialNewsList, 'list-page.test.member');
    const $memberId = createStore<number | null>(null, { name: 'list-page.test.member-id' });
    const memberList = createListPage({
      name: 'list-page.test.member',
      path: '/Member',
      query: memberQuery,
      pageSize: 5,
      parse: (search) => ({ tab: search.get('tab') ?? 'first' }),
      format: ({ tab }) => new URLSearchParams(tab === 'first' ? {} : { tab }),
      context: $memberId,
      paramsOf: ({ filters, page, pageSize, context: memberId }) =>
        memberId === null || filters.tab !== 'first'
          ? null
          : { category: NewsCategory.all, title: '', countryId: 617, pageNum: page, pageSize },
    });
    const $starts = createStore(0).on(memberQuery.started, (count) => count + 1);
    const $requests = createStore<unknown[]>([]).on(memberList.requested, (requests, request) => [...requests, request]);
    const { scope } = start();

    await allSettled(memberList.Gate.open, { scope, params: { search: '' } });
    expect(scope.getState($starts)).toBe(0);
    expect(scope.getState(memberQuery.$data)).toBeNull();

    await allSettled($memberId, { scope, params: 7 });
    expect(scope.getState($starts)).toBe(1);
    expect(scope.getState(memberQuery.$data)).toEqual(await news(NewsCategory.all));

    await addressShown(memberList.Gate, scope, '?tab=second&page=2');
    expect(scope.getState($starts)).toBe(1);
    expect(scope.getState($requests)).toEqual([
      { filters: { tab: 'first' }, page: 1, pageSize: 5, context: null },
      { filters: { tab: 'first' }, page: 1, pageSize: 5, context: 7 },
      { filters: { tab: 'second' }, page: 2, pageSize: 5, context: 7 },
    ]);
  });

  it('replaces the address when the visitor leaves a page past the end', async () => {
    const { scope, navigated } = start();
    await open(scope, '?type=4&page=99');
    await allSettled(list.pastEndLeft, { scope, params: 7 });
    expect(navigated).toEqual([{ to: '/News?type=4&page=7', replace: true }]);
  });

  it('asks once per state: a state with the parameters and context it asked for last asks nothing (a list paged on the client)', async () => {
    const start = createEvent<{ countryId: number }>();
    const $names = createStore<unknown[]>([]).on(start, (asked, params) => [...asked, params]);
    const $country = createStore(617, { name: 'list-page.test.names-country' });
    const names = createListPage({
      name: 'list-page.test.names',
      path: '/Names',
      query: { start },
      pageSize: 5,
      parse: (search) => ({ country: Number(search.get('country')) || null }),
      format: ({ country }) => new URLSearchParams(country ? { country: String(country) } : {}),
      context: $country,
      paramsOf: ({ filters, context: country }) => ({ countryId: filters.country ?? country }),
    });
    const scope = fork();
    await allSettled(names.Gate.open, { scope, params: { search: '' } });
    await addressShown(names.Gate, scope, '?page=2');
    await addressShown(names.Gate, scope, '?country=17829&page=2');
    await addressShown(names.Gate, scope, '?country=17829');
    await allSettled(names.retried, { scope });
    // Another context asks again, even where it asks for the same (the picked country).
    await allSettled($country, { scope, params: 19464 });
    // Leaving and coming back is a new visit: it asks afresh.
    await allSettled(names.Gate.close, { scope, params: { search: '' } });
    await allSettled(names.Gate.open, { scope, params: { search: '?country=17829' } });
    expect(scope.getState($names)).toEqual([{ countryId: 617 }, { countryId: 17829 }, { countryId: 17829 }, { countryId: 17829 }, { countryId: 17829 }]);
  });

  it('begins with the app before the first render, and the page mounting on that visit asks nothing more', async () => {
    const { scope } = start();
    const $asks = createStore(0).on(query.started, (count) => count + 1);
    await allSettled(list.visit.started, { scope, params: { search: '?type=3' } });
    await open(scope, '?type=3');
    expect(scope.getState($asks)).toBe(1);
    expect(scope.getState($asked)).toMatchObject({ category: 3, pageNum: 1 });
  });
});
