import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { callApi, calls, GameRankingType } from '@/shared/api';
import { gameRankingsPage } from './game-rankings-page';

const context = { origin: '', token: null, language: 'en' };
const { Gate, typeChosen, retried, $type, query } = gameRankingsPage;

describe('a rankings page model', () => {
  it('asks for the first tab when the page opens, and for nothing while it is closed', async () => {
    const scope = fork();
    await allSettled(retried, { scope });
    expect(scope.getState(query.$data)).toBeNull();

    await allSettled(Gate.open, { scope, params: {} });
    expect(scope.getState($type)).toBe(GameRankingType.zeroOne);
    expect(scope.getState(query.$data)).toEqual(await callApi(calls.gameRanking, { gameType: 100 }, context));
  });

  it("drops the previous tab's rows at once when another tab is chosen, then shows the new tab's", async () => {
    const scope = fork();
    await allSettled(Gate.open, { scope, params: {} });
    expect(scope.getState(query.$data)).not.toBeNull();

    const switching = allSettled(typeChosen, { scope, params: GameRankingType.countUp });
    // Before the count-up answer lands, no 01 averages are left to show under a "Points" header.
    expect(scope.getState(query.$data)).toBeNull();
    await switching;
    expect(scope.getState(query.$data)).toEqual(await callApi(calls.gameRanking, { gameType: 300 }, context));
  });
});
