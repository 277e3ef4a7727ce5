import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { db, DEMO_MEMBER_ID } from '@mocks/node';
import { $memberSession, callApi, calls, HOME_ITEMS } from '@/shared/api';
import { logInAs, startMemberSession as startSession } from '@/shared/testing';
import { ownedItemsChanged } from '../model/owned-items-changed';
import { createItemDetailsQuery, createItemHomeQuery, createItemListQuery, createOwnedItemsQuery } from './item-queries';

async function member() {
  const session = await logInAs();
  const scope = fork();
  await startSession(scope, session);
  return { session, scope, api: { origin: '', token: session.token, language: 'en' } as const };
}

describe('item queries', () => {
  it('reads the shop home lists, HOME_ITEMS each, and drops them at logout', async () => {
    const { scope } = await member();
    const home = createItemHomeQuery('test.home', createStore(true));
    await allSettled(home.start, { scope });
    const data = scope.getState(home.$data)!;
    expect([data.recommendItems.length, data.newItems.length, data.rankingItems.length]).toEqual([HOME_ITEMS, HOME_ITEMS, HOME_ITEMS]);

    await allSettled($memberSession, { scope, params: null });
    expect(scope.getState(home.$data)).toBeNull();
  });

  it("forgets a list's and a detail's answer when another member logs in", async () => {
    const { scope } = await member();
    const list = createItemListQuery('test.list');
    const details = createItemDetailsQuery('test.details');
    await allSettled(list.start, { scope, params: { itemType: 3, queryType: '', pageIndex: 1, pageSize: 12 } });
    await allSettled(details.start, { scope, params: { itemId: 1 } });
    expect(scope.getState(list.$data)!.list.every(({ type }) => type === 3)).toBe(true);
    expect(scope.getState(details.$data)?.id).toBe(1);

    const other = db.members.all().find((member) => member.memberId !== DEMO_MEMBER_ID)!;
    await startSession(scope, await logInAs(other.account));
    expect(scope.getState(list.$data)).toBeNull();
    expect(scope.getState(details.$data)).toBeNull();
  });

  it("reads the member's items again when they change while shown, and forgets them when not", async () => {
    const { scope, api } = await member();
    const shown = createStore(true);
    const owned = createOwnedItemsQuery('test.owned', shown);
    await allSettled(owned.start, { scope });
    const before = scope.getState(owned.$data)!.list;
    expect(before.length).toBeGreaterThan(0);

    const catalogue = (await callApi(calls.itemList, { itemType: '', queryType: '', pageIndex: 1, pageSize: 100 }, api)).list;
    const fresh = catalogue.find((item) => !before.some(({ id }) => id === item.id))!;
    await callApi(calls.buyItem, { itemId: fresh.id }, api);
    await allSettled(ownedItemsChanged, { scope });
    expect(scope.getState(owned.$data)!.list.map(({ id }) => id)).toContain(fresh.id);

    await allSettled(shown, { scope, params: false });
    await allSettled(ownedItemsChanged, { scope });
    expect(scope.getState(owned.$data)).toBeNull();
  });
});
