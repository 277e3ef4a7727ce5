import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { AwardRankingType, callApi, calls } from '@/shared/api';
import { addressShown, forkRecordingNavigation } from '@/shared/testing';
import { awardRankingsPage } from './award-rankings-page';

const context = { origin: '', token: null, language: 'en' };
const { Gate, tabChosen, $tab, query } = awardRankingsPage;

describe('the award rankings page model', () => {
  it('opens on the award the address names, pushes the chosen one and follows the address back', async () => {
    const { scope, navigated } = forkRecordingNavigation();
    await allSettled(Gate.open, { scope, params: { search: '?type=5' } });
    expect(scope.getState($tab)).toBe(AwardRankingType.ton80);
    expect(scope.getState(query.$data)).toEqual(await callApi(calls.awardRanking, { awardType: 5 }, context));

    await allSettled(tabChosen, { scope, params: AwardRankingType.hatTrick });
    await allSettled(tabChosen, { scope, params: AwardRankingType.ton80 });
    // The hat trick is the plain address; the award shown pushes nothing.
    expect(navigated).toEqual(['/MatchRanting/AwardRanting']);

    await addressShown(Gate, scope, '');
    expect(scope.getState($tab)).toBe(AwardRankingType.hatTrick);
    expect(scope.getState(query.$data)).toEqual(await callApi(calls.awardRanking, { awardType: 0 }, context));
  });
});
