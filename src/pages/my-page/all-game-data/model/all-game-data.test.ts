import { allSettled, fork, type Scope } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { callApi, calls, type LoginResult } from '@/shared/api';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { currentCardChosen, sessionStarted } from '@/entities/session';
import {
  $gameData,
  $gameDataFailed,
  $games,
  $gamesFailed,
  $trendMetric,
  allDataRetried,
  AllGameDataGate,
  gamesRetried,
  trendMetricChosen,
} from './all-game-data';

async function pageOpen(): Promise<{ scope: Scope; session: LoginResult }> {
  const session = await logInAs();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  await allSettled(AllGameDataGate.open, { scope, params: {} });
  return { scope, session };
}

describe('All game data model', () => {
  it("loads the current card's all-time figures and its last 30 games", async () => {
    const { scope, session } = await pageOpen();
    const [data, games] = await Promise.all([
      callApi(calls.gameData, { cardId: session.mainCardId }, callOptionsOf(session)),
      callApi(calls.latelyAchievement, { cardId: session.mainCardId }, callOptionsOf(session)),
    ]);
    expect(scope.getState($gameData)).toEqual(data);
    expect(scope.getState($games)).toEqual(games);
    expect(games.length).toBeGreaterThan(0);
  });

  it('follows the card the member chooses', async () => {
    const { scope, session } = await pageOpen();
    const cards = await callApi(calls.memberCardAll, { memberId: session.memberId }, callOptionsOf(session));
    const other = cards.find((card) => card.cardId !== session.mainCardId)!;
    const [data, games] = await Promise.all([
      callApi(calls.gameData, { cardId: other.cardId }, callOptionsOf(session)),
      callApi(calls.latelyAchievement, { cardId: other.cardId }, callOptionsOf(session)),
    ]);

    await allSettled(currentCardChosen, { scope, params: other.cardId });
    expect(scope.getState($gameData)).toEqual(data);
    expect(scope.getState($games)).toEqual(games);
  });

  it('keeps the figures when only the games fail, and retries each on its own', async () => {
    server.use(http.post('*/rpi/websitsMember/latelyAchievement', () => HttpResponse.error(), { once: true }));
    const { scope } = await pageOpen();
    expect(scope.getState($gamesFailed)).toBe(true);
    expect(scope.getState($gameDataFailed)).toBe(false);
    expect(scope.getState($gameData)).not.toBeNull();

    await allSettled(gamesRetried, { scope });
    expect(scope.getState($gamesFailed)).toBe(false);
    expect(scope.getState($games)?.length).toBeGreaterThan(0);
  });

  it('retries the figures after a failure', async () => {
    server.use(http.post('*/rpi/websitsMember/gameData', () => HttpResponse.error(), { once: true }));
    const { scope } = await pageOpen();
    expect(scope.getState($gameDataFailed)).toBe(true);
    await allSettled(allDataRetried, { scope });
    expect(scope.getState($gameDataFailed)).toBe(false);
    expect(scope.getState($gameData)).not.toBeNull();
  });

  it('follows rating first, then the figure chosen', async () => {
    const { scope } = await pageOpen();
    expect(scope.getState($trendMetric)).toBe('rating');
    await allSettled(trendMetricChosen, { scope, params: 'mpr' });
    expect(scope.getState($trendMetric)).toBe('mpr');
  });
});
