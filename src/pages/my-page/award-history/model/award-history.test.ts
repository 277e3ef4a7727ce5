import { allSettled, fork, type Scope } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { AWARD_RECORD_NAMES, callApi, calls, type LoginResult } from '@/shared/api';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { currentCardChosen, sessionStarted } from '@/entities/session';
import { $awardRows, $awardsFailed, awardsRetried, AwardHistoryGate } from './award-history';

async function pageOpen(): Promise<{ scope: Scope; session: LoginResult }> {
  const session = await logInAs();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  await allSettled(AwardHistoryGate.open, { scope, params: {} });
  return { scope, session };
}

describe('Award history model', () => {
  it("lists every award of the current card with this month's count and the total", async () => {
    const { scope, session } = await pageOpen();
    const record = await callApi(calls.awardRecord, { cardId: session.mainCardId }, callOptionsOf(session));
    const rows = scope.getState($awardRows)!;
    expect(rows).toHaveLength(AWARD_RECORD_NAMES.length);
    expect(rows.find((row) => row.award === 'lowTon')).toEqual({ award: 'lowTon', month: record.lowTonMonth, total: record.lowTonTotal });
    expect(rows.find((row) => row.award === 'threeInABed')).toEqual({
      award: 'threeInABed',
      month: record.threeInAbedMonth,
      total: record.threeInAbedTotal,
    });
    expect(rows.every((row) => row.total >= row.month)).toBe(true);
  });

  it('follows the card the member chooses', async () => {
    const { scope, session } = await pageOpen();
    const cards = await callApi(calls.memberCardAll, { memberId: session.memberId }, callOptionsOf(session));
    const other = cards.find((card) => card.cardId !== session.mainCardId)!;
    const record = await callApi(calls.awardRecord, { cardId: other.cardId }, callOptionsOf(session));
    await allSettled(currentCardChosen, { scope, params: other.cardId });
    expect(scope.getState($awardRows)!.find((row) => row.award === 'ton80')).toEqual({
      award: 'ton80',
      month: record.ton80Month,
      total: record.ton80Total,
    });
  });

  it('loads on retry after a failure', async () => {
    server.use(http.post('*/rpi/websitsMember/awardRecord', () => HttpResponse.error(), { once: true }));
    const { scope } = await pageOpen();
    expect(scope.getState($awardsFailed)).toBe(true);
    expect(scope.getState($awardRows)).toBeNull();
    await allSettled(awardsRetried, { scope });
    expect(scope.getState($awardRows)).toHaveLength(AWARD_RECORD_NAMES.length);
  });
});
