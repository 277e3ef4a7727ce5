import { allSettled, fork } from 'effector';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { $memberSession, callApi, calls, type LoginResult } from '@/shared/api';
import { logInAs, startMemberSession as startSession } from '@/shared/testing';
import { $coins, $coinsFailed, coinBalancePresence, coinsChanged } from './balance';

const backendCoins = async (session: LoginResult) =>
  (await callApi(calls.gameInformation, { cardId: session.mainCardId }, { origin: '', token: session.token, language: 'en' })).coin;

/** The cheapest item of the catalogue, bought straight through the API as another tab would. */
async function buyCheapest(session: LoginResult) {
  const options = { origin: '', token: session.token, language: 'en' } as const;
  const { list } = await callApi(calls.itemList, { itemType: '', queryType: '', pageIndex: 1, pageSize: 100 }, options);
  const cheapest = [...list].sort((a, b) => a.price - b.price)[0]!;
  await callApi(calls.buyItem, { itemId: cheapest.id }, options);
  return cheapest.price;
}

describe("the member's gold balance", () => {
  it('reads the balance while shown and reads it again when the gold changes', async () => {
    const session = await logInAs();
    const scope = fork();
    await startSession(scope, session);
    expect(scope.getState($coins)).toBeNull();
    await allSettled(coinBalancePresence.shown, { scope });
    const before = await backendCoins(session);
    expect(scope.getState($coins)).toBe(before);

    const price = await buyCheapest(session);
    expect(scope.getState($coins)).toBe(before);
    await allSettled(coinsChanged, { scope });
    expect(scope.getState($coins)).toBe(before - price);
  });

  it('forgets the balance when the gold changes off screen, and another member never sees it', async () => {
    const session = await logInAs();
    const scope = fork();
    await startSession(scope, session);
    await allSettled(coinBalancePresence.shown, { scope });
    expect(scope.getState($coins)).toBeTypeOf('number');
    await allSettled(coinBalancePresence.hidden, { scope });
    await allSettled(coinsChanged, { scope });
    expect(scope.getState($coins)).toBeNull();

    await allSettled(coinBalancePresence.shown, { scope });
    expect(scope.getState($coins)).toBe(await backendCoins(session));
    await allSettled($memberSession, { scope, params: null });
    expect(scope.getState($coins)).toBeNull();
  });

  it('says so when the balance cannot be read', async () => {
    const session = await logInAs();
    const scope = fork();
    await startSession(scope, session);
    server.use(http.post('*/rpi/websitsMember/gameInformation', () => Response.error(), { once: true }));
    await allSettled(coinBalancePresence.shown, { scope });
    expect(scope.getState($coins)).toBeNull();
    expect(scope.getState($coinsFailed)).toBe(true);
  });
});
