import { allSettled, createStore, fork, type Scope } from 'effector';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, DEMO_LOGIN, server } from '@mocks/node';
import { callApi, calls, hashPassword, type CardSummary, type LoginResult } from '@/shared/api';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import { $cards, CardListGate, createMemberCardsQuery } from '@/entities/card';
import { $cardId, currentCardChosen, sessionStarted } from '@/entities/session';
import { $copiedCard, copyCardForm, copyCardAction, copyClosed, copyOpened } from './copy-card';

const freeCardNumbers = () => db.looseCards.findMany((q) => q.where({ status: 'free' })).map(({ cardNo }) => cardNo);

/** Counts the calls of `path` and keeps their bodies (each one goes on to the fake backend). */
const watchCalls = (path: string) => {
  const watched = { count: 0, bodies: [] as string[] };
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      watched.count += 1;
      watched.bodies.push(await request.clone().text());
    }),
  );
  return watched;
};

async function cardScreen(): Promise<{ scope: Scope; session: LoginResult; backendCards: () => Promise<CardSummary[]>; other: CardSummary }> {
  const session = await logInAs();
  const backendCards = () => callApi(calls.cardList, { memberId: session.memberId }, callOptionsOf(session));
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  await allSettled(CardListGate.open, { scope, params: {} });
  const other = scope.getState($cards)!.find(({ isMainCard }) => !isMainCard);
  expect(other).toBeDefined();
  return { scope, session, backendCards, other: other! };
}

const fill = async (scope: Scope, cardNoNew: string, password: string) => {
  await allSettled(copyCardForm.fieldChanged, { scope, params: { name: 'cardNoNew', value: cardNoNew } });
  await allSettled(copyCardForm.fieldChanged, { scope, params: { name: 'password', value: password } });
};

describe('copy-card', () => {
  it('replaces the card by the new one, with the password sent hashed', async () => {
    const { scope, backendCards, other } = await cardScreen();
    const requests = watchCalls('/rpi/websitsMember/copyCard');
    const [free] = freeCardNumbers();

    await allSettled(copyOpened, { scope, params: other });
    await fill(scope, free!, DEMO_LOGIN.password);
    await allSettled(copyCardForm.submitted, { scope });

    const numbers = (await backendCards()).map(({ cardNo }) => cardNo);
    expect(numbers).toContain(free);
    expect(numbers).not.toContain(other.cardNo);
    expect(scope.getState($cards)!.map(({ cardNo }) => cardNo)).toEqual(numbers);
    const body = new URLSearchParams(requests.bodies[0]);
    expect(body.get('password')).toBe(hashPassword(DEMO_LOGIN.password));
    expect(requests.bodies[0]).not.toContain(DEMO_LOGIN.password);
    // The form closes and forgets the password.
    expect(scope.getState($copiedCard)).toBeNull();
    expect(scope.getState(copyCardForm.$fields)).toEqual({ cardNoNew: '', password: '' });
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'success', message: { key: 'cards:copy.done' } })]);
  });

  it('moves My page to the new card when it showed the copied one', async () => {
    const { scope, other } = await cardScreen();
    await allSettled(currentCardChosen, { scope, params: other.cardId });
    const [free] = freeCardNumbers();

    await allSettled(copyOpened, { scope, params: other });
    await fill(scope, free!, DEMO_LOGIN.password);
    await allSettled(copyCardForm.submitted, { scope });

    const copy = scope.getState($cards)!.find(({ cardNo }) => cardNo === free)!;
    expect(copy.cardId).not.toBe(other.cardId);
    expect(scope.getState($cardId)).toBe(copy.cardId);
  });

  it('leaves My page on its card when another card is copied', async () => {
    const { scope, session, other } = await cardScreen();
    await allSettled(copyOpened, { scope, params: other });
    await fill(scope, freeCardNumbers()[0]!, DEMO_LOGIN.password);
    await allSettled(copyCardForm.submitted, { scope });
    expect(scope.getState($cardId)).toBe(session.mainCardId);
  });

  it('needs both fields in the right format before sending', async () => {
    const { scope, other } = await cardScreen();
    const requests = watchCalls('/rpi/websitsMember/copyCard');
    await allSettled(copyOpened, { scope, params: other });
    await allSettled(copyCardForm.submitted, { scope });
    expect(scope.getState(copyCardForm.$errors)).toEqual({ cardNoNew: 'cards:form.wrongFormat', password: 'cards:form.wrongFormat' });

    await fill(scope, '8861 1234', 'abc');
    await allSettled(copyCardForm.submitted, { scope });
    expect(scope.getState(copyCardForm.$errors)).toEqual({ cardNoNew: 'cards:form.wrongFormat', password: 'cards:form.wrongFormat' });
    expect(requests.count).toBe(0);
  });

  it("shows the server's refusal of a wrong password and keeps the form open", async () => {
    const { scope, backendCards, other } = await cardScreen();
    const before = await backendCards();
    const [free] = freeCardNumbers();
    await allSettled(copyOpened, { scope, params: other });
    await fill(scope, free!, 'wrong123');
    await allSettled(copyCardForm.submitted, { scope });

    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'warning', message: { text: expect.stringMatching(/\S/) } })]);
    expect(await backendCards()).toEqual(before);
    expect(scope.getState($copiedCard)).toEqual(other);
    expect(scope.getState(copyCardForm.$fields)).toEqual({ cardNoNew: free, password: 'wrong123' });

    // Sending again clears the old refusal; closing forgets what was typed.
    await fill(scope, free!, DEMO_LOGIN.password);
    await allSettled(copyCardForm.submitted, { scope });
    expect(scope.getState($toasts).filter(({ tone }) => tone === 'warning')).toEqual([]);
    await allSettled(copyClosed, { scope });
    expect(scope.getState(copyCardForm.$fields)).toEqual({ cardNoNew: '', password: '' });
  });

  it('sends one request for a double click', async () => {
    const { scope, other } = await cardScreen();
    const requests = watchCalls('/rpi/websitsMember/copyCard');
    await allSettled(copyOpened, { scope, params: other });
    await fill(scope, freeCardNumbers()[0]!, DEMO_LOGIN.password);
    await Promise.all([allSettled(copyCardForm.submitted, { scope }), allSettled(copyCardForm.submitted, { scope })]);
    expect(requests.count).toBe(1);
    expect(scope.getState($toasts).filter(({ tone }) => tone === 'warning')).toEqual([]);
    expect(scope.getState(copyCardAction.$pending)).toBe(false);
  });

  it('refreshes the member cards on screen', async () => {
    const { scope, other } = await cardScreen();
    const shown = createMemberCardsQuery('test.copy.shown', createStore(true));
    await allSettled(shown.start, { scope });
    const [free] = freeCardNumbers();

    await allSettled(copyOpened, { scope, params: other });
    await fill(scope, free!, DEMO_LOGIN.password);
    await allSettled(copyCardForm.submitted, { scope });
    const numbers = scope.getState(shown.$data)!.map(({ cardNo }) => cardNo);
    expect(numbers).toContain(free);
    expect(numbers).not.toContain(other.cardNo);
  });
});
