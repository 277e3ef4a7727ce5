import { MatchersV3 } from '@pact-foundation/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, callApi, countryList, hashPassword, login } from '@/shared/api/wire';
import {
  clearPactsOncePerRun,
  createPact,
  DEMO_PASSWORD,
  DEMO_PASSWORD_HASH,
  DEMO_USERNAME,
  failure,
  jsonResponseHeaders,
  LANGUAGE,
  requestHeaders,
  success,
} from './support/pact';
import { ProviderState } from './support/provider-states';

const { eachLike, integer, string } = MatchersV3;

beforeAll(clearPactsOncePerRun);

const WRONG_PASSWORD = 'wrong-pass1';

describe('account.login (F /rps/login)', () => {
  it('logs the demo member in with the hashed password and returns the session', async () => {
    const pact = createPact()
      .given(ProviderState.demoMemberExists)
      .uponReceiving(`${login.name}: the demo member logs in with the right password`)
      .withRequest({
        method: 'POST',
        path: login.path,
        headers: requestHeaders({ form: true }),
        body: { username: DEMO_USERNAME, password: DEMO_PASSWORD_HASH },
      })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success({
          username: string(DEMO_USERNAME),
          memberId: integer(1),
          mainCardId: integer(1),
          token: string('0f3c2a9e5b7d4c1e8a6f2b9d3e7c5a10'),
        }),
      });

    await pact.executeTest(async (mockServer) => {
      const session = await callApi(
        login,
        { username: DEMO_USERNAME, password: hashPassword(DEMO_PASSWORD) },
        { origin: mockServer.url, token: null, language: LANGUAGE },
      );

      expect(session).toEqual({
        username: DEMO_USERNAME,
        memberId: 1,
        mainCardId: 1,
        token: '0f3c2a9e5b7d4c1e8a6f2b9d3e7c5a10',
      });
    });
  });

  it('rejects a wrong password with the backend message', async () => {
    const message = 'Account or password is incorrect';
    const pact = createPact()
      .given(ProviderState.demoMemberExists)
      .uponReceiving(`${login.name}: the demo member logs in with a wrong password`)
      .withRequest({
        method: 'POST',
        path: login.path,
        headers: requestHeaders({ form: true }),
        body: { username: DEMO_USERNAME, password: hashPassword(WRONG_PASSWORD) },
      })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: failure(101, message) });

    await pact.executeTest(async (mockServer) => {
      const attempt = callApi(
        login,
        { username: DEMO_USERNAME, password: hashPassword(WRONG_PASSWORD) },
        { origin: mockServer.url, token: null, language: LANGUAGE },
      );

      await expect(attempt).rejects.toBeInstanceOf(ApiError);
      await expect(attempt).rejects.toMatchObject({ kind: 'rejected', code: 101, message });
    });
  });

  it('rejects the right password while the account is locked', async () => {
    const message = 'Account locked for 15 minutes after 5 failed attempts';
    const pact = createPact()
      .given(ProviderState.demoAccountLocked)
      .uponReceiving(`${login.name}: the demo member logs in while the account is locked`)
      .withRequest({
        method: 'POST',
        path: login.path,
        headers: requestHeaders({ form: true }),
        body: { username: DEMO_USERNAME, password: DEMO_PASSWORD_HASH },
      })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: failure(101, message) });

    await pact.executeTest(async (mockServer) => {
      const attempt = callApi(
        login,
        { username: DEMO_USERNAME, password: hashPassword(DEMO_PASSWORD) },
        { origin: mockServer.url, token: null, language: LANGUAGE },
      );

      await expect(attempt).rejects.toMatchObject({ name: 'ApiError', kind: 'rejected', code: 101, message });
    });
  });
});

describe('account.countryList (G /rps/countrylist)', () => {
  it('lists the countries the portal serves', async () => {
    const pact = createPact()
      .given(ProviderState.defaultContent)
      .uponReceiving(`${countryList.name}: the country list`)
      .withRequest({ method: 'GET', path: countryList.path, headers: requestHeaders() })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success(
          eachLike({ countryId: integer(617), countryName: string('English-speaking'), countryCode: string('en') }),
        ),
      });

    await pact.executeTest(async (mockServer) => {
      const countries = await callApi(countryList, {}, { origin: mockServer.url, token: null, language: LANGUAGE });

      expect(countries).toEqual([{ countryId: 617, countryName: 'English-speaking', countryCode: 'en' }]);
    });
  });
});
