import { allSettled, fork, type Scope } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { countRequests, server } from '@mocks/node';
import { callApi, calls, type LoginResult, type MemberCard } from '@/shared/api';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { currentCardChosen, sessionStarted } from '@/entities/session';
import { $card, $gameInfo, $gameInfoFailed, $overviewFailed, $overviewLoading, overviewRetried, OverviewGate } from './overview';

/** Requests to one call, counted (the handler answers after counting). */
async function overviewOpen(): Promise<{ scope: Scope; session: LoginResult; cards: MemberCard[] }> {
  const session = await logInAs();
  const cards = await callApi(calls.memberCardAll, { memberId: session.memberId }, callOptionsOf(session));
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  await allSettled(OverviewGate.open, { scope, params: {} });
  return { scope, session, cards };
}

describe('My page overview model', () => {
  it("loads the main card and today's game information when the page opens", async () => {
    const { scope, session, cards } = await overviewOpen();
    const info = await callApi(calls.gameInformation, { cardId: session.mainCardId }, callOptionsOf(session));

    expect(scope.getState($card)).toEqual(cards[0]);
    expect(scope.getState($card)?.cardId).toBe(session.mainCardId);
    expect(scope.getState($gameInfo)).toEqual(info);
    expect(scope.getState($overviewLoading)).toBe(false);
  });

  it('follows the card the member chooses', async () => {
    const { scope, session, cards } = await overviewOpen();
    const other = cards.find((card) => card.cardId !== session.mainCardId)!;
    expect(other).toBeDefined();
    const otherInfo = await callApi(calls.gameInformation, { cardId: other.cardId }, callOptionsOf(session));

    await allSettled(currentCardChosen, { scope, params: other.cardId });

    expect(scope.getState($card)).toEqual(other);
    expect(scope.getState($gameInfo)).toEqual(otherInfo);
  });

  it('asks nothing while closed, even when the card changes', async () => {
    const { scope, session, cards } = await overviewOpen();
    await allSettled(OverviewGate.close, { scope, params: {} });
    const requests = countRequests('/rpi/websitsMember/memberCard');
    const other = cards.find((card) => card.cardId !== session.mainCardId)!;
    await allSettled(currentCardChosen, { scope, params: other.cardId });
    expect(requests.count).toBe(0);
    expect(scope.getState($card)).toBeNull();
  });

  it('shows the card when only the game information fails, and a retry asks again only for that', async () => {
    const session = await logInAs();
    server.use(
      http.post('*/rpi/websitsMember/gameInformation', () => HttpResponse.json({ code: 500, msg: 'Down for a moment', data: null }), { once: true }),
    );
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: session });
    await allSettled(OverviewGate.open, { scope, params: {} });
    expect(scope.getState($gameInfoFailed)).toBe(true);
    expect(scope.getState($overviewFailed)).toBe(false);
    expect(scope.getState($card)?.cardId).toBe(session.mainCardId);

    const cardRequests = countRequests('/rpi/websitsMember/memberCard');
    await allSettled(overviewRetried, { scope });
    expect(scope.getState($gameInfoFailed)).toBe(false);
    expect(scope.getState($gameInfo)).toEqual(await callApi(calls.gameInformation, { cardId: session.mainCardId }, callOptionsOf(session)));
    expect(cardRequests.count).toBe(0);
  });

  it('says the page failed when the card cannot be loaded, and recovers on retry', async () => {
    const session = await logInAs();
    server.use(http.post('*/rpi/websitsMember/memberCard', () => HttpResponse.error(), { once: true }));
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: session });
    await allSettled(OverviewGate.open, { scope, params: {} });
    expect(scope.getState($overviewFailed)).toBe(true);
    expect(scope.getState($overviewLoading)).toBe(false);

    await allSettled(overviewRetried, { scope });
    expect(scope.getState($overviewFailed)).toBe(false);
    expect(scope.getState($card)?.cardId).toBe(session.mainCardId);
  });
});
