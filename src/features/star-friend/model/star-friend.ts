import { createEvent, createStore, sample } from 'effector';
import { calls, createAction, type FriendRow } from '@/shared/api';

/** One call per friend at a time: a second press on a toggle whose call is on its way does nothing. */
export const starFriendAction = createAction({
  call: calls.starFriend,
  name: 'friend.starFriend',
  key: ({ memberRelationshipId }) => Number(memberRelationshipId),
});

export interface StarChoice {
  memberRelationshipId: number;
  /** 1 a close friend, 0 not. */
  star: 0 | 1;
}

/** The member pressed a friend's star toggle. */
export const starToggled = createEvent<StarChoice>();

/**
 * Stars asked for and not answered yet, by relationship: the toggle shows the new state at once,
 * and goes back when the call fails.
 */
export const $pendingStars = createStore<Readonly<Record<number, 0 | 1>>>({})
  .on(starFriendAction.mutation.started, (pending, { params }) => ({
    ...pending,
    [Number(params.memberRelationshipId)]: Number(params.star) === 1 ? 1 : 0,
  }))
  .on(starFriendAction.mutation.finished.finally, (pending, { params }) => {
    const rest = { ...pending };
    delete rest[Number(params.memberRelationshipId)];
    return rest;
  });

sample({ clock: starToggled, target: starFriendAction.requested });

/**
 * A friend list as the backend will answer it once a star is saved: for `refreshOnSuccess`, so
 * the row keeps its new star while the list is asked again (in the Close friend filter the
 * refetch then takes an unstarred friend out).
 */
export const withStarSaved = <Page extends { list: readonly FriendRow[] }>(
  page: Page,
  { params }: { params: { memberRelationshipId: number | string; star: number | string } },
): Page => ({
  ...page,
  list: page.list.map((row) =>
    row.memberRelationshipId === Number(params.memberRelationshipId) ? { ...row, star: Number(params.star) } : row,
  ),
});
