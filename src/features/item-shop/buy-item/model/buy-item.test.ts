import { allSettled, createStore, fork, type Scope } from 'effector';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRequests } from '@mocks/node';
import { callApi, calls, expiryAfterPurchase, ITEM_VALID_DAYS, type Item } from '@/shared/api';
import { i18n, initI18n, parseBackendDate } from '@/shared/i18n';
import { callOptionsOf, logInAs, shownToasts } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import { $coins, coinBalancePresence } from '@/entities/coin';
import { createOwnedItemsQuery } from '@/entities/item';
import { sessionStarted } from '@/entities/session';
import {
  $affordable,
  $balanceAfter,
  $buying,
  $expiryAfter,
  $purchase,
  buyAsked,
  buyCancelled,
  buyConfirmed,
  buyItemAction,
  type PurchaseRequest,
} from './buy-item';

const DAY_MS = 24 * 60 * 60 * 1000;

async function shop() {
  const session = await logInAs();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  const api = callOptionsOf(session);
  const catalogue = (await callApi(calls.itemList, { itemType: '', queryType: '', pageIndex: 1, pageSize: 100 }, api)).list;
  const owned = (await callApi(calls.myItemList, { type: '', sort: 2, pageIndex: 1, pageSize: 100 }, api)).list;
  const balance = async () => (await callApi(calls.itemDetails, { itemId: catalogue[0]!.id }, api)).coin;
  const ownedEntry = async (itemId: number) =>
    (await callApi(calls.myItemList, { type: '', sort: 2, pageIndex: 1, pageSize: 100 }, api)).list.find(({ id }) => id === itemId);
  const notOwned = catalogue.filter((item) => !owned.some(({ id }) => id === item.id));
  return { session, scope, api, catalogue, owned, notOwned, balance, ownedEntry };
}

const requestOf = (item: Item, balance: number, extra: Partial<PurchaseRequest> = {}): PurchaseRequest => ({
  item: { id: item.id, title: item.title, type: item.type, price: item.price },
  balance,
  currentExpiry: null,
  andUse: false,
  ...extra,
});

const successTexts = (scope: Scope) =>
  shownToasts(scope)
    .filter(({ tone }) => tone === 'success')
    .map(({ text }) => text);

beforeAll(async () => {
  // English: vitest.setup.ts switches back before each test.
  if (!i18n.isInitialized) await initI18n('en');
  await i18n.loadNamespaces(['items']);
});

describe('buy-item', () => {
  it('names the balance and the expiry after, then buys once: gold debited, balance and items refreshed, a toast', async () => {
    const { scope, notOwned, balance, ownedEntry } = await shop();
    const item = notOwned[0]!;
    const before = await balance();
    await allSettled(coinBalancePresence.shown, { scope });
    const owned = createOwnedItemsQuery('test.buy.owned', createStore(true));
    await allSettled(owned.start, { scope });
    expect(scope.getState(owned.$data)!.list.map(({ id }) => id)).not.toContain(item.id);

    const asked = Date.now();
    await allSettled(buyAsked, { scope, params: requestOf(item, before) });
    expect(scope.getState($purchase)?.item.id).toBe(item.id);
    expect(scope.getState($balanceAfter)).toBe(before - item.price);
    expect(scope.getState($affordable)).toBe(true);
    const expiry = scope.getState($expiryAfter)!;
    expect(expiry).toBeGreaterThanOrEqual(expiryAfterPurchase(asked, null));
    expect(expiry).toBeLessThanOrEqual(expiryAfterPurchase(Date.now(), null));

    await allSettled(buyConfirmed, { scope });
    expect(await balance()).toBe(before - item.price);
    expect(scope.getState($coins)).toBe(before - item.price);
    expect(scope.getState(owned.$data)!.list.map(({ id }) => id)).toContain(item.id);
    const backendExpiry = parseBackendDate((await ownedEntry(item.id))!.time)!.getTime();
    expect(Math.abs(backendExpiry - Date.now() - ITEM_VALID_DAYS * DAY_MS)).toBeLessThan(DAY_MS);
    expect(scope.getState($purchase)).toBeNull();
    expect(successTexts(scope)).toEqual([expect.stringMatching(new RegExp(`^Bought ${item.title}, valid until .+\\d{4}`))]);
  });

  it('sends one request for a double click on Buy and debits the price once', async () => {
    const { scope, notOwned, balance } = await shop();
    const item = notOwned[0]!;
    const before = await balance();
    const requests = countRequests('/rpi/item/my/buy');
    await allSettled(buyAsked, { scope, params: requestOf(item, before) });
    await Promise.all([allSettled(buyConfirmed, { scope }), allSettled(buyConfirmed, { scope })]);
    expect(requests.count).toBe(1);
    expect(await balance()).toBe(before - item.price);
    expect(scope.getState($buying)).toBe(false);
  });

  it('refuses a purchase the gold does not cover: nothing is sent', async () => {
    const { scope, catalogue } = await shop();
    const item = catalogue.reduce((dearest, next) => (next.price > dearest.price ? next : dearest));
    const requests = countRequests('/rpi/item/my/buy');
    await allSettled(buyAsked, { scope, params: requestOf(item, item.price - 1) });
    expect(scope.getState($affordable)).toBe(false);
    expect(scope.getState($balanceAfter)).toBe(-1);
    await allSettled(buyConfirmed, { scope });
    expect(requests.count).toBe(0);
    expect(scope.getState($purchase)).not.toBeNull();
  });

  it("keeps the confirmation open when the backend refuses, with the server's words as a warning", async () => {
    const { scope, catalogue, balance } = await shop();
    const before = await balance();
    const unknown = { ...catalogue[0]!, id: 99_999 };
    await allSettled(buyAsked, { scope, params: requestOf(unknown, before) });
    await allSettled(buyConfirmed, { scope });
    expect(scope.getState($toasts)).toEqual([
      expect.objectContaining({ tone: 'warning', message: { text: 'This item does not exist' } }),
    ]);
    expect(scope.getState($purchase)?.item.id).toBe(99_999);
    expect(await balance()).toBe(before);
    expect(scope.getState(buyItemAction.mutation.$failed)).toBe(true);
  });

  it('renews an owned item from its current expiry and says so', async () => {
    const { scope, owned, catalogue, balance, ownedEntry } = await shop();
    const mine = owned.find((entry) => parseBackendDate(entry.time)!.getTime() > Date.now())!;
    const item = catalogue.find(({ id }) => id === mine.id)!;
    const currentExpiry = parseBackendDate(mine.time)!.getTime();
    await allSettled(buyAsked, { scope, params: requestOf(item, await balance(), { currentExpiry }) });
    expect(scope.getState($expiryAfter)).toBe(currentExpiry + ITEM_VALID_DAYS * DAY_MS);

    await allSettled(buyConfirmed, { scope });
    expect(parseBackendDate((await ownedEntry(item.id))!.time)!.getTime()).toBe(currentExpiry + ITEM_VALID_DAYS * DAY_MS);
    expect(successTexts(scope)).toEqual([expect.stringMatching(new RegExp(`^Renewed ${item.title}, valid until `))]);
  });

  it('"Buy and use" puts the item into its slot once bought', async () => {
    const { scope, api, notOwned, balance } = await shop();
    const item = notOwned[0]!;
    await allSettled(buyAsked, { scope, params: requestOf(item, await balance(), { andUse: true }) });
    await allSettled(buyConfirmed, { scope });
    const setting = await callApi(calls.mySetting, {}, api);
    expect(setting.list.find(({ type }) => type === item.type)?.id).toBe(item.id);
    expect(successTexts(scope)).toEqual([expect.stringMatching(/^Bought /), `${item.title} is now in use.`]);
  });

  it('buys nothing when the member cancels', async () => {
    const { scope, notOwned, balance } = await shop();
    const requests = countRequests('/rpi/item/my/buy');
    await allSettled(buyAsked, { scope, params: requestOf(notOwned[0]!, await balance()) });
    await allSettled(buyCancelled, { scope });
    expect(scope.getState($purchase)).toBeNull();
    await allSettled(buyConfirmed, { scope });
    expect(requests.count).toBe(0);
  });
});
