import { allSettled, createStore, fork, type Scope } from 'effector';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { $memberSession, callApi, calls, MAX_TEMPLATES, NO_TEMPLATE, TEMPLATE_SLOTS, type LoginResult } from '@/shared/api';
import { callOptionsOf, logInAs, startMemberSession } from '@/shared/testing';
import {
  $slotItemIds,
  $slotSetting,
  $slotSettingFailed,
  $templateInUse,
  $templateLimitReached,
  $templates,
  SlotSettingGate,
  slotSettingQuery,
  TemplateListGate,
  templateListQuery,
  templatesChanged,
} from './templates';

/** What entities/session does at login (an entity does not import another). */
async function memberScope(): Promise<{ scope: Scope; session: LoginResult }> {
  const session = await logInAs();
  const scope = fork();
  await startMemberSession(scope, session);
  return { scope, session };
}

async function openBoth() {
  const { scope, session } = await memberScope();
  await allSettled(TemplateListGate.open, { scope, params: {} });
  await allSettled(SlotSettingGate.open, { scope, params: {} });
  return { scope, session };
}

describe('the templates and slots of the item settings', () => {
  it('reads the templates and the 14 slots, and names the template in use', async () => {
    const { scope, session } = await openBoth();
    const templates = await callApi(calls.templateList, {}, callOptionsOf(session));
    const setting = await callApi(calls.mySetting, {}, callOptionsOf(session));
    expect(templates).toHaveLength(2);
    expect(scope.getState($templates)).toEqual(templates);
    expect(scope.getState($slotSetting)).toEqual({ templateId: setting.id, slots: setting.list });
    expect(setting.list).toHaveLength(TEMPLATE_SLOTS);
    expect(scope.getState($templateInUse)).toEqual(templates.find((template) => template.id === 1));
    // The demo slots hold exactly the template in use.
    expect(scope.getState($slotItemIds)).toEqual(templates[0]!.itemIds);
    expect(scope.getState($templateLimitReached)).toBe(false);
  });

  it('says no template is in use when the slots are nobody’s', async () => {
    const { scope, session } = await openBoth();
    await callApi(calls.changeTemplate, { templateId: NO_TEMPLATE }, callOptionsOf(session));
    await allSettled(templatesChanged, { scope });
    expect(scope.getState($slotSetting)?.templateId).toBe(NO_TEMPLATE);
    expect(scope.getState($templateInUse)).toBeNull();
  });

  it('knows when the member keeps the most templates', async () => {
    const { scope, session } = await openBoth();
    const itemIds = scope.getState($slotItemIds)!;
    for (let index = 2; index < MAX_TEMPLATES; index += 1) {
      await callApi(calls.insertTemplate, { name: `Set ${String(index)}`, itemIds }, callOptionsOf(session));
    }
    await allSettled(templatesChanged, { scope });
    expect(scope.getState($templates)).toHaveLength(MAX_TEMPLATES);
    expect(scope.getState($templateLimitReached)).toBe(true);
  });

  it('asks again for what is on screen when the slots change elsewhere, and forgets what is not', async () => {
    const { scope, session } = await memberScope();
    await allSettled(SlotSettingGate.open, { scope, params: {} });
    await allSettled(TemplateListGate.open, { scope, params: {} });
    await allSettled(TemplateListGate.close, { scope, params: {} });
    const $listAsks = createStore(0).on(templateListQuery.started, (count) => count + 1);
    const $settingAsks = createStore(0).on(slotSettingQuery.started, (count) => count + 1);

    await callApi(calls.changeTemplate, { templateId: 2 }, callOptionsOf(session));
    await allSettled(templatesChanged, { scope });
    expect(scope.getState($settingAsks)).toBe(1);
    expect(scope.getState($slotSetting)?.templateId).toBe(2);
    expect(scope.getState($listAsks)).toBe(0);
    expect(scope.getState($templates)).toBeNull();
  });

  it('holds nothing before the first answer and is failed when it cannot be read', async () => {
    const { scope } = await memberScope();
    expect(scope.getState($templates)).toBeNull();
    expect(scope.getState($slotSettingFailed)).toBe(false);
    server.use(http.get('*/rpi/item/my/setting', () => Response.error(), { once: true }));
    await allSettled(SlotSettingGate.open, { scope, params: {} });
    expect(scope.getState($slotSettingFailed)).toBe(true);
  });

  it('forgets everything when the session ends', async () => {
    const { scope } = await openBoth();
    await allSettled($memberSession, { scope, params: null });
    expect(scope.getState($templates)).toBeNull();
    expect(scope.getState($slotSetting)).toBeNull();
  });
});
