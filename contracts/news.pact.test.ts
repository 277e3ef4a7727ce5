import { MatchersV3 } from '@pact-foundation/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, callApi, newsInfo, officialNewsList } from '@/shared/api/wire';
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

const { eachLike, equal, integer, string } = MatchersV3;

beforeAll(clearPactsOncePerRun);

/** The form body of officialNewsList, as the app's client encodes it (every value is text). */
const newsListForm = (category: number) => ({
  category: String(category),
  title: '',
  countryId: String(COUNTRY_ID),
  pageNum: '1',
  pageSize: '5',
});

const newsListParams = (category: 0 | 3 | 4 | 6) => ({ category, title: '', countryId: COUNTRY_ID, pageNum: 1, pageSize: 5 });

/** A list item; `category` repeats `type` (api-reference section 2), so both take the same matcher. */
const newsSummary = (type: unknown) => ({
  id: integer(1),
  img: string('https://cdn.example.com/news/1.jpg'),
  date: backendDateText('2026-03-14 09:30:00'),
  title: string('Spring league opens'),
  type,
  category: type,
  visitCount: integer(42),
});

describe('news.officialNewsList (F /rpi/websitenews/officialNewsList)', () => {
  it('returns the first page of all news of a country', async () => {
    const pact = createPact()
      .given(ProviderState.defaultContent)
      .uponReceiving(`${officialNewsList.name}: first page of all news for country ${COUNTRY_ID}`)
      .withRequest({
        method: 'POST',
        path: officialNewsList.path,
        headers: requestHeaders({ form: true }),
        body: newsListForm(0),
      })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success({ list: eachLike(newsSummary(integer(4))), total: integer(12) }),
      });

    await pact.executeTest(async (mockServer) => {
      const page = await callApi(officialNewsList, newsListParams(0), {
        origin: mockServer.url,
        token: null,
        language: LANGUAGE,
      });

      expect(page.total).toBe(12);
      expect(page.list).toEqual([
        {
          id: 1,
          img: 'https://cdn.example.com/news/1.jpg',
          date: '2026-03-14 09:30:00',
          title: 'Spring league opens',
          type: 4,
          category: 4,
          visitCount: 42,
        },
      ]);
    });
  });

  it('filters by category: every item of the information category has type and category 6', async () => {
    const pact = createPact()
      .given(ProviderState.defaultContent)
      .uponReceiving(`${officialNewsList.name}: first page of information news (category 6) for country ${COUNTRY_ID}`)
      .withRequest({
        method: 'POST',
        path: officialNewsList.path,
        headers: requestHeaders({ form: true }),
        body: newsListForm(6),
      })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success({ list: eachLike(newsSummary(equal(6))), total: integer(3) }),
      });

    await pact.executeTest(async (mockServer) => {
      const page = await callApi(officialNewsList, newsListParams(6), {
        origin: mockServer.url,
        token: null,
        language: LANGUAGE,
      });

      expect(page.total).toBe(3);
      expect(page.list.map((item) => item.type)).toEqual([6]);
      expect(page.list.map((item) => item.category)).toEqual([6]);
    });
  });

  it('answers an empty page when there is no news', async () => {
    const pact = createPact()
      .given(ProviderState.noContent)
      .uponReceiving(`${officialNewsList.name}: first page when there is no news`)
      .withRequest({
        method: 'POST',
        path: officialNewsList.path,
        headers: requestHeaders({ form: true }),
        body: newsListForm(0),
      })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: success({ list: [], total: 0 }) });

    await pact.executeTest(async (mockServer) => {
      const page = await callApi(officialNewsList, newsListParams(0), {
        origin: mockServer.url,
        token: null,
        language: LANGUAGE,
      });

      expect(page).toEqual({ list: [], total: 0 });
    });
  });

  // Public calls ignore the Authorization header (api-reference section 1): no 198, no login
  // redirect. Older clients send the text of a JavaScript null while logged out; the app's client
  // sends the token text as given, so a token of 'null' reproduces that request exactly.
  it.each([
    ['a stale token', ProviderState.demoSessionExpired, "the demo member's stale token", '7d1e0c4b9a2f4e6d8c3b5a7f9e1d2c4b'],
    ['the literal "Authorization: null" of older clients', ProviderState.defaultContent, '"Authorization: null"', 'null'],
  ])('ignores %s: the public answer', async (_, state, what, token) => {
    const pact = createPact()
      .given(state)
      .uponReceiving(`${officialNewsList.name}: a call with ${what} gets the public answer`)
      .withRequest({
        method: 'POST',
        path: officialNewsList.path,
        headers: requestHeaders({ form: true, token }),
        body: newsListForm(0),
      })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success({ list: eachLike(newsSummary(integer(4))), total: integer(12) }),
      });

    await pact.executeTest(async (mockServer) => {
      const page = await callApi(officialNewsList, newsListParams(0), { origin: mockServer.url, token, language: LANGUAGE });

      expect(page.total).toBe(12);
      expect(page.list).toHaveLength(1);
      expect(page.list[0]).toMatchObject({ id: 1, type: 4, category: 4 });
    });
  });
});

describe('news.newsInfo (F /rpi/websitenews/newsInfo)', () => {
  it('returns an existing news item with its HTML contents', async () => {
    const pact = createPact()
      .given(ProviderState.newsItemExists, { id: 1 })
      .uponReceiving(`${newsInfo.name}: news item 1`)
      .withRequest({
        method: 'POST',
        path: newsInfo.path,
        headers: requestHeaders({ form: true }),
        body: { id: '1' },
      })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success({
          id: equal(1),
          title: string('Spring league opens'),
          date: backendDateText('2026-03-14 09:30:00'),
          type: integer(4),
          contents: string('<p>The spring league starts on <strong>1 April</strong>.</p>'),
        }),
      });

    await pact.executeTest(async (mockServer) => {
      const item = await callApi(newsInfo, { id: 1 }, { origin: mockServer.url, token: null, language: LANGUAGE });

      expect(item).toEqual({
        id: 1,
        title: 'Spring league opens',
        date: '2026-03-14 09:30:00',
        type: 4,
        contents: '<p>The spring league starts on <strong>1 April</strong>.</p>',
      });
    });
  });

  it('rejects an unknown id with the backend message', async () => {
    const unknownId = 999_999;
    const message = 'News not found';
    const pact = createPact()
      .given(ProviderState.noNewsItemWithId, { id: unknownId })
      .uponReceiving(`${newsInfo.name}: an unknown news id`)
      .withRequest({
        method: 'POST',
        path: newsInfo.path,
        headers: requestHeaders({ form: true }),
        body: { id: String(unknownId) },
      })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: failure(101, message) });

    await pact.executeTest(async (mockServer) => {
      const attempt = callApi(newsInfo, { id: unknownId }, { origin: mockServer.url, token: null, language: LANGUAGE });

      await expect(attempt).rejects.toBeInstanceOf(ApiError);
      await expect(attempt).rejects.toMatchObject({ kind: 'rejected', code: 101, message });
    });
  });
});
