import { createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { calls, createMemberQuery } from '@/shared/api';
import { createShownTogether } from '@/shared/lib';
import { OWNED_ITEMS_PARAMS, ownedItemsChanged } from '@/entities/item';
import { $slotSetting, $templates, slotSettingQuery, templateListQuery, templatesChanged } from '@/entities/item-template';

/** Open while /ShopProp/MySetting is shown. */
export const MySettingsGate = createGate('my-settings-page');

/**
 * Every item the member owns, expired ones too, in one answer (a member owns at most one of each
 * catalogue item, far fewer than a page of 999): the slots' pictures and the slot chooser's items
 * come from it, so opening a chooser asks nothing.
 */
export const ownedItemsQuery = createMemberQuery(calls.myItemList, {
  name: 'my-settings.owned-items',
  params: OWNED_ITEMS_PARAMS,
  active: MySettingsGate.status,
});
/** Ask for the member's items again (a retry, a change made elsewhere). */
export const ownedItemsRefreshed = ownedItemsQuery.start;

export const $ownedItems = ownedItemsQuery.$data.map((data) => data?.list ?? null);
export const $ownedItemsFailed = ownedItemsQuery.$failed;

sample({ clock: MySettingsGate.open, target: ownedItemsRefreshed });

/**
 * The templates and the slots below them are shown together (createShownTogether): the templates'
 * list is as long as the member made it, so no placeholder can hold its height, and slots shown
 * first would be pushed down when it comes (a layout shift).
 */
export const $templatesAndSlotsShown = createShownTogether(
  [
    { $data: $templates, $failed: templateListQuery.$failed },
    { $data: $slotSetting, $failed: slotSettingQuery.$failed },
  ],
  MySettingsGate.close,
);

/*
 * Items or slots changed. The slot and template features of this page (a slot set, a template
 * applied, the template in use renamed) refresh what they change themselves and also report it to
 * the rest of the app; reading everything again for their own report would ask twice. Each of
 * their successes is counted here (by the editor's model, which loads them) before its report
 * arrives (both come from the same success), so only reports from elsewhere (the gift box, an item
 * bought and used) read the items and the slots again.
 */
export const $ownReportsDue = createStore(0, { name: 'my-settings.$ownReportsDue' });
const reported = sample({ clock: ownedItemsChanged, source: $ownReportsDue });
sample({ clock: reported, fn: (due) => Math.max(0, due - 1), target: $ownReportsDue });
const changedElsewhere = sample({ clock: reported, filter: (due) => due === 0 });
sample({ clock: changedElsewhere, filter: MySettingsGate.status, target: ownedItemsRefreshed });
sample({ clock: changedElsewhere, target: templatesChanged });
