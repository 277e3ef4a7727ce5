import { allSettled, createStore, fork, type Scope } from 'effector';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { callApi, calls, ITEM_TYPES, MAX_PAGE_SIZE, NO_TEMPLATE, type MyItem } from '@/shared/api';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import { ownedItemsChanged, validityOf } from '@/entities/item';
import { $slotSetting, SlotSettingGate } from '@/entities/item-template';
import { sessionStarted } from '@/entities/session';
import { slotCandidates } from '../lib/candidates';
import { $chooserType, setSlotItemAction, slotChooserOpened, slotItemChosen } from './set-slot-item';

async function settingsScreen() {
  const session = await logInAs();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  await allSettled(SlotSettingGate.open, { scope, params: {} });
  const owned = (await callApi(calls.myItemList, { type: '', sort: 2, pageIndex: 1, pageSize: MAX_PAGE_SIZE }, callOptionsOf(session))).list;
  const backendSetting = () => callApi(calls.mySetting, {}, callOptionsOf(session));
  return { scope, session, owned, backendSetting };
}

const slotOf = (scope: Scope, type: number) => scope.getState($slotSetting)!.slots.find((slot) => slot.type === type)!;

/** A valid owned item that is not in its slot, and its slot type. */
const otherCandidate = (scope: Scope, owned: MyItem[]) => {
  const now = Date.now();
  for (const type of ITEM_TYPES) {
    const candidate = slotCandidates(owned, type, now).find((item) => item.id !== slotOf(scope, type).id);
    if (candidate) return { type, item: candidate };
  }
  throw new Error('the demo member has no spare item');
};

describe('set-slot-item', () => {
  it('puts an owned item into its slot at once: the slots are read again, the chooser closes, a toast says so', async () => {
    const { scope, owned, backendSetting } = await settingsScreen();
    const { type, item } = otherCandidate(scope, owned);
    const $changes = createStore(0).on(ownedItemsChanged, (count) => count + 1);
    await allSettled(slotChooserOpened, { scope, params: type });
    expect(scope.getState($chooserType)).toBe(type);

    await allSettled(slotItemChosen, { scope, params: { type, itemId: item.id } });

    const after = await backendSetting();
    expect(after.list.find((slot) => slot.type === type)?.id).toBe(item.id);
    // Set by hand: the slots are no longer the template's.
    expect(after.id).toBe(NO_TEMPLATE);
    expect(slotOf(scope, type)).toEqual(expect.objectContaining({ id: item.id, title: item.title }));
    expect(scope.getState($slotSetting)!.templateId).toBe(NO_TEMPLATE);
    expect(scope.getState($chooserType)).toBeNull();
    expect(scope.getState($changes)).toBe(1);
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'success', message: { key: 'myitems:slots.set' } })]);
  });

  it('empties a slot with item 0', async () => {
    const { scope, backendSetting } = await settingsScreen();
    const filled = scope.getState($slotSetting)!.slots.find((slot) => slot.id !== 0)!;
    await allSettled(slotItemChosen, { scope, params: { type: filled.type as (typeof ITEM_TYPES)[number], itemId: 0 } });
    expect((await backendSetting()).list.find((slot) => slot.type === filled.type)?.id).toBe(0);
    expect(slotOf(scope, filled.type).id).toBe(0);
    expect(scope.getState($toasts).at(-1)?.message).toEqual({ key: 'myitems:slots.emptied' });
  });

  it('asks nothing when the chosen item is already in the slot, and keeps the template in use', async () => {
    const { scope, backendSetting } = await settingsScreen();
    const filled = scope.getState($slotSetting)!.slots.find((slot) => slot.id !== 0)!;
    const $asks = createStore(0).on(setSlotItemAction.mutation.started, (count) => count + 1);
    const type = filled.type as (typeof ITEM_TYPES)[number];
    await allSettled(slotChooserOpened, { scope, params: type });
    await allSettled(slotItemChosen, { scope, params: { type, itemId: filled.id } });
    expect(scope.getState($asks)).toBe(0);
    expect(scope.getState($chooserType)).toBeNull();
    expect((await backendSetting()).id).toBe(1);
  });

  it("refuses an expired item in the server's words and keeps the chooser open", async () => {
    const { scope, owned, backendSetting } = await settingsScreen();
    const expired = owned.find((item) => validityOf(item.time, Date.now())?.state === 'expired')!;
    const type = expired.type as (typeof ITEM_TYPES)[number];
    const before = await backendSetting();
    await allSettled(slotChooserOpened, { scope, params: type });
    await allSettled(slotItemChosen, { scope, params: { type, itemId: expired.id } });
    expect(await backendSetting()).toEqual(before);
    expect(scope.getState($chooserType)).toBe(type);
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'warning', message: { text: expect.stringMatching(/renew/i) } })]);
  });

  it('sends one request for a double click', async () => {
    const { scope, owned } = await settingsScreen();
    const { type, item } = otherCandidate(scope, owned);
    const counter = { count: 0 };
    server.use(
      http.post('*/rpi/item/my/set', async () => {
        counter.count += 1;
        await delay(20);
      }),
    );
    await Promise.all([
      allSettled(slotItemChosen, { scope, params: { type, itemId: item.id } }),
      allSettled(slotItemChosen, { scope, params: { type, itemId: item.id } }),
    ]);
    expect(counter.count).toBe(1);
    expect(scope.getState($toasts).filter(({ tone }) => tone === 'warning')).toEqual([]);
  });
});

describe('slotCandidates', () => {
  it("offers only the slot type's items that have not expired", async () => {
    const { owned } = await settingsScreen();
    const now = Date.now();
    for (const type of ITEM_TYPES) {
      const offered = slotCandidates(owned, type, now);
      expect(offered.every((item) => item.type === type)).toBe(true);
      const ofType = owned.filter((item) => item.type === type);
      expect(offered.length).toBeLessThanOrEqual(ofType.length);
    }
    const expired = owned.filter((item) => validityOf(item.time, now)?.state === 'expired');
    expect(expired).toHaveLength(1);
    expect(slotCandidates(owned, expired[0]!.type, now).map(({ id }) => id)).not.toContain(expired[0]!.id);
  });
});
