import type { Store } from 'effector';
import { calls, createMemberQuery, HOME_ITEMS, MAX_PAGE_SIZE, MyItemSort } from '@/shared/api';
import { ownedItemsChanged } from '../model/owned-items-changed';

/*
 * The shop's calls take the member from the token; their queries still come from
 * createMemberQuery, so another member or session drops the answer at once and one member's
 * balance, prices or owned items never show under another's session.
 */

/** The shop home's recommended, new and ranking lists, HOME_ITEMS each (item/home). Started by its screen. */
export const createItemHomeQuery = (name: string, active: Store<boolean>) =>
  createMemberQuery(calls.itemHome, { name: `item.home.${name}`, params: { number: HOME_ITEMS }, active });

/** A page of the catalogue (item/list), by type and by a home list; started by a list page (createListPage). */
export const createItemListQuery = (name: string) => createMemberQuery(calls.itemList, { name: `item.list.${name}` });

/** One item with the member's gold balance (item/details); started by a detail page (createDetailPage). */
export const createItemDetailsQuery = (name: string) => createMemberQuery(calls.itemDetails, { name: `item.details.${name}`, failure: 'unless-refused' });

/** Every item of every type in one page: a member owns at most the catalogue, far below the page-size limit. */
export const OWNED_ITEMS_PARAMS = { type: '', sort: MyItemSort.newestFirst, pageIndex: 1, pageSize: MAX_PAGE_SIZE } as const;

/**
 * Every item the member owns, expired ones included (item/my/list, OWNED_ITEMS_PARAMS): what a
 * screen needs to tell "Buy" from "Renew" and to show the current expiry. Started by its screen;
 * when the member's items change (ownedItemsChanged) it asks again while active and forgets its
 * answer while not, so a later visit never shows an item's old expiry.
 */
export const createOwnedItemsQuery = (name: string, active: Store<boolean>) =>
  createMemberQuery(calls.myItemList, { name: `item.owned.${name}`, params: OWNED_ITEMS_PARAMS, active, refreshOn: [ownedItemsChanged] });
