import { MatchersV3 } from '@pact-foundation/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, memberCardAll } from '@/shared/api/wire';
import {
  clearPactsOncePerRun,
  createPact,
  failure,
  jsonResponseHeaders,
  LANGUAGE,
  requestHeaders,
  success,
} from './support/pact';
import { ProviderState } from './support/provider-states';

const { eachLike, fromProviderState, integer, number, string } = MatchersV3;

beforeAll(clearPactsOncePerRun);

/** The demo member of every seed and scenario of the fake backend. */
const DEMO_MEMBER_ID = 10001;
const OTHER_MEMBER_ID = 10002;
/** Example token: the verifier replaces it with the one the provider state created. */
const EXAMPLE_TOKEN = '5f0c2a9e5b7d4c1e8a6f2b9d3e7c5a11';

/**
 * A percentage 0-100 with at most two decimals, sent as a JSON number (66.15): every
 * `winProbability…` of the API. Pact's `regex` helper only takes text examples, but the rule
 * itself checks the number's text, so the matcher is written out to keep the example a number.
 * A fraction of four decimals (0.6615), or anything above 100, fails verification.
 */
const percentage = (example: number) => ({
  'pact:matcher:type': 'regex',
  regex: '^(100(\\.0{1,2})?|\\d{1,2}(\\.\\d{1,2})?)$',
  value: example,
});

const withStateToken = () => ({
  ...requestHeaders({ form: true }),
  Authorization: fromProviderState('${token}', EXAMPLE_TOKEN),
});

describe('member.memberCardAll (F /rpi/websitsMember/memberCardALL)', () => {
  it("answers the logged-in member's cards, main card first", async () => {
    const pact = createPact()
      .given(ProviderState.demoMemberLoggedIn)
      .uponReceiving(`${memberCardAll.name}: the logged-in demo member reads their cards`)
      .withRequest({
        method: 'POST',
        path: memberCardAll.path,
        headers: withStateToken(),
        body: { memberId: String(DEMO_MEMBER_ID) },
      })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success(
          eachLike({
            cardId: integer(20001),
            cardNo: string('8860010001011234'),
            name: string('Demo Player'),
            portrait: string('/media/portraits/portrait-1.svg'),
            countryCode: string('EN'),
            rating: number(12.5),
            ppd: number(23.75),
            mpr: number(2.81),
            countUpPoint: integer(640),
            win: integer(120),
            lose: integer(80),
            winContinued: integer(7),
            winProbability: percentage(66.15),
          }),
        ),
      });

    await pact.executeTest(async (mockServer) => {
      const cards = await callApi(
        memberCardAll,
        { memberId: DEMO_MEMBER_ID },
        { origin: mockServer.url, token: EXAMPLE_TOKEN, language: LANGUAGE },
      );

      expect(cards).toEqual([
        {
          cardId: 20001,
          cardNo: '8860010001011234',
          name: 'Demo Player',
          portrait: '/media/portraits/portrait-1.svg',
          countryCode: 'EN',
          rating: 12.5,
          ppd: 23.75,
          mpr: 2.81,
          countUpPoint: 640,
          win: 120,
          lose: 80,
          winContinued: 7,
          winProbability: 66.15,
        },
      ]);
    });
  });

  it('answers 198 without a token', async () => {
    const message = 'Please login and check!';
    const pact = createPact()
      .given(ProviderState.demoMemberExists)
      .uponReceiving(`${memberCardAll.name}: a visitor without a token asks for cards`)
      .withRequest({
        method: 'POST',
        path: memberCardAll.path,
        headers: requestHeaders({ form: true }),
        body: { memberId: String(DEMO_MEMBER_ID) },
      })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: failure(198, message) });

    await pact.executeTest(async (mockServer) => {
      const attempt = callApi(
        memberCardAll,
        { memberId: DEMO_MEMBER_ID },
        { origin: mockServer.url, token: null, language: LANGUAGE },
      );
      await expect(attempt).rejects.toMatchObject({ name: 'ApiError', kind: 'unauthorized', code: 198 });
    });
  });

  it('answers 198 with an expired token', async () => {
    const message = 'Please login and check!';
    const pact = createPact()
      // Expire first: the scenario switch reseeds, then the session is created in it.
      .given(ProviderState.demoSessionExpired)
      .given(ProviderState.demoMemberLoggedIn)
      .uponReceiving(`${memberCardAll.name}: the demo member asks for cards with an expired token`)
      .withRequest({
        method: 'POST',
        path: memberCardAll.path,
        headers: withStateToken(),
        body: { memberId: String(DEMO_MEMBER_ID) },
      })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: failure(198, message) });

    await pact.executeTest(async (mockServer) => {
      const attempt = callApi(
        memberCardAll,
        { memberId: DEMO_MEMBER_ID },
        { origin: mockServer.url, token: EXAMPLE_TOKEN, language: LANGUAGE },
      );
      await expect(attempt).rejects.toMatchObject({ kind: 'unauthorized', code: 198 });
    });
  });

  it("refuses another member's cards with 101", async () => {
    const message = 'Not your account';
    const pact = createPact()
      .given(ProviderState.demoMemberLoggedIn)
      .uponReceiving(`${memberCardAll.name}: the demo member asks for another member's cards`)
      .withRequest({
        method: 'POST',
        path: memberCardAll.path,
        headers: withStateToken(),
        body: { memberId: String(OTHER_MEMBER_ID) },
      })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: failure(101, message) });

    await pact.executeTest(async (mockServer) => {
      const attempt = callApi(
        memberCardAll,
        { memberId: OTHER_MEMBER_ID },
        { origin: mockServer.url, token: EXAMPLE_TOKEN, language: LANGUAGE },
      );
      await expect(attempt).rejects.toMatchObject({ kind: 'rejected', code: 101, message });
    });
  });
});
