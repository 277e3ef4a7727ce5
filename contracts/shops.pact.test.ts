import { MatchersV3 } from '@pact-foundation/pact';
import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, callApi, newShop, shopInfo, shopList, type CallDefinition } from '@/shared/api/wire';
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

const { eachLike, equal, integer, regex, string } = MatchersV3;

beforeAll(clearPactsOncePerRun);

const client = (origin: string) => ({ origin, token: null, language: LANGUAGE });

/**
 * A request schema that lets any value through, so a contract can send what the app itself never
 * would (a page size over 100, country 0) and pin the backend's answer to it.
 */
const unchecked = (definition: CallDefinition) => ({ ...definition, request: z.looseObject({}) }) as CallDefinition;

/** The form body of newShop, as the app's client encodes it (every value is text). */
const newShopForm = (shopName: string) => ({
  countryId: String(COUNTRY_ID),
  shopName,
  pageNum: '1',
  pageSize: '5',
});
const newShopParams = (shopName: string) => ({ countryId: COUNTRY_ID, shopName, pageNum: 1, pageSize: 5 });

const machine = { machineType: regex('^(A1|W1)$', 'A1'), machineNum: integer(2) };

const shopSummary = (shopName: unknown) => ({
  shopId: integer(1),
  shopName,
  shopAddress: string('12 Shoreditch High Street, London E1 6PJ'),
  shopImg: string('/media/shops/pub-counter.svg'),
  countryCode: string('EN'),
  countryName: string('English'),
  machineList: eachLike(machine),
});

const summaryExample = {
  shopId: 1,
  shopName: 'The Oche Room',
  shopAddress: '12 Shoreditch High Street, London E1 6PJ',
  shopImg: '/media/shops/pub-counter.svg',
  countryCode: 'EN',
  countryName: 'English',
  machineList: [{ machineType: 'A1', machineNum: 2 }],
};

describe('shops.newShop (F /rpi/websiteshop/newShop)', () => {
  it("returns the first page of a country's newest shops", async () => {
    const pact = createPact()
      .given(ProviderState.defaultContent)
      .uponReceiving(`${newShop.name}: first page of the newest shops for country ${COUNTRY_ID}`)
      .withRequest({ method: 'POST', path: newShop.path, headers: requestHeaders({ form: true }), body: newShopForm('') })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success({ list: eachLike(shopSummary(string('The Oche Room'))), total: integer(12) }),
      });

    await pact.executeTest(async (mockServer) => {
      const page = await callApi(newShop, newShopParams(''), client(mockServer.url));

      expect(page).toEqual({ list: [summaryExample], total: 12 });
    });
  });

  it('filters by a case-insensitive part of the shop name', async () => {
    const pact = createPact()
      .given(ProviderState.defaultContent)
      .uponReceiving(`${newShop.name}: shops of country ${COUNTRY_ID} whose name contains "dart"`)
      .withRequest({ method: 'POST', path: newShop.path, headers: requestHeaders({ form: true }), body: newShopForm('dart') })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success({ list: eachLike(shopSummary(regex('^.*[Dd][Aa][Rr][Tt].*$', 'Red Lion Darts Club'))), total: integer(3) }),
      });

    await pact.executeTest(async (mockServer) => {
      const page = await callApi(newShop, newShopParams('dart'), client(mockServer.url));

      expect(page.total).toBe(3);
      expect(page.list.map((shop) => shop.shopName)).toEqual(['Red Lion Darts Club']);
    });
  });

  it('answers an empty page when there are no shops', async () => {
    const pact = createPact()
      .given(ProviderState.noContent)
      .uponReceiving(`${newShop.name}: first page when there are no shops`)
      .withRequest({ method: 'POST', path: newShop.path, headers: requestHeaders({ form: true }), body: newShopForm('') })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: success({ list: [], total: 0 }) });

    await pact.executeTest(async (mockServer) => {
      await expect(callApi(newShop, newShopParams(''), client(mockServer.url))).resolves.toEqual({ list: [], total: 0 });
    });
  });

  it('rejects a page size over 100 with code 101', async () => {
    const message = 'Invalid parameter: pageSize';
    const pact = createPact()
      .given(ProviderState.defaultContent)
      .uponReceiving(`${newShop.name}: a page size over 999 (1000)`)
      .withRequest({
        method: 'POST',
        path: newShop.path,
        headers: requestHeaders({ form: true }),
        body: { ...newShopForm(''), pageSize: '1000' },
      })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: failure(101, message) });

    await pact.executeTest(async (mockServer) => {
      // The app never asks for more than 100 (its own schema refuses it); the contract pins what the backend says.
      const attempt = callApi(unchecked(newShop), { ...newShopParams(''), pageSize: 1000 }, client(mockServer.url));
      await expect(attempt).rejects.toBeInstanceOf(ApiError);
      await expect(attempt).rejects.toMatchObject({ kind: 'rejected', code: 101, message });
    });
  });
});

describe('shops.shopList (F /rpi/websiteshop/shopList)', () => {
  it('returns the id and name of every shop of a country', async () => {
    const pact = createPact()
      .given(ProviderState.defaultContent)
      .uponReceiving(`${shopList.name}: every shop of country ${COUNTRY_ID}`)
      .withRequest({
        method: 'POST',
        path: shopList.path,
        headers: requestHeaders({ form: true }),
        body: { countryId: String(COUNTRY_ID) },
      })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success(eachLike({ shopId: integer(1), shopName: string('The Oche Room') })),
      });

    await pact.executeTest(async (mockServer) => {
      const shops = await callApi(shopList, { countryId: COUNTRY_ID }, client(mockServer.url));

      expect(shops).toEqual([{ shopId: 1, shopName: 'The Oche Room' }]);
    });
  });

  it('answers an empty list when there are no shops', async () => {
    const pact = createPact()
      .given(ProviderState.noContent)
      .uponReceiving(`${shopList.name}: a country without shops`)
      .withRequest({
        method: 'POST',
        path: shopList.path,
        headers: requestHeaders({ form: true }),
        body: { countryId: String(COUNTRY_ID) },
      })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: success([]) });

    await pact.executeTest(async (mockServer) => {
      await expect(callApi(shopList, { countryId: COUNTRY_ID }, client(mockServer.url))).resolves.toEqual([]);
    });
  });

  it('rejects a country id that is not positive with code 101', async () => {
    const message = 'Invalid parameter: countryId';
    const pact = createPact()
      .given(ProviderState.defaultContent)
      .uponReceiving(`${shopList.name}: country id 0`)
      .withRequest({ method: 'POST', path: shopList.path, headers: requestHeaders({ form: true }), body: { countryId: '0' } })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: failure(101, message) });

    await pact.executeTest(async (mockServer) => {
      const attempt = callApi(unchecked(shopList), { countryId: 0 }, client(mockServer.url));
      await expect(attempt).rejects.toBeInstanceOf(ApiError);
      await expect(attempt).rejects.toMatchObject({ kind: 'rejected', code: 101, message });
    });
  });
});

describe('shops.shopInfo (F /rpi/websiteshop/shopInfo)', () => {
  it('returns an existing shop with every detail field', async () => {
    const pact = createPact()
      .given(ProviderState.shopExists, { id: 1 })
      .uponReceiving(`${shopInfo.name}: shop 1`)
      .withRequest({ method: 'POST', path: shopInfo.path, headers: requestHeaders({ form: true }), body: { shopId: '1' } })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success({
          ...shopSummary(string('The Oche Room')),
          shopId: equal(1),
          shopPhone: string('+44 20 7946 0000'),
          shopInfo: string('A classic British pub with two darts machines.'),
          type: string('Darts bar'),
          openingTime: string('18:00-02:00'),
          restDay: string('Mondays'),
          trafficInfo: string("5 minutes' walk from Shoreditch High Street station"),
          budget: string('£15-£25 per person'),
          theme: string('Classic British pub'),
          service: string('Free Wi-Fi, Darts coaching'),
          url: string('https://www.theocheroom.co.uk/'),
        }),
      });

    await pact.executeTest(async (mockServer) => {
      const shop = await callApi(shopInfo, { shopId: 1 }, client(mockServer.url));

      expect(shop).toEqual({
        ...summaryExample,
        shopPhone: '+44 20 7946 0000',
        shopInfo: 'A classic British pub with two darts machines.',
        type: 'Darts bar',
        openingTime: '18:00-02:00',
        restDay: 'Mondays',
        trafficInfo: "5 minutes' walk from Shoreditch High Street station",
        budget: '£15-£25 per person',
        theme: 'Classic British pub',
        service: 'Free Wi-Fi, Darts coaching',
        url: 'https://www.theocheroom.co.uk/',
      });
    });
  });

  it('rejects an unknown id with the backend message', async () => {
    const unknownId = 999_999;
    const message = 'Shop not found';
    const pact = createPact()
      .given(ProviderState.noShopWithId, { id: unknownId })
      .uponReceiving(`${shopInfo.name}: an unknown shop id`)
      .withRequest({
        method: 'POST',
        path: shopInfo.path,
        headers: requestHeaders({ form: true }),
        body: { shopId: String(unknownId) },
      })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: failure(101, message) });

    await pact.executeTest(async (mockServer) => {
      const attempt = callApi(shopInfo, { shopId: unknownId }, client(mockServer.url));

      await expect(attempt).rejects.toBeInstanceOf(ApiError);
      await expect(attempt).rejects.toMatchObject({ kind: 'rejected', code: 101, message });
    });
  });
});
