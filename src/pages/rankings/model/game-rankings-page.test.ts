import { allSettled, createStore, fork, type EventCallable } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { callApi, calls, GameRankingType } from '@/shared/api';
import { bindNavigator } from '@/shared/lib';
import { gameRankingsPage } from './game-rankings-page';

const context = { origin: '', token: null, language: 'en' };
const { Gate, tabChosen: typeChosen, retried, $tab: $type, query } = gameRankingsPage;
/** A re-render of the open page with another address: useGate sends it through the Gate's `set` (not in its types). */
const addressChanged = (Gate as unknown as { set: EventCallable<{ search: string }> }).set;

describe('a rankings page model', () => {
  it('asks for the first tab when the page opens, and for nothing while it is closed', async () => {
    const scope = fork();
    await allSettled(retried, { scope });
    expect(scope.getState(query.$data)).toBeNull();

    await allSettled(Gate.open, { scope, params: { search: '' } });
    expect(scope.getState($type)).toBe(GameRankingType.zeroOne);
    expect(scope.getState(query.$data)).toEqual(await callApi(calls.gameRanking, { gameType: 100 }, context));
  });

  it('opens on the tab the address names (a reload or a shared link)', async () => {
    const scope = fork();
    await allSettled(Gate.open, { scope, params: { search: '?type=200' } });
    expect(scope.getState($type)).toBe(GameRankingType.cricket);
    expect(scope.getState(query.$data)).toEqual(await callApi(calls.gameRanking, { gameType: 200 }, context));
  });

  it('pushes the chosen tab to the address, and follows the address back (Back and Forward)', async () => {
    const navigate = vi.fn();
    bindNavigator(navigate);
    const scope = fork();
    await allSettled(Gate.open, { scope, params: { search: '' } });

    await allSettled(typeChosen, { scope, params: GameRankingType.countUp });
    expect(navigate).toHaveBeenCalledWith('/MatchRanting?type=300', { replace: false });
    // Nothing changes until the address does.
    expect(scope.getState($type)).toBe(GameRankingType.zeroOne);

    // The same tab again pushes nothing.
    navigate.mockClear();
    await allSettled(typeChosen, { scope, params: GameRankingType.zeroOne });
    expect(navigate).not.toHaveBeenCalled();

    await allSettled(addressChanged, { scope, params: { search: '?type=300' } });
    expect(scope.getState($type)).toBe(GameRankingType.countUp);
    expect(scope.getState(query.$data)).toEqual(await callApi(calls.gameRanking, { gameType: 300 }, context));

    await allSettled(addressChanged, { scope, params: { search: '' } });
    expect(scope.getState($type)).toBe(GameRankingType.zeroOne);
    expect(scope.getState(query.$data)).toEqual(await callApi(calls.gameRanking, { gameType: 100 }, context));
  });

  it("drops the previous tab's rows at once when another tab is shown, then shows the new tab's", async () => {
    const scope = fork();
    await allSettled(Gate.open, { scope, params: { search: '' } });
    expect(scope.getState(query.$data)).not.toBeNull();

    const switching = allSettled(addressChanged, { scope, params: { search: '?type=300' } });
    // Before the count-up answer lands, no 01 averages are left to show under a "Points" header.
    expect(scope.getState(query.$data)).toBeNull();
    await switching;
    expect(scope.getState(query.$data)).toEqual(await callApi(calls.gameRanking, { gameType: 300 }, context));
  });

  it('asks once per tab shown: the same tab written another way, or re-rendered, asks nothing', async () => {
    const scope = fork();
    const $asked = createStore<unknown[]>([]).on(query.started, (asked, { params }) => [...asked, params]);
    await allSettled(Gate.open, { scope, params: { search: '?type=200' } });
    await allSettled(addressChanged, { scope, params: { search: '?type=200' } });
    await allSettled(addressChanged, { scope, params: { search: '?type=100' } });
    await allSettled(addressChanged, { scope, params: { search: '' } });
    await allSettled(addressChanged, { scope, params: { search: '?type=200&x=1' } });
    expect(scope.getState($asked)).toEqual([{ gameType: 200 }, { gameType: 100 }, { gameType: 200 }]);
  });
});
