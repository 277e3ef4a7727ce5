import { allSettled, createStore, fork } from 'effector';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import { callApi, calls, NO_TEMPLATE } from '@/shared/api';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import { ownedItemsChanged } from '@/entities/item';
import { $slotItemIds, $slotSetting, $templateInUse, SlotSettingGate, TemplateListGate } from '@/entities/item-template';
import { sessionStarted } from '@/entities/session';
import { $applyingId, templateApplied } from './apply-template';

async function settingsScreen() {
  const session = await logInAs();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  await allSettled(SlotSettingGate.open, { scope, params: {} });
  await allSettled(TemplateListGate.open, { scope, params: {} });
  const templates = await callApi(calls.templateList, {}, callOptionsOf(session));
  return { scope, session, templates };
}

describe('apply-template', () => {
  it("fills the slots with the template's items, then the slots reload and name it in use", async () => {
    const { scope, templates } = await settingsScreen();
    const second = templates.find((template) => template.id === 2)!;
    expect(scope.getState($slotItemIds)).not.toEqual(second.itemIds);
    const $changes = createStore(0).on(ownedItemsChanged, (count) => count + 1);

    await allSettled(templateApplied, { scope, params: second.id });

    expect(scope.getState($slotItemIds)).toEqual(second.itemIds);
    expect(scope.getState($slotSetting)!.templateId).toBe(second.id);
    expect(scope.getState($templateInUse)).toEqual(second);
    expect(scope.getState($changes)).toBe(1);
    expect(scope.getState($applyingId)).toBeNull();
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'success', message: { key: 'myitems:templates.applied' } })]);
  });

  it('leaves an item that expired since the template was saved out of its slot', async () => {
    const { scope, templates } = await settingsScreen();
    const second = templates.find((template) => template.id === 2)!;
    const gone = second.itemIds.find((id) => id !== 0)!;
    await db.ownedItems.update((q) => q.where({ itemId: gone }), {
      data(record) {
        record.expiresAt = Date.now() - 1000;
      },
    });
    await allSettled(templateApplied, { scope, params: second.id });
    expect(scope.getState($slotItemIds)).toEqual(second.itemIds.map((id) => (id === gone ? 0 : id)));
    expect(scope.getState($slotSetting)!.templateId).toBe(second.id);
  });

  it('uses no template: the slots keep their items', async () => {
    const { scope } = await settingsScreen();
    const before = scope.getState($slotItemIds);
    await allSettled(templateApplied, { scope, params: NO_TEMPLATE });
    expect(scope.getState($slotSetting)!.templateId).toBe(NO_TEMPLATE);
    expect(scope.getState($templateInUse)).toBeNull();
    expect(scope.getState($slotItemIds)).toEqual(before);
    expect(scope.getState($toasts).at(-1)?.message).toEqual({ key: 'myitems:templates.noneApplied' });
  });

  it("shows the server's refusal and leaves the slots as they were", async () => {
    const { scope } = await settingsScreen();
    const before = scope.getState($slotSetting);
    await allSettled(templateApplied, { scope, params: 999 });
    expect(scope.getState($slotSetting)).toEqual(before);
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'warning', message: { text: expect.stringMatching(/\S/) } })]);
  });

  it('sends one request for a double click', async () => {
    const { scope } = await settingsScreen();
    const counter = { count: 0 };
    server.use(
      http.post('*/rpi/itemtemplate/change', async () => {
        counter.count += 1;
        await delay(20);
      }),
    );
    await Promise.all([allSettled(templateApplied, { scope, params: 2 }), allSettled(templateApplied, { scope, params: 2 })]);
    expect(counter.count).toBe(1);
    expect(scope.getState($slotSetting)!.templateId).toBe(2);
  });
});
