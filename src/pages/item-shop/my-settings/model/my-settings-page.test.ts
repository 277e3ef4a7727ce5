import { allSettled, createStore, fork } from 'effector';
import './settings-editor';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { logInAs } from '@/shared/testing';
import { ownedItemsChanged } from '@/entities/item';
import { $slotSetting, $templates, SlotSettingGate, slotSettingQuery, TemplateListGate, templateListQuery } from '@/entities/item-template';
import { sessionStarted } from '@/entities/session';
import { templateApplied } from '@/features/item-shop/apply-template';
import { renameOpened, templateNameForm } from '@/features/item-shop/save-template';
import { slotItemChosen } from '@/features/item-shop/set-slot-item';
import { $ownedItems, $templatesAndSlotsShown, MySettingsGate, ownedItemsQuery } from './my-settings-page';

async function settingsPage() {
  const session = await logInAs();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  await allSettled(MySettingsGate.open, { scope, params: {} });
  await allSettled(TemplateListGate.open, { scope, params: {} });
  await allSettled(SlotSettingGate.open, { scope, params: {} });
  const asks = {
    owned: createStore(0).on(ownedItemsQuery.started, (count) => count + 1),
    slots: createStore(0).on(slotSettingQuery.started, (count) => count + 1),
    templates: createStore(0).on(templateListQuery.started, (count) => count + 1),
  };
  const count = () => ({ owned: scope.getState(asks.owned), slots: scope.getState(asks.slots), templates: scope.getState(asks.templates) });
  return { scope, count };
}

describe('the item settings page', () => {
  it('shows the templates and the slots together, once both have answered or failed', async () => {
    const session = await logInAs();
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: session });
    const shown = [scope.getState($templatesAndSlotsShown)];
    await allSettled(TemplateListGate.open, { scope, params: {} });
    shown.push(scope.getState($templatesAndSlotsShown));
    server.use(http.get('*/rpi/item/my/setting', () => Response.error(), { once: true }));
    await allSettled(SlotSettingGate.open, { scope, params: {} });
    shown.push(scope.getState($templatesAndSlotsShown));
    expect(shown).toEqual([false, false, true]);
  });

  it('keeps the templates and the slots shown on the next visit while it reads them again', async () => {
    const { scope, count } = await settingsPage();
    const $hidden = createStore(0).on($templatesAndSlotsShown.updates, (hidden, shown) => (shown ? hidden : hidden + 1));
    for (const gate of [MySettingsGate, TemplateListGate, SlotSettingGate]) await allSettled(gate.close, { scope, params: {} });
    for (const gate of [MySettingsGate, TemplateListGate, SlotSettingGate]) await allSettled(gate.open, { scope, params: {} });
    expect(count()).toMatchObject({ slots: 1, templates: 1 });
    expect(scope.getState($templatesAndSlotsShown)).toBe(true);
    expect(scope.getState($hidden)).toBe(0);
  });

  it("reads every owned item once, for the slots' pictures and the choosers", async () => {
    const { scope } = await settingsPage();
    expect(scope.getState($ownedItems)?.length).toBeGreaterThan(10);
  });

  it('asks for the slots once after its own change, not again for its report', async () => {
    const { scope, count } = await settingsPage();
    const filled = scope.getState($slotSetting)!.slots.find((slot) => slot.id !== 0)!;
    await allSettled(slotItemChosen, { scope, params: { type: filled.type as 1, itemId: 0 } });
    expect(count()).toEqual({ owned: 0, slots: 1, templates: 0 });
    await allSettled(templateApplied, { scope, params: 2 });
    expect(count()).toEqual({ owned: 0, slots: 2, templates: 0 });
  });

  it('asks for the slots once after renaming the template in use (the backend applies it again)', async () => {
    const { scope, count } = await settingsPage();
    const inUse = scope.getState($templates)!.find((template) => template.id === scope.getState($slotSetting)!.templateId)!;
    await allSettled(renameOpened, { scope, params: inUse });
    await allSettled(templateNameForm.fieldChanged, { scope, params: { name: 'name', value: 'Finals' } });
    await allSettled(templateNameForm.submitted, { scope });
    expect(count()).toEqual({ owned: 0, slots: 1, templates: 1 });
  });

  it('reads the items, the slots and the templates again when they change elsewhere (a gift opened)', async () => {
    const { scope, count } = await settingsPage();
    await allSettled(ownedItemsChanged, { scope });
    expect(count()).toEqual({ owned: 1, slots: 1, templates: 1 });
  });
});
