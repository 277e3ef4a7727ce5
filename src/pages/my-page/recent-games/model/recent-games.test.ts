import { allSettled, fork, type Scope } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { callApi, calls, type LoginResult } from '@/shared/api';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { currentCardChosen, sessionStarted } from '@/entities/session';
import { gameKey } from '../lib/game-key';
import { $games, $gamesFailed, $openGames, $record, gameToggled, gamesRetried, RecentGamesGate } from './recent-games';

async function pageOpen(): Promise<{ scope: Scope; session: LoginResult }> {
  const session = await logInAs();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  await allSettled(RecentGamesGate.open, { scope, params: {} });
  return { scope, session };
}

describe('Last 30 games model', () => {
  it('loads the last games of the current card, newest first, with their wins and losses', async () => {
    const { scope, session } = await pageOpen();
    const games = await callApi(calls.latelyAchievement, { cardId: session.mainCardId }, callOptionsOf(session));
    expect(games.length).toBeGreaterThan(0);
    expect(games.length).toBeLessThanOrEqual(30);
    expect(scope.getState($games)).toEqual(games);
    const wins = games.filter((game) => Boolean(game.result)).length;
    expect(scope.getState($record)).toEqual({ wins, losses: games.length - wins });
  });

  it('opens and closes games, several at once', async () => {
    const { scope } = await pageOpen();
    const [first, second] = scope.getState($games)!;
    const a = gameKey(first!, 0);
    const b = gameKey(second!, 1);
    await allSettled(gameToggled, { scope, params: a });
    await allSettled(gameToggled, { scope, params: b });
    expect(scope.getState($openGames)).toEqual([a, b]);
    await allSettled(gameToggled, { scope, params: a });
    expect(scope.getState($openGames)).toEqual([b]);
  });

  it("shows another card's games, all closed, when the member chooses it", async () => {
    const { scope, session } = await pageOpen();
    await allSettled(gameToggled, { scope, params: gameKey(scope.getState($games)![0]!, 0) });
    const cards = await callApi(calls.memberCardAll, { memberId: session.memberId }, callOptionsOf(session));
    const other = cards.find((card) => card.cardId !== session.mainCardId)!;
    const games = await callApi(calls.latelyAchievement, { cardId: other.cardId }, callOptionsOf(session));

    await allSettled(currentCardChosen, { scope, params: other.cardId });
    expect(scope.getState($games)).toEqual(games);
    expect(scope.getState($openGames)).toEqual([]);
  });

  it('tells a failure apart and loads on retry', async () => {
    server.use(http.post('*/rpi/websitsMember/latelyAchievement', () => HttpResponse.error(), { once: true }));
    const { scope } = await pageOpen();
    expect(scope.getState($gamesFailed)).toBe(true);
    expect(scope.getState($games)).toBeNull();
    await allSettled(gamesRetried, { scope });
    expect(scope.getState($gamesFailed)).toBe(false);
    expect(scope.getState($games)?.length).toBeGreaterThan(0);
  });
});
