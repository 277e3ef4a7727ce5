import { allSettled, createStore, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { countRequests } from '@mocks/node';
import { callApi, calls, MAX_TEMPLATES } from '@/shared/api';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import { ownedItemsChanged } from '@/entities/item';
import { $slotItemIds, $templateLimitReached, $templates, SlotSettingGate, slotSettingQuery, TemplateListGate } from '@/entities/item-template';
import { sessionStarted } from '@/entities/session';
import { $editing, editorClosed, newTemplateOpened, renameOpened, templateNameForm } from './save-template';
import { validateTemplateName } from './validate';

async function settingsScreen() {
  const session = await logInAs();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  await allSettled(SlotSettingGate.open, { scope, params: {} });
  await allSettled(TemplateListGate.open, { scope, params: {} });
  const backendTemplates = () => callApi(calls.templateList, {}, callOptionsOf(session));
  return { scope, session, backendTemplates };
}

const type = (scope: Scope, name: string) => allSettled(templateNameForm.fieldChanged, { scope, params: { name: 'name', value: name } });
describe('save-template', () => {
  it('saves the slots as they are as a new template: the list shows it, the dialog closes', async () => {
    const { scope, backendTemplates } = await settingsScreen();
    await allSettled(newTemplateOpened, { scope });
    expect(scope.getState($editing)).toEqual({ kind: 'new' });
    await type(scope, '  Weekend League  ');
    await allSettled(templateNameForm.submitted, { scope });

    const templates = await backendTemplates();
    expect(templates).toHaveLength(3);
    expect(templates[2]).toEqual(expect.objectContaining({ name: 'Weekend League', itemIds: scope.getState($slotItemIds) }));
    expect(scope.getState($templates)).toEqual(templates);
    expect(scope.getState($editing)).toBeNull();
    expect(scope.getState(templateNameForm.$fields)).toEqual({ name: '' });
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'success', message: { key: 'myitems:editor.saved' } })]);
  });

  it('renames a template, keeping its items', async () => {
    const { scope, backendTemplates } = await settingsScreen();
    const [, second] = scope.getState($templates)!;
    await allSettled(renameOpened, { scope, params: second! });
    expect(scope.getState(templateNameForm.$fields)).toEqual({ name: second!.name });
    await type(scope, 'Quiet Practice');
    await allSettled(templateNameForm.submitted, { scope });

    const renamed = (await backendTemplates()).find((template) => template.id === second!.id);
    expect(renamed).toEqual({ ...second, name: 'Quiet Practice' });
    expect(scope.getState($templates)!.find((template) => template.id === second!.id)?.name).toBe('Quiet Practice');
    expect(scope.getState($toasts).at(-1)?.message).toEqual({ key: 'myitems:editor.renamed' });
  });

  it('renaming the template in use reads the slots again (the backend applies it again)', async () => {
    const { scope } = await settingsScreen();
    const $changes = createStore(0).on(ownedItemsChanged, (count) => count + 1);
    const $slotReads = createStore(0).on(slotSettingQuery.started, (count) => count + 1);
    const [inUse, other] = scope.getState($templates)!;
    await allSettled(renameOpened, { scope, params: inUse! });
    await type(scope, 'Finals');
    await allSettled(templateNameForm.submitted, { scope });
    expect(scope.getState($slotReads)).toBe(1);
    expect(scope.getState($changes)).toBe(1);

    await allSettled(renameOpened, { scope, params: other! });
    await type(scope, 'Drills');
    await allSettled(templateNameForm.submitted, { scope });
    expect(scope.getState($slotReads)).toBe(1);
    expect(scope.getState($changes)).toBe(1);
  });

  it('asks for 1 to 20 characters of plain text before sending anything', async () => {
    const { scope } = await settingsScreen();
    const inserts = countRequests('/rpi/itemtemplate/insert', { holdMs: 20 });
    await allSettled(newTemplateOpened, { scope });
    for (const [name, error] of [
      ['   ', 'myitems:editor.errors.empty'],
      ['x'.repeat(21), 'myitems:editor.errors.tooLong'],
      ['<i>Night</i>', 'myitems:editor.errors.notPlain'],
    ] as const) {
      await type(scope, name);
      await allSettled(templateNameForm.submitted, { scope });
      expect(scope.getState(templateNameForm.$errors)).toEqual({ name: error });
    }
    expect(inserts.count).toBe(0);
    expect(scope.getState($editing)).toEqual({ kind: 'new' });
  });

  it('does not open a new template at 10, and the backend refuses an 11th in its own words', async () => {
    const { scope, session, backendTemplates } = await settingsScreen();
    const itemIds = scope.getState($slotItemIds)!;
    for (let index = 2; index < MAX_TEMPLATES; index += 1) {
      await callApi(calls.insertTemplate, { name: `Set ${String(index)}`, itemIds }, callOptionsOf(session));
    }
    await allSettled(TemplateListGate.close, { scope, params: {} });
    await allSettled(TemplateListGate.open, { scope, params: {} });
    expect(scope.getState($templateLimitReached)).toBe(true);
    await allSettled(newTemplateOpened, { scope });
    expect(scope.getState($editing)).toBeNull();

    // Another tab may still have its dialog open: the backend has the last word.
    await callApi(calls.deleteTemplates, [3], callOptionsOf(session));
    await allSettled(TemplateListGate.close, { scope, params: {} });
    await allSettled(TemplateListGate.open, { scope, params: {} });
    await allSettled(newTemplateOpened, { scope });
    await callApi(calls.insertTemplate, { name: 'Elsewhere', itemIds }, callOptionsOf(session));
    await type(scope, 'Eleventh');
    await allSettled(templateNameForm.submitted, { scope });
    expect(await backendTemplates()).toHaveLength(MAX_TEMPLATES);
    expect(scope.getState($toasts).at(-1)).toEqual(expect.objectContaining({ tone: 'warning', message: { text: expect.stringMatching(/10/) } }));
    expect(scope.getState(templateNameForm.$fields)).toEqual({ name: 'Eleventh' });
    expect(scope.getState($editing)).toEqual({ kind: 'new' });
  });

  it('sends one request for a double submit', async () => {
    const { scope, backendTemplates } = await settingsScreen();
    const inserts = countRequests('/rpi/itemtemplate/insert', { holdMs: 20 });
    await allSettled(newTemplateOpened, { scope });
    await type(scope, 'Once');
    await Promise.all([allSettled(templateNameForm.submitted, { scope }), allSettled(templateNameForm.submitted, { scope })]);
    expect(inserts.count).toBe(1);
    expect(await backendTemplates()).toHaveLength(3);
  });

  it('forgets what was typed when the dialog closes', async () => {
    const { scope } = await settingsScreen();
    await allSettled(newTemplateOpened, { scope });
    await type(scope, 'Draft');
    await allSettled(editorClosed, { scope });
    expect(scope.getState($editing)).toBeNull();
    expect(scope.getState(templateNameForm.$fields)).toEqual({ name: '' });
  });
});

describe('validateTemplateName', () => {
  it('takes 1 to 20 characters, trimmed', () => {
    expect(validateTemplateName({ name: ' A ' })).toEqual({});
    expect(validateTemplateName({ name: 'x'.repeat(20) })).toEqual({});
    expect(validateTemplateName({ name: '' })).toEqual({ name: 'myitems:editor.errors.empty' });
    expect(validateTemplateName({ name: 'x'.repeat(21) })).toEqual({ name: 'myitems:editor.errors.tooLong' });
  });
});
