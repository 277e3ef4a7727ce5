import { allSettled, createEvent, createStore, fork, type Scope } from 'effector';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { countRequests, db, DEMO_MEMBER_ID, server } from '@mocks/node';
import { logInAs, memberSessionOf, startMemberSession } from '@/shared/testing';
import { calls } from './index';
import { createMemberQuery } from './member-query';
import { $memberSession, createMemberStore } from './member-scope';
import { createApiQuery } from './model';
import { builtQueries } from './query-registry';

const $shown = createStore(false, { name: 'test.memberQuery.$shown' });
const cardsChanged = createEvent();
/** A member call: the member's cards. */
const cards = createMemberQuery(calls.cardList, { name: 'test.memberQuery.cards', active: $shown, refreshOn: [cardsChanged] });
/** A call of the card: the current card's all-time figures. */
const figures = createMemberQuery(calls.gameData, { name: 'test.memberQuery.figures', active: $shown });
/** A list started by its screen with its own params, without `active` (as page kits do). */
const friends = createMemberQuery(calls.friendList, { name: 'test.memberQuery.friends' });
const friendsPage = { type: 0, status: 1, friendName: '', pageNum: 1, pageSize: 10 } as const;
/** Member data kept outside a query. */
const $kept = createMemberStore<string | null>(null, { name: 'test.memberQuery.$kept' });

/** Another seeded member than the demo one: same password, other cards and friends. */
const otherAccount = () => db.members.all().find((member) => member.memberId !== DEMO_MEMBER_ID)!.account;

async function memberScope(shown = true): Promise<Scope> {
  const scope = fork({ values: [[$shown, shown]] });
  await startMemberSession(scope, await logInAs());
  return scope;
}

const cardNumbers = (scope: Scope) => scope.getState(cards.$data)?.map(({ cardNo }) => cardNo) ?? null;

describe('createMemberQuery', () => {
  it('asks nothing of a visitor', async () => {
    const requests = countRequests('/rpi/websitsMember/cardList');
    const scope = fork({ values: [[$shown, true]] });
    await allSettled(cards.start, { scope });
    await allSettled(friends.start, { scope, params: friendsPage });
    expect(scope.getState(cards.$status)).toBe('initial');
    expect(scope.getState(friends.$status)).toBe('initial');
    expect(requests.count).toBe(0);
  });

  it("fills the member's and the card's ids in from the session", async () => {
    const login = await logInAs();
    const scope = await memberScope();
    await allSettled(cards.start, { scope });
    await allSettled(figures.start, { scope });
    await allSettled(friends.start, { scope, params: friendsPage });
    expect(scope.getState(cards.$data)?.[0]).toMatchObject({ cardId: login.mainCardId, isMainCard: true });
    expect(scope.getState(figures.$data)?.cardNo).toBe(scope.getState(cards.$data)?.[0]?.cardNo);
    expect(scope.getState(friends.$data)?.total).toBe(12);
  });

  it('asks for a member who logs in while its screen is open, with what the screen started it with', async () => {
    const scope = fork({ values: [[$shown, true]] });
    await allSettled(cards.start, { scope });
    expect(scope.getState(cards.$status)).toBe('initial');
    await startMemberSession(scope, await logInAs());
    expect(cardNumbers(scope)).toHaveLength(2);
  });

  it('drops the answer at logout and asks nothing more', async () => {
    const scope = await memberScope();
    await allSettled(cards.start, { scope });
    await allSettled(friends.start, { scope, params: friendsPage });
    const requests = countRequests('/rpi/websitsMember/cardList');
    await allSettled($memberSession, { scope, params: null });
    expect(scope.getState(cards.$data)).toBeNull();
    expect(scope.getState(cards.$status)).toBe('initial');
    expect(scope.getState(friends.$data)).toBeNull();
    expect(requests.count).toBe(0);
  });

  it("drops the answer at once for another member and asks for theirs while open; A's never shows again", async () => {
    const scope = await memberScope();
    await allSettled(cards.start, { scope });
    await allSettled(friends.start, { scope, params: friendsPage });
    const demoCards = cardNumbers(scope)!;
    const other = await logInAs(otherAccount());
    server.use(http.post('*/rpi/websitsMember/cardList', () => delay(50)));

    const switching = startMemberSession(scope, other);
    expect(scope.getState(cards.$data)).toBeNull();
    expect(scope.getState(friends.$data)).toBeNull();
    await switching;
    expect(cardNumbers(scope)!.length).toBeGreaterThan(0);
    expect(cardNumbers(scope)!.some((cardNo) => demoCards.includes(cardNo))).toBe(false);
    // Not open (no `active`): dropped, and asked again only when its screen starts it.
    expect(scope.getState(friends.$status)).toBe('initial');
  });

  it('drops the answer for a new session of the same member (a new login after code 198)', async () => {
    const scope = await memberScope(false);
    await allSettled(cards.start, { scope });
    expect(cardNumbers(scope)).toHaveLength(2);
    await startMemberSession(scope, await logInAs());
    expect(scope.getState(cards.$data)).toBeNull();
  });

  it("never lets the previous member's call on its way land", async () => {
    const scope = await memberScope(false);
    const other = await logInAs(otherAccount());
    server.use(http.post('*/rpi/websitsMember/cardList', () => delay(100), { once: true }));
    const asking = allSettled(cards.start, { scope });
    await delay(20);
    expect(scope.getState(cards.$pending)).toBe(true);
    await startMemberSession(scope, other);
    await asking;
    expect(scope.getState(cards.$data)).toBeNull();
    expect(scope.getState(cards.$pending)).toBe(false);
  });

  it("follows the card for a call of the card; a member call keeps the member's answer", async () => {
    const login = await logInAs();
    const scope = fork({ values: [[$shown, true]] });
    await startMemberSession(scope, login);
    await allSettled(cards.start, { scope });
    await allSettled(figures.start, { scope });
    const [main, second] = scope.getState(cards.$data)!;
    expect(scope.getState(figures.$data)?.cardNo).toBe(main!.cardNo);
    const requests = countRequests('/rpi/websitsMember/cardList');

    const choosing = allSettled($memberSession, { scope, params: { ...memberSessionOf(login), cardId: second!.cardId } });
    expect(scope.getState(figures.$data)).toBeNull();
    await choosing;
    expect(scope.getState(figures.$data)?.cardNo).toBe(second!.cardNo);
    expect(cardNumbers(scope)).toEqual([main!.cardNo, second!.cardNo]);
    expect(requests.count).toBe(0);
  });

  it('asks again after a change while open, and forgets the answer while closed', async () => {
    const scope = await memberScope();
    await allSettled(cards.start, { scope });
    const requests = countRequests('/rpi/websitsMember/cardList');
    await allSettled(cardsChanged, { scope });
    expect(requests.count).toBe(1);
    expect(cardNumbers(scope)).toHaveLength(2);

    await allSettled($shown, { scope, params: false });
    await allSettled(cardsChanged, { scope });
    expect(requests.count).toBe(1);
    expect(scope.getState(cards.$data)).toBeNull();
  });

  it('registers the query with its call and factory, for the coverage test', () => {
    expect(builtQueries().find(({ query }) => query === cards)).toMatchObject({ definition: calls.cardList, builtBy: 'createMemberQuery' });
    const news = createApiQuery(calls.newsInfo, 'test.memberQuery.news');
    expect(builtQueries().find(({ query }) => query === news)).toMatchObject({ definition: calls.newsInfo, builtBy: 'createApiQuery' });
  });
});

describe('createMemberStore', () => {
  it('keeps its value for another card, and drops it for another member, another session or a logout', async () => {
    const login = await logInAs();
    const scope = fork();
    await startMemberSession(scope, login);
    const keep = () => allSettled($kept, { scope, params: 'the demo member' });

    await keep();
    await allSettled($memberSession, { scope, params: { ...memberSessionOf(login), cardId: login.mainCardId + 1 } });
    expect(scope.getState($kept)).toBe('the demo member');
    await startMemberSession(scope, await logInAs(otherAccount()));
    expect(scope.getState($kept)).toBeNull();

    await keep();
    await startMemberSession(scope, await logInAs(otherAccount()));
    expect(scope.getState($kept)).toBeNull();

    await keep();
    await allSettled($memberSession, { scope, params: null });
    expect(scope.getState($kept)).toBeNull();
  });
});
