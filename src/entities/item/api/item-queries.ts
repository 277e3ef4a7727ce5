import type { Query } from '@farfetched/core';
import { sample, type Store } from 'effector';
import { $memberIds, calls, createApiQuery, createMemberQuery, HOME_ITEMS, MAX_PAGE_SIZE, MyItemSort } from '@/shared/api';
import { ownedItemsChanged } from '../model/owned-items-changed';

/** The member the answers were asked for: the shop's calls take the member from the token. */
const $member = $memberIds.map((ids) => ids?.memberId ?? null);

/**
 * Another member or a logout drops the answer at once (as createMemberQuery does), so one member's
 * balance, prices or owned items never show under another's session.
 */
const forgottenOnMemberChange = <Params, Data, Failure>(query: Query<Params, Data, Failure>) => {
  sample({ clock: $member.updates, target: query.reset });
  return query;
};

/**
 * The shop home's recommended, new and ranking lists, HOME_ITEMS each (item/home). Asked with
 * `refresh()` while `active` (the page's Gate); another member asks again by itself.
 */
export const createItemHomeQuery = (name: string, active: Store<boolean>) =>
  createMemberQuery({ definition: calls.itemHome, name: `item.home.${name}`, params: () => ({ number: HOME_ITEMS }), active });

/** A page of the catalogue (item/list), by type and by a home list; started by a list page (createListPage). */
export const createItemListQuery = (name: string) => forgottenOnMemberChange(createApiQuery(calls.itemList, `item.list.${name}`));

/** One item with the member's gold balance (item/details); started by a detail page (createDetailPage). */
export const createItemDetailsQuery = (name: string) =>
  forgottenOnMemberChange(createApiQuery(calls.itemDetails, `item.details.${name}`));

/**
 * Every item the member owns, expired ones included (item/my/list, all types, one page): what a
 * screen needs to tell "Buy" from "Renew" and to show the current expiry. Asked with `refresh()`
 * while `active`; when the member's items change (ownedItemsChanged) it asks again while active
 * and forgets its answer while not, so a later visit never shows an item's old expiry.
 */
export const createOwnedItemsQuery = (name: string, active: Store<boolean>) => {
  const owned = createMemberQuery({
    definition: calls.myItemList,
    name: `item.owned.${name}`,
    // A member owns at most the catalogue, far below the page-size limit.
    params: () => ({ type: '' as const, sort: MyItemSort.newestFirst, pageIndex: 1, pageSize: MAX_PAGE_SIZE }),
    active,
  });
  sample({ clock: ownedItemsChanged, filter: active, target: owned.refresh });
  sample({ clock: ownedItemsChanged, filter: active.map((on) => !on), target: owned.query.reset });
  return owned;
};
