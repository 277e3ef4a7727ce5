import type { Query } from '@farfetched/core';
import { createEvent, createStore, sample, type Store } from 'effector';
import { createGate } from 'effector-react';
import type * as z from 'zod/mini';
import { calls, createMemberQuery, GIFTS_PAGE_SIZE } from '@/shared/api';
import { giftBoxChanged, giftCountRefreshed } from './gift-count';

/** Open while the gift box's lists are on screen. */
export const GiftBoxGate = createGate('gift-box');

/** While the box is open, another member or session asks again for theirs (createMemberQuery). */
export const receivedGiftsQuery = createMemberQuery(calls.presentList, { name: 'gift.presentList', active: GiftBoxGate.status });
export const giftRequestsQuery = createMemberQuery(calls.askList, { name: 'gift.askList', active: GiftBoxGate.status });

/** The request both lists share (pageIndex from 1, as the call's schema takes it). */
type PageParams = z.input<typeof calls.presentList.request>;

const pageParams = (page: number): PageParams => ({ pageIndex: page, pageSize: GIFTS_PAGE_SIZE });

/**
 * One of the box's lists, 5 a page (pageIndex counts from 1). It opens on page 1 with the box, asks
 * again after every change of the box, and when the change emptied the page it was on (the last
 * gift of page 2 opened) it moves to the list's new last page.
 */
function createBoxList<Row, Failure>(name: string, query: Query<PageParams, { list: Row[]; totalCount: number }, Failure>) {
  const pageChosen = createEvent<number>({ name: `gift.${name}.pageChosen` });
  const retried = createEvent({ name: `gift.${name}.retried` });
  const $page = createStore(1, { name: `gift.${name}.$page` })
    .on(pageChosen, (_, page) => page)
    .reset(GiftBoxGate.open);
  const $total: Store<number> = query.$data.map((data) => data?.totalCount ?? 0);

  sample({ clock: GiftBoxGate.open, fn: () => pageParams(1), target: query.start });
  sample({ clock: pageChosen, filter: GiftBoxGate.status, fn: pageParams, target: query.start });
  sample({ clock: [retried, giftBoxChanged], source: $page, filter: GiftBoxGate.status, fn: pageParams, target: query.start });
  sample({
    clock: query.finished.success,
    filter: ({ params, result }) => result.list.length === 0 && result.totalCount > 0 && Number(params.pageIndex ?? 1) > 1,
    fn: ({ result }) => Math.ceil(result.totalCount / GIFTS_PAGE_SIZE),
    target: pageChosen,
  });
  // A closed box shows nothing old when it opens again.
  sample({ clock: GiftBoxGate.close, target: query.reset });

  return { query, $page, $total, pageChosen, retried };
}

export const receivedGifts = createBoxList('received', receivedGiftsQuery);
export const giftRequests = createBoxList('requests', giftRequestsQuery);

// Opening the box is a good moment to bring the button's count up to date too.
sample({ clock: GiftBoxGate.open, target: giftCountRefreshed });
