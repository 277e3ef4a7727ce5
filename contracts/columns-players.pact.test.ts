import { MatchersV3 } from '@pact-foundation/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import { bannerShow, callApi, playerDetails, playerList, specialColumnInfo, specialColumnList } from '@/shared/api/wire';
import {
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

const EXPIRED_TOKEN = '7d1e0c4b9a2f4e6d8c3b5a7f9e1d2c4b';
const context = (origin: string, token: string | null = null) => ({ origin, token, language: LANGUAGE });
const jsonHeaders = (token?: string) => ({ ...requestHeaders(token ? { token } : {}), 'Content-Type': 'application/json' });

const banner = { id: integer(3), image: string('/media/banners/columns.svg'), link: string('/Darts/DartsList') };

describe('banners.bannerShow (F /rpi/banner/bannerShow)', () => {
  it('returns the published banners of the darts page (status 1, type 1)', async () => {
    const pact = createPact()
      .given(ProviderState.defaultContent)
      .uponReceiving(`${bannerShow.name}: published darts page banners of country ${COUNTRY_ID}`)
      .withRequest({
        method: 'POST',
        path: bannerShow.path,
        headers: requestHeaders({ form: true }),
        body: { countryId: String(COUNTRY_ID), status: '1', type: '1' },
      })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: success(eachLike(banner)) });

    await pact.executeTest(async (mockServer) => {
      const banners = await callApi(bannerShow, { countryId: COUNTRY_ID, status: 1, type: 1 }, context(mockServer.url));
      expect(banners).toEqual([{ id: 3, image: '/media/banners/columns.svg', link: '/Darts/DartsList' }]);
    });
  });

  it('returns the home set when neither status nor type is sent', async () => {
    const pact = createPact()
      .given(ProviderState.defaultContent)
      .uponReceiving(`${bannerShow.name}: home banners of country ${COUNTRY_ID}`)
      .withRequest({
        method: 'POST',
        path: bannerShow.path,
        headers: requestHeaders({ form: true }),
        body: { countryId: String(COUNTRY_ID) },
      })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: success(eachLike(banner)) });

    await pact.executeTest(async (mockServer) => {
      const banners = await callApi(bannerShow, { countryId: COUNTRY_ID }, context(mockServer.url));
      expect(banners).toHaveLength(1);
    });
  });

  it('answers no banners when there is no content', async () => {
    const pact = createPact()
      .given(ProviderState.noContent)
      .uponReceiving(`${bannerShow.name}: darts page banners when there is no content`)
      .withRequest({
        method: 'POST',
        path: bannerShow.path,
        headers: requestHeaders({ form: true }),
        body: { countryId: String(COUNTRY_ID), status: '1', type: '1' },
      })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: success([]) });

    await pact.executeTest(async (mockServer) => {
      await expect(callApi(bannerShow, { countryId: COUNTRY_ID, status: 1, type: 1 }, context(mockServer.url))).resolves.toEqual([]);
    });
  });

  it('ignores a stale token: a call with an expired token gets the public answer', async () => {
    const pact = createPact()
      .given(ProviderState.demoSessionExpired)
      .uponReceiving(`${bannerShow.name}: a call with the demo member's stale token gets the public answer`)
      .withRequest({
        method: 'POST',
        path: bannerShow.path,
        headers: requestHeaders({ form: true, token: EXPIRED_TOKEN }),
        body: { countryId: String(COUNTRY_ID) },
      })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: success(eachLike(banner)) });

    await pact.executeTest(async (mockServer) => {
      // Public calls ignore the Authorization header (api-reference section 1): no 198.
      const banners = await callApi(bannerShow, { countryId: COUNTRY_ID }, context(mockServer.url, EXPIRED_TOKEN));
      expect(banners).toEqual([{ id: 3, image: '/media/banners/columns.svg', link: '/Darts/DartsList' }]);
    });
  });
});

const columnSummary = {
  id: integer(7),
  thumbnail: string('/media/columns/technique-1.svg'),
  title: string('Finding your stance: the foundation of a repeatable throw'),
  cdateInt: integer(20260314),
  visitCount: integer(128),
  /** The article's HTML, as in specialColumnInfo: the portal cuts the card's excerpt from its text. */
  contents: string('<p>Every consistent throw starts from the <strong>feet</strong>.</p>'),
};

describe('columns.specialColumnList (J /rpi/special/specialColumnList)', () => {
  it('returns the first page of a country’s columns', async () => {
    const pact = createPact()
      .given(ProviderState.defaultContent)
      .uponReceiving(`${specialColumnList.name}: first page of columns for country ${COUNTRY_ID}`)
      .withRequest({
        method: 'POST',
        path: specialColumnList.path,
        headers: jsonHeaders(),
        body: { countryId: COUNTRY_ID, title: '', pageNum: 1, pageSize: 5 },
      })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success({ list: eachLike(columnSummary), total: integer(22) }),
      });

    await pact.executeTest(async (mockServer) => {
      const page = await callApi(specialColumnList, { countryId: COUNTRY_ID, title: '', pageNum: 1, pageSize: 5 }, context(mockServer.url));
      expect(page).toEqual({
        list: [
          {
            id: 7,
            thumbnail: '/media/columns/technique-1.svg',
            title: 'Finding your stance: the foundation of a repeatable throw',
            cdateInt: 20260314,
            visitCount: 128,
            contents: '<p>Every consistent throw starts from the <strong>feet</strong>.</p>',
          },
        ],
        total: 22,
      });
    });
  });

  it('answers an empty page when there are no columns', async () => {
    const pact = createPact()
      .given(ProviderState.noContent)
      .uponReceiving(`${specialColumnList.name}: first page when there are no columns`)
      .withRequest({
        method: 'POST',
        path: specialColumnList.path,
        headers: jsonHeaders(),
        body: { countryId: COUNTRY_ID, title: '', pageNum: 1, pageSize: 5 },
      })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: success({ list: [], total: 0 }) });

    await pact.executeTest(async (mockServer) => {
      const page = await callApi(specialColumnList, { countryId: COUNTRY_ID, title: '', pageNum: 1, pageSize: 5 }, context(mockServer.url));
      expect(page).toEqual({ list: [], total: 0 });
    });
  });

  it('ignores a stale token: a call with an expired token gets the public answer', async () => {
    const pact = createPact()
      .given(ProviderState.demoSessionExpired)
      .uponReceiving(`${specialColumnList.name}: a call with the demo member's stale token gets the public answer`)
      .withRequest({
        method: 'POST',
        path: specialColumnList.path,
        headers: jsonHeaders(EXPIRED_TOKEN),
        body: { countryId: COUNTRY_ID, title: '', pageNum: 1, pageSize: 5 },
      })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success({ list: eachLike(columnSummary), total: integer(22) }),
      });

    await pact.executeTest(async (mockServer) => {
      // Public calls ignore the Authorization header (api-reference section 1): no 198.
      const page = await callApi(
        specialColumnList,
        { countryId: COUNTRY_ID, title: '', pageNum: 1, pageSize: 5 },
        context(mockServer.url, EXPIRED_TOKEN),
      );
      expect(page.total).toBe(22);
      expect(page.list).toHaveLength(1);
      expect(page.list[0]).toMatchObject({ id: 7, cdateInt: 20260314 });
    });
  });
});

describe('columns.specialColumnInfo (F /rpi/special/specialColumnInfo)', () => {
  it('returns an existing column with its HTML contents', async () => {
    const pact = createPact()
      .given(ProviderState.columnExists, { id: 1 })
      .uponReceiving(`${specialColumnInfo.name}: darts column 1`)
      .withRequest({ method: 'POST', path: specialColumnInfo.path, headers: requestHeaders({ form: true }), body: { id: '1' } })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success({
          id: equal(1),
          title: string('Finding your stance'),
          thumbnail: string('/media/columns/technique-1.svg'),
          cdateInt: integer(20260314),
          visitCount: integer(129),
          contents: string('<p>Every consistent throw starts from the feet.</p>'),
        }),
      });

    await pact.executeTest(async (mockServer) => {
      const column = await callApi(specialColumnInfo, { id: 1 }, context(mockServer.url));
      expect(column).toEqual({
        id: 1,
        title: 'Finding your stance',
        thumbnail: '/media/columns/technique-1.svg',
        cdateInt: 20260314,
        visitCount: 129,
        contents: '<p>Every consistent throw starts from the feet.</p>',
      });
    });
  });

  it('rejects an unknown id with the backend message', async () => {
    const unknownId = 999_999;
    const pact = createPact()
      .given(ProviderState.noColumnWithId, { id: unknownId })
      .uponReceiving(`${specialColumnInfo.name}: an unknown column id`)
      .withRequest({
        method: 'POST',
        path: specialColumnInfo.path,
        headers: requestHeaders({ form: true }),
        body: { id: String(unknownId) },
      })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: failure(101, 'Column not found') });

    await pact.executeTest(async (mockServer) => {
      const attempt = callApi(specialColumnInfo, { id: unknownId }, context(mockServer.url));
      await expect(attempt).rejects.toMatchObject({ kind: 'rejected', code: 101, message: 'Column not found' });
    });
  });
});

const pictureText = '[{"uid":"player-1-1","url":"/media/players/player-1.svg"}]';

describe('players.list (G /rpi/player/list)', () => {
  it('returns the players of a country, their pictures as JSON text', async () => {
    const pact = createPact()
      .given(ProviderState.defaultContent)
      .uponReceiving(`${playerList.name}: players of country ${COUNTRY_ID}`)
      .withRequest({ method: 'GET', path: playerList.path, query: { countryId: String(COUNTRY_ID) }, headers: requestHeaders() })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success(eachLike({ id: integer(25), name: string('Daniel Smith'), picture: string(pictureText) })),
      });

    await pact.executeTest(async (mockServer) => {
      const players = await callApi(playerList, { countryId: COUNTRY_ID }, context(mockServer.url));
      expect(players).toEqual([{ id: 25, name: 'Daniel Smith', picture: pictureText }]);
    });
  });

  it('answers no players when there is no content', async () => {
    const pact = createPact()
      .given(ProviderState.noContent)
      .uponReceiving(`${playerList.name}: players when there is no content`)
      .withRequest({ method: 'GET', path: playerList.path, query: { countryId: String(COUNTRY_ID) }, headers: requestHeaders() })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: success([]) });

    await pact.executeTest(async (mockServer) => {
      await expect(callApi(playerList, { countryId: COUNTRY_ID }, context(mockServer.url))).resolves.toEqual([]);
    });
  });

  it('ignores a stale token: a call with an expired token gets the public answer', async () => {
    const pact = createPact()
      .given(ProviderState.demoSessionExpired)
      .uponReceiving(`${playerList.name}: a call with the demo member's stale token gets the public answer`)
      .withRequest({
        method: 'GET',
        path: playerList.path,
        query: { countryId: String(COUNTRY_ID) },
        headers: requestHeaders({ token: EXPIRED_TOKEN }),
      })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success(eachLike({ id: integer(25), name: string('Daniel Smith'), picture: string(pictureText) })),
      });

    await pact.executeTest(async (mockServer) => {
      // Public calls ignore the Authorization header (api-reference section 1): no 198.
      const players = await callApi(playerList, { countryId: COUNTRY_ID }, context(mockServer.url, EXPIRED_TOKEN));
      expect(players).toEqual([{ id: 25, name: 'Daniel Smith', picture: pictureText }]);
    });
  });
});

describe('players.details (G /rpi/player/details)', () => {
  it('returns a full profile, its list fields as JSON text', async () => {
    const detail = {
      id: 1,
      name: 'Daniel Smith',
      picture: pictureText,
      dartImg: '[{"uid":"dart-1","url":"/media/players/dart-1.svg"}]',
      dartTip: 'Fit Point, standard length',
      dartBarrel: '90% tungsten, 18.0 g, 42 mm, ring grip',
      dartShaft: 'Carbon, in-between (24 mm)',
      dartFlight: 'Standard, 100 micron',
      achievement: '[{"id":1,"label":"2025","content":"2025 National League: champion"}]',
      goods: '[{"uid":"goods-1-1","url":"/media/players/goods-case.svg"}]',
      videoUrl: '/media/promo.mp4',
      facebookLink: 'https://www.facebook.com/danielsmith.darts',
      twitterLink: 'https://x.com/danielsmith_darts',
      otherLink: 'https://www.youtube.com/@danielsmithdarts',
    };
    const pact = createPact()
      .given(ProviderState.playerExists, { id: 1 })
      .uponReceiving(`${playerDetails.name}: player 1`)
      .withRequest({ method: 'GET', path: playerDetails.path, query: { playerId: '1' }, headers: requestHeaders() })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success(
          Object.fromEntries(Object.entries(detail).map(([key, value]) => [key, key === 'id' ? equal(value) : typeof value === 'number' ? integer(value) : string(value)])),
        ),
      });

    await pact.executeTest(async (mockServer) => {
      const player = await callApi(playerDetails, { playerId: 1 }, context(mockServer.url));
      expect(player).toEqual(detail);
    });
  });

  it('rejects an unknown player with the backend message', async () => {
    const unknownId = 999_999;
    const pact = createPact()
      .given(ProviderState.noPlayerWithId, { id: unknownId })
      .uponReceiving(`${playerDetails.name}: an unknown player id`)
      .withRequest({ method: 'GET', path: playerDetails.path, query: { playerId: String(unknownId) }, headers: requestHeaders() })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: failure(101, 'Player not found') });

    await pact.executeTest(async (mockServer) => {
      const attempt = callApi(playerDetails, { playerId: unknownId }, context(mockServer.url));
      await expect(attempt).rejects.toMatchObject({ kind: 'rejected', code: 101, message: 'Player not found' });
    });
  });
});
