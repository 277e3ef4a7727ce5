import { MatchersV3 } from '@pact-foundation/pact';
import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityDetails, activityList, activityMonthlyTable, ApiError, callApi, type CallDefinition } from '@/shared/api/wire';
import {
  backendDateText,
  clearPactsOncePerRun,
  COUNTRY_ID,
  createPact,
  failure,
  jsonResponseHeaders,
  LANGUAGE,
  requestHeaders,
  success,
} from './support/pact';
import { ProviderState } from './support/provider-states';

const { eachLike, equal, integer, regex, string } = MatchersV3;

beforeAll(clearPactsOncePerRun);

const YEAR = 2026;
const MONTH = 3;
const jsonHeaders = (token?: string) => ({ ...requestHeaders(token ? { token } : {}), 'Content-Type': 'application/json' });
const context = (origin: string, token: string | null = null) => ({ origin, token, language: LANGUAGE });

/**
 * A request schema that lets any value through, so a contract can send what the app itself never
 * would (an unknown type, month 13) and pin the backend's answer to it.
 */
const unchecked = (definition: CallDefinition) => ({ ...definition, request: z.looseObject({}) }) as CallDefinition;

const listParams = { title: '', year: YEAR, month: MONTH, type: null, countryId: COUNTRY_ID, pageNum: 1, pageSize: 5 };
const tableParams = { type: null, title: '', year: YEAR, month: MONTH, countryId: COUNTRY_ID };

const shop = { shopId: integer(3), shopName: string('The Oche Lounge'), shopAddress: string('12 Market Street, London') };
const activitySummary = {
  id: integer(7),
  title: string('Happy Hour at The Oche Lounge'),
  type: integer(1),
  state: integer(2),
  startDate: backendDateText('2026-03-10 00:00:00'),
  endDate: backendDateText('2026-03-12 23:59:59'),
  thumbnail: string('/media/activities/activity-party-thumb.svg'),
  shopList: eachLike(shop, 0),
};
const day = regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-03-10');
const entry = { activityId: integer(7), amount: integer(1), date: day };

describe('activities.list (J /rpi/activity/list)', () => {
  it('returns the first page of the activities and matches running in a month', async () => {
    const pact = createPact()
      .given(ProviderState.activityAndMatchInMonth, { year: YEAR, month: MONTH })
      .uponReceiving(`${activityList.name}: first page of ${YEAR}-${MONTH} for country ${COUNTRY_ID}`)
      .withRequest({ method: 'POST', path: activityList.path, headers: jsonHeaders(), body: listParams })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success({ list: eachLike(activitySummary, 2), total: integer(2) }),
      });

    await pact.executeTest(async (mockServer) => {
      const page = await callApi(activityList, listParams, context(mockServer.url));
      expect(page.total).toBe(2);
      expect(page.list).toHaveLength(2);
      expect(page.list[0]).toMatchObject({ id: 7, type: 1, state: 2, startDate: '2026-03-10 00:00:00' });
    });
  });

  it('filters by type and by a case-insensitive part of the title', async () => {
    const params = { ...listParams, type: 0 as const, title: 'cup' };
    const pact = createPact()
      .given(ProviderState.activityAndMatchInMonth, { year: YEAR, month: MONTH })
      .uponReceiving(`${activityList.name}: matches (type 0) of ${YEAR}-${MONTH} whose title contains "cup"`)
      .withRequest({ method: 'POST', path: activityList.path, headers: jsonHeaders(), body: params })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success({
          list: eachLike({ ...activitySummary, type: equal(0), title: regex('^.*[Cc][Uu][Pp].*$', 'Contract Cup 7') }),
          total: integer(1),
        }),
      });

    await pact.executeTest(async (mockServer) => {
      const page = await callApi(activityList, params, context(mockServer.url));
      expect(page.total).toBe(1);
      expect(page.list).toEqual([expect.objectContaining({ type: 0, title: 'Contract Cup 7' })]);
    });
  });

  it('rejects an unknown type with code 101', async () => {
    const message = 'Invalid parameter: type';
    const params = { ...listParams, type: 2 };
    const pact = createPact()
      .given(ProviderState.defaultContent)
      .uponReceiving(`${activityList.name}: an unknown type (2)`)
      .withRequest({ method: 'POST', path: activityList.path, headers: jsonHeaders(), body: params })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: failure(101, message) });

    await pact.executeTest(async (mockServer) => {
      // The app only sends 0, 1 or null (its own schema refuses 2); the contract pins what the backend says.
      const attempt = callApi(unchecked(activityList), params, context(mockServer.url));
      await expect(attempt).rejects.toBeInstanceOf(ApiError);
      await expect(attempt).rejects.toMatchObject({ kind: 'rejected', code: 101, message });
    });
  });

  it('rejects a page size over 999 with code 101', async () => {
    const message = 'Invalid parameter: pageSize';
    const params = { ...listParams, pageSize: 1000 };
    const pact = createPact()
      .given(ProviderState.defaultContent)
      .uponReceiving(`${activityList.name}: a page size over 999 (1000)`)
      .withRequest({ method: 'POST', path: activityList.path, headers: jsonHeaders(), body: params })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: failure(101, message) });

    await pact.executeTest(async (mockServer) => {
      // The app's own schema stops at 999 too; the contract pins what the backend says beyond it.
      const attempt = callApi(unchecked(activityList), params, context(mockServer.url));
      await expect(attempt).rejects.toMatchObject({ kind: 'rejected', code: 101, message });
    });
  });

  it('answers an empty page when there are no activities', async () => {
    const pact = createPact()
      .given(ProviderState.noContent)
      .uponReceiving(`${activityList.name}: first page when there are no activities`)
      .withRequest({ method: 'POST', path: activityList.path, headers: jsonHeaders(), body: listParams })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: success({ list: [], total: 0 }) });

    await pact.executeTest(async (mockServer) => {
      expect(await callApi(activityList, listParams, context(mockServer.url))).toEqual({ list: [], total: 0 });
    });
  });

  it('ignores a stale token: a call with an expired token gets the public answer', async () => {
    const expiredToken = '7d1e0c4b9a2f4e6d8c3b5a7f9e1d2c4b';
    const pact = createPact()
      .given(ProviderState.demoSessionExpired)
      .given(ProviderState.activityAndMatchInMonth, { year: YEAR, month: MONTH })
      .uponReceiving(`${activityList.name}: a call with the demo member's stale token gets the public answer`)
      .withRequest({ method: 'POST', path: activityList.path, headers: jsonHeaders(expiredToken), body: listParams })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success({ list: eachLike(activitySummary, 2), total: integer(2) }),
      });

    await pact.executeTest(async (mockServer) => {
      // Public calls ignore the Authorization header (api-reference section 1): no 198.
      const page = await callApi(activityList, listParams, context(mockServer.url, expiredToken));
      expect(page.total).toBe(2);
      expect(page.list).toHaveLength(2);
      expect(page.list[0]).toMatchObject({ id: 7, type: 1, state: 2, startDate: '2026-03-10 00:00:00' });
    });
  });
});

describe('activities.monthlyTable (J /rpi/activity/monthlyTable)', () => {
  it('returns the days of the month with activities and with matches', async () => {
    const pact = createPact()
      .given(ProviderState.activityAndMatchInMonth, { year: YEAR, month: MONTH })
      .uponReceiving(`${activityMonthlyTable.name}: days of ${YEAR}-${MONTH} for country ${COUNTRY_ID}`)
      .withRequest({ method: 'POST', path: activityMonthlyTable.path, headers: jsonHeaders(), body: tableParams })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success({ activityList: eachLike(entry), matchList: eachLike(entry) }),
      });

    await pact.executeTest(async (mockServer) => {
      const table = await callApi(activityMonthlyTable, tableParams, context(mockServer.url));
      expect(table.activityList[0]).toEqual({ activityId: 7, amount: 1, date: '2026-03-10' });
      expect(table.matchList).toHaveLength(1);
    });
  });

  it('rejects a month outside 1-12 with code 101', async () => {
    const message = 'Invalid parameter: month';
    const params = { ...tableParams, month: 13 };
    const pact = createPact()
      .given(ProviderState.defaultContent)
      .uponReceiving(`${activityMonthlyTable.name}: month 13`)
      .withRequest({ method: 'POST', path: activityMonthlyTable.path, headers: jsonHeaders(), body: params })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: failure(101, message) });

    await pact.executeTest(async (mockServer) => {
      const attempt = callApi(unchecked(activityMonthlyTable), params, context(mockServer.url));
      await expect(attempt).rejects.toBeInstanceOf(ApiError);
      await expect(attempt).rejects.toMatchObject({ kind: 'rejected', code: 101, message });
    });
  });

  it('answers no days when there are no activities', async () => {
    const pact = createPact()
      .given(ProviderState.noContent)
      .uponReceiving(`${activityMonthlyTable.name}: a month when there are no activities`)
      .withRequest({ method: 'POST', path: activityMonthlyTable.path, headers: jsonHeaders(), body: tableParams })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: success({ activityList: [], matchList: [] }) });

    await pact.executeTest(async (mockServer) => {
      expect(await callApi(activityMonthlyTable, tableParams, context(mockServer.url))).toEqual({
        activityList: [],
        matchList: [],
      });
    });
  });

  it('ignores a stale token: a call with an expired token gets the public answer', async () => {
    const expiredToken = '7d1e0c4b9a2f4e6d8c3b5a7f9e1d2c4b';
    const pact = createPact()
      .given(ProviderState.demoSessionExpired)
      .given(ProviderState.activityAndMatchInMonth, { year: YEAR, month: MONTH })
      .uponReceiving(`${activityMonthlyTable.name}: a call with the demo member's stale token gets the public answer`)
      .withRequest({ method: 'POST', path: activityMonthlyTable.path, headers: jsonHeaders(expiredToken), body: tableParams })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success({ activityList: eachLike(entry), matchList: eachLike(entry) }),
      });

    await pact.executeTest(async (mockServer) => {
      // Public calls ignore the Authorization header (api-reference section 1): no 198.
      const table = await callApi(activityMonthlyTable, tableParams, context(mockServer.url, expiredToken));
      expect(table.activityList[0]).toEqual({ activityId: 7, amount: 1, date: '2026-03-10' });
      expect(table.matchList).toHaveLength(1);
    });
  });
});

describe('activities.details (F /rpi/activity/details)', () => {
  it('returns an activity with every detail field, its texts plain text with line breaks', async () => {
    const pact = createPact()
      .given(ProviderState.activityExists, { id: 7 })
      .uponReceiving(`${activityDetails.name}: activity 7`)
      .withRequest({ method: 'POST', path: activityDetails.path, headers: requestHeaders({ form: true }), body: { activityId: '7' } })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success({
          ...activitySummary,
          id: equal(7),
          picture: string('/media/activities/activity-party-picture.svg'),
          machineType: regex('^.*(A1|W1).*$', 'A1 and W1 machines'),
          // The six texts are plain text with line breaks, not HTML (api-reference section 2).
          content: string('Double gold every evening.\n\nBring a friend for a free game.'),
          joinMethod: string('Register at the counter.\nThen play with your player card.'),
          cost: string('Free'),
          reward: string('100 gold'),
          contact: string('Ask the staff'),
          other: string('Bring your player card.'),
        }),
      });

    await pact.executeTest(async (mockServer) => {
      const item = await callApi(activityDetails, { activityId: 7 }, context(mockServer.url));
      expect(item).toMatchObject({
        id: 7,
        machineType: 'A1 and W1 machines',
        content: 'Double gold every evening.\n\nBring a friend for a free game.',
        joinMethod: 'Register at the counter.\nThen play with your player card.',
      });
    });
  });

  it('rejects an unknown id with the backend message (code 101)', async () => {
    const unknownId = 999_999;
    const message = 'Activity not found';
    const pact = createPact()
      .given(ProviderState.noActivityWithId, { id: unknownId })
      .uponReceiving(`${activityDetails.name}: an unknown activity id`)
      .withRequest({
        method: 'POST',
        path: activityDetails.path,
        headers: requestHeaders({ form: true }),
        body: { activityId: String(unknownId) },
      })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: failure(101, message) });

    await pact.executeTest(async (mockServer) => {
      await expect(callApi(activityDetails, { activityId: unknownId }, context(mockServer.url))).rejects.toMatchObject({
        kind: 'rejected',
        code: 101,
        message,
      });
    });
  });
});
