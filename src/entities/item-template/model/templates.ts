import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $memberIds, calls, createMemberQuery, MAX_TEMPLATES, NO_TEMPLATE, type ItemTemplate, type Slot } from '@/shared/api';
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

const { query: templateListQuery, refresh: templateListRefreshed } = createMemberQuery({
  definition: calls.templateList,
  name: 'item-template.list',
  params: () => ({}),
  active: TemplateListGate.status,
});
const { query: slotSettingQuery, refresh: slotSettingRefreshed } = createMemberQuery({
  definition: calls.mySetting,
  name: 'item-template.slot-setting',
  params: () => ({}),
  active: SlotSettingGate.status,
});
/** For the template features' refreshOnSuccess. */
export { slotSettingQuery, slotSettingRefreshed, templateListQuery, templateListRefreshed };

sample({ clock: TemplateListGate.open, target: templateListRefreshed });
sample({ clock: SlotSettingGate.open, target: slotSettingRefreshed });
sample({ clock: templatesChanged, filter: TemplateListGate.status, target: templateListRefreshed });
sample({ clock: templatesChanged, filter: SlotSettingGate.status, target: slotSettingRefreshed });
const listForgotten = sample({ clock: templatesChanged, filter: TemplateListGate.status.map((open) => !open) });
const settingForgotten = sample({ clock: templatesChanged, filter: SlotSettingGate.status.map((open) => !open) });
sample({ clock: listForgotten, target: templateListQuery.reset });
sample({ clock: settingForgotten, target: slotSettingQuery.reset });

const $owner = $memberIds.map((ids) => ids?.memberId ?? null);

/**
 * The templates last read, oldest first as the backend lists them; null before the first answer.
 * A refresh keeps them on screen until the new answer (no flash); another member or a logout drops them.
 */
export const $templates = createStore<ItemTemplate[] | null>(null, { name: 'item-template.$templates' })
  .on(templateListQuery.$data.updates, (shown, data) => data ?? shown)
  .reset([$owner.updates, listForgotten]);

export interface SlotSetting {
  /** The template in use, or NO_TEMPLATE (-1). */
  templateId: number;
  /** The 14 slots in template order; `id` 0 for an empty one. */
  slots: Slot[];
}

/** The slots and the template in use last read; null before the first answer. Kept while read again. */
export const $slotSetting = createStore<SlotSetting | null>(null, { name: 'item-template.$slotSetting' })
  .on(slotSettingQuery.$data.updates, (shown, data) => (data ? { templateId: data.id, slots: data.list } : shown))
  .reset([$owner.updates, settingForgotten]);

export const $templatesLoading = combine($templates, templateListQuery.$failed, (templates, failed) => templates === null && !failed);
export const $templatesFailed = combine($templates, templateListQuery.$failed, (templates, failed) => templates === null && failed);
export const $slotSettingLoading = combine($slotSetting, slotSettingQuery.$failed, (setting, failed) => setting === null && !failed);
export const $slotSettingFailed = combine($slotSetting, slotSettingQuery.$failed, (setting, failed) => setting === null && failed);

/** The template whose items the slots hold, or null for none (or not read yet). */
export const $templateInUse = combine($slotSetting, $templates, (setting, templates) =>
  setting === null || setting.templateId === NO_TEMPLATE ? null : (templates?.find((template) => template.id === setting.templateId) ?? null),
);

/** The slots' 14 item ids in template order: what "save as new template" saves. Null before the slots are read. */
export const $slotItemIds = $slotSetting.map((setting) => (setting ? slotItemIds(setting.slots) : null));

/** MAX_TEMPLATES (10) kept: a new one is refused until one is deleted. */
export const $templateLimitReached = $templates.map((templates) => templates !== null && templates.length >= MAX_TEMPLATES);
