import { combine, createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { calls, createMemberQuery, createMemberStore, MAX_TEMPLATES, NO_TEMPLATE, type ItemTemplate, type Slot } from '@/shared/api';
import { slotItemIds } from '../lib/template-items';

/** Open while a screen shows the member's templates; it loads them. */
export const TemplateListGate = createGate('item-template.list');
/** Open while a screen shows the member's 14 slots (the settings, the items in use); it loads them. */
export const SlotSettingGate = createGate('item-template.slot-setting');

/**
 * The slots or templates changed on the backend through something else than a template feature
 * (an item bought and used, a gift opened, a renewal bringing an expired item back into its slot).
 * The item-template slice does not know those slices: a page wires their signal to this one. What
 * is on screen asks again; what is not forgets its answer, so it is read fresh next time.
 */
export const templatesChanged = createEvent({ name: 'item-template.templatesChanged' });

export const templateListQuery = createMemberQuery(calls.templateList, {
  name: 'item-template.list',
  active: TemplateListGate.status,
  refreshOn: [templatesChanged],
});
export const slotSettingQuery = createMemberQuery(calls.mySetting, {
  name: 'item-template.slot-setting',
  active: SlotSettingGate.status,
  refreshOn: [templatesChanged],
});
/** Ask again (a retry; the template features' own changes). */
export const templateListRefreshed = templateListQuery.start;
export const slotSettingRefreshed = slotSettingQuery.start;

sample({ clock: TemplateListGate.open, target: templateListQuery.start });
sample({ clock: SlotSettingGate.open, target: slotSettingQuery.start });
const listForgotten = sample({ clock: templatesChanged, filter: TemplateListGate.status.map((open) => !open) });
const settingForgotten = sample({ clock: templatesChanged, filter: SlotSettingGate.status.map((open) => !open) });

/**
 * The templates last read, oldest first as the backend lists them; null before the first answer.
 * A refresh keeps them on screen until the new answer (no flash); another member or a logout drops them.
 */
export const $templates = createMemberStore<ItemTemplate[] | null>(null, { name: 'item-template.$templates' })
  .on(templateListQuery.$data.updates, (shown, data) => data ?? shown)
  .reset(listForgotten);

export interface SlotSetting {
  /** The template in use, or NO_TEMPLATE (-1). */
  templateId: number;
  /** The 14 slots in template order; `id` 0 for an empty one. */
  slots: Slot[];
}

/** The slots and the template in use last read; null before the first answer. Kept while read again. */
export const $slotSetting = createMemberStore<SlotSetting | null>(null, { name: 'item-template.$slotSetting' })
  .on(slotSettingQuery.$data.updates, (shown, data) => (data ? { templateId: data.id, slots: data.list } : shown))
  .reset(settingForgotten);

export const $templatesFailed = combine($templates, templateListQuery.$failed, (templates, failed) => templates === null && failed);
export const $slotSettingFailed = combine($slotSetting, slotSettingQuery.$failed, (setting, failed) => setting === null && failed);

/** The template whose items the slots hold, or null for none (or not read yet). */
export const $templateInUse = combine($slotSetting, $templates, (setting, templates) =>
  setting === null || setting.templateId === NO_TEMPLATE ? null : (templates?.find((template) => template.id === setting.templateId) ?? null),
);

/** The slots' 14 item ids in template order: what "save as new template" saves. Null before the slots are read. */
export const $slotItemIds = $slotSetting.map((setting) => (setting ? slotItemIds(setting.slots) : null));

/** MAX_TEMPLATES (10) kept: a new one is refused until one is deleted. */
export const $templateLimitReached = $templates.map((templates) => templates !== null && templates.length >= MAX_TEMPLATES);
