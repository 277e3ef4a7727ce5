import { MatchersV3 } from '@pact-foundation/pact';
import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, awardRanking, callApi, gameRanking, type CallDefinition } from '@/shared/api/wire';
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

const { eachLike, integer, number, regex, string } = MatchersV3;

beforeAll(clearPactsOncePerRun);

/**
 * A request schema that lets any value through, so a contract can send what the app itself never
 * would (an unknown type) and pin the backend's answer to it.
 */
const uncheckedRequest = z.looseObject({});
const unchecked = (definition: CallDefinition) => ({ ...definition, request: uncheckedRequest }) as CallDefinition;

const context = (origin: string) => ({ origin, token: null, language: LANGUAGE });

/**
 * A ranked player. Rankings cover the whole network, so each row carries its country code.
 * `awardAmount` is a decimal for game rankings (PPD, MPR, rating) and a count for awards.
 */
const row = (awardAmount: unknown) => ({
  memberName: string('Bullseye Ben'),
  portrait: string('https://cdn.example.com/portraits/ben.png'),
  homeShopId: integer(12),
  homeShopName: string('The Red Lion'),
  awardAmount,
  countryCode: regex('^[A-Z]{2}$', 'EN'),
});

const expectedRow = (awardAmount: number) => ({
  memberName: 'Bullseye Ben',
  portrait: 'https://cdn.example.com/portraits/ben.png',
  homeShopId: 12,
  homeShopName: 'The Red Lion',
  awardAmount,
  countryCode: 'EN',
});

describe('rankings.gameRanking (F /rpi/webranking/gameRanking)', () => {
  it('returns this month and last month of the 01 ranking (PPD)', async () => {
    const pact = createPact()
      .given(ProviderState.monthlyRankingsExist)
      .uponReceiving(`${gameRanking.name}: the 01 ranking (gameType 100)`)
      .withRequest({ method: 'POST', path: gameRanking.path, headers: requestHeaders({ form: true }), body: { gameType: '100' } })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success({ thisMonth: eachLike(row(number(31.25))), lastMonth: eachLike(row(number(29.5))) }),
      });

    await pact.executeTest(async (mockServer) => {
      const rankings = await callApi(gameRanking, { gameType: 100 }, context(mockServer.url));
      expect(rankings).toEqual({ thisMonth: [expectedRow(31.25)], lastMonth: [expectedRow(29.5)] });
    });
  });

  it('answers empty months when nobody is ranked', async () => {
    const pact = createPact()
      .given(ProviderState.noContent)
      .uponReceiving(`${gameRanking.name}: the rating ranking (gameType 400) with no rankings`)
      .withRequest({ method: 'POST', path: gameRanking.path, headers: requestHeaders({ form: true }), body: { gameType: '400' } })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: success({ thisMonth: [], lastMonth: [] }) });

    await pact.executeTest(async (mockServer) => {
      await expect(callApi(gameRanking, { gameType: 400 }, context(mockServer.url))).resolves.toEqual({
        thisMonth: [],
        lastMonth: [],
      });
    });
  });

  it('rejects an unknown game type with code 101', async () => {
    const message = 'Invalid parameter: gameType';
    const pact = createPact()
      .given(ProviderState.defaultContent)
      .uponReceiving(`${gameRanking.name}: an unknown game type (600)`)
      .withRequest({ method: 'POST', path: gameRanking.path, headers: requestHeaders({ form: true }), body: { gameType: '600' } })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: failure(101, message) });

    await pact.executeTest(async (mockServer) => {
      // The app never sends 600 (its own schema refuses it); the contract pins what the backend says.
      const attempt = callApi(unchecked(gameRanking), { gameType: 600 }, context(mockServer.url));
      await expect(attempt).rejects.toBeInstanceOf(ApiError);
      await expect(attempt).rejects.toMatchObject({ kind: 'rejected', code: 101, message });
    });
  });
});

describe('rankings.award (F /rpi/webranking/award)', () => {
  it('returns this month and last month of the hat trick ranking (counts)', async () => {
    const pact = createPact()
      .given(ProviderState.monthlyRankingsExist)
      .uponReceiving(`${awardRanking.name}: the hat trick ranking (awardType 0)`)
      .withRequest({ method: 'POST', path: awardRanking.path, headers: requestHeaders({ form: true }), body: { awardType: '0' } })
      .willRespondWith({
        status: 200,
        headers: jsonResponseHeaders,
        body: success({ thisMonth: eachLike(row(integer(14))), lastMonth: eachLike(row(integer(11))) }),
      });

    await pact.executeTest(async (mockServer) => {
      const rankings = await callApi(awardRanking, { awardType: 0 }, context(mockServer.url));
      expect(rankings).toEqual({ thisMonth: [expectedRow(14)], lastMonth: [expectedRow(11)] });
    });
  });

  it('rejects an unknown award type with code 101', async () => {
    const message = 'Invalid parameter: awardType';
    const pact = createPact()
      .given(ProviderState.defaultContent)
      .uponReceiving(`${awardRanking.name}: an unknown award type (7)`)
      .withRequest({ method: 'POST', path: awardRanking.path, headers: requestHeaders({ form: true }), body: { awardType: '7' } })
      .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: failure(101, message) });

    await pact.executeTest(async (mockServer) => {
      const attempt = callApi(unchecked(awardRanking), { awardType: 7 }, context(mockServer.url));
      await expect(attempt).rejects.toMatchObject({ kind: 'rejected', code: 101, message });
    });
  });
});
