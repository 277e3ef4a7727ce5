import { allSettled, createStore, fork } from 'effector';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { callApi, calls, NO_TEMPLATE } from '@/shared/api';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import { $slotItemIds, $slotSetting, $templates, SlotSettingGate, TemplateListGate, templatesChanged } from '@/entities/item-template';
import { sessionStarted } from '@/entities/session';
import {
  $confirmOpen,
  $markedIds,
  deleteCancelled,
  deleteConfirmed,
  deleteRequested,
  deleteTemplatesAction,
  templateMarked,
} from './delete-templates';

async function settingsScreen() {
  const session = await logInAs();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  await allSettled(SlotSettingGate.open, { scope, params: {} });
  await allSettled(TemplateListGate.open, { scope, params: {} });
  // A third template, so one survives deleting two.
  await callApi(calls.insertTemplate, { name: 'Spare', itemIds: scope.getState($slotItemIds)! }, callOptionsOf(session));
  await allSettled(templatesChanged, { scope });
  const backendTemplates = () => callApi(calls.templateList, {}, callOptionsOf(session));
  return { scope, session, backendTemplates };
}

describe('delete-templates', () => {
  it('deletes the ticked templates after confirming; deleting the one in use leaves none in use', async () => {
    const { scope, backendTemplates } = await settingsScreen();
    const before = scope.getState($slotItemIds);
    await allSettled(templateMarked, { scope, params: { id: 1, marked: true } });
    await allSettled(templateMarked, { scope, params: { id: 2, marked: true } });
    expect(scope.getState($markedIds)).toEqual([1, 2]);
    await allSettled(deleteRequested, { scope });
    expect(scope.getState($confirmOpen)).toBe(true);
    await allSettled(deleteConfirmed, { scope });

    expect((await backendTemplates()).map(({ name }) => name)).toEqual(['Spare']);
    expect(scope.getState($templates)!.map(({ name }) => name)).toEqual(['Spare']);
    expect(scope.getState($slotSetting)!.templateId).toBe(NO_TEMPLATE);
    // The slots keep their items.
    expect(scope.getState($slotItemIds)).toEqual(before);
    expect(scope.getState($markedIds)).toEqual([]);
    expect(scope.getState($confirmOpen)).toBe(false);
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'success', message: { key: 'myitems:delete.done' } })]);
  });

  it('deletes nothing when the dialog is cancelled, or without a ticked template', async () => {
    const { scope, backendTemplates } = await settingsScreen();
    const $asks = createStore(0).on(deleteTemplatesAction.mutation.started, (count) => count + 1);
    await allSettled(deleteRequested, { scope });
    expect(scope.getState($confirmOpen)).toBe(false);
    await allSettled(templateMarked, { scope, params: { id: 2, marked: true } });
    await allSettled(templateMarked, { scope, params: { id: 1, marked: true } });
    await allSettled(templateMarked, { scope, params: { id: 2, marked: false } });
    expect(scope.getState($markedIds)).toEqual([1]);
    await allSettled(deleteRequested, { scope });
    await allSettled(deleteCancelled, { scope });
    await allSettled(deleteConfirmed, { scope });
    expect(scope.getState($asks)).toBe(0);
    expect(await backendTemplates()).toHaveLength(3);
    expect(scope.getState($markedIds)).toEqual([1]);
  });

  it("keeps every template when the backend refuses one, in the server's words", async () => {
    const { scope, backendTemplates } = await settingsScreen();
    await allSettled(templateMarked, { scope, params: { id: 2, marked: true } });
    server.use(
      http.post('*/rpi/itemtemplate/delete', () => Response.json({ code: 101, msg: 'This template does not exist', data: null }), { once: true }),
    );
    await allSettled(deleteRequested, { scope });
    await allSettled(deleteConfirmed, { scope });
    expect(await backendTemplates()).toHaveLength(3);
    expect(scope.getState($templates)).toHaveLength(3);
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'warning', message: { text: 'This template does not exist' } })]);
    expect(scope.getState($confirmOpen)).toBe(true);
  });

  it('sends one request for a double click', async () => {
    const { scope, backendTemplates } = await settingsScreen();
    const counter = { count: 0 };
    server.use(
      http.post('*/rpi/itemtemplate/delete', async () => {
        counter.count += 1;
        await delay(20);
      }),
    );
    await allSettled(templateMarked, { scope, params: { id: 2, marked: true } });
    await allSettled(deleteRequested, { scope });
    await Promise.all([allSettled(deleteConfirmed, { scope }), allSettled(deleteConfirmed, { scope })]);
    expect(counter.count).toBe(1);
    expect(await backendTemplates()).toHaveLength(2);
  });
});
