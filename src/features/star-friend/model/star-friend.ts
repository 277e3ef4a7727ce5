import { createEvent, createStore, sample } from 'effector';
import { calls, createApiMutation, type FriendRow } from '@/shared/api';

export const starFriendMutation = createApiMutation(calls.starFriend, 'friend.starFriend');

export interface StarChoice {
  memberRelationshipId: number;
  /** 1 a close friend, 0 not. */
  star: 0 | 1;
}

/** The member pressed a friend's star toggle. */
export const starToggled = createEvent<StarChoice>();

/**
 * Stars asked for and not answered yet, by relationship: the toggle shows the new state at once,
 * and goes back when the call fails. A second press on a toggle whose call is on its way does
 * nothing, so a double click sends one call.
 */
export const $pendingStars = createStore<Readonly<Record<number, 0 | 1>>>({});

const starAsked = sample({
  clock: starToggled,
  source: $pendingStars,
  filter: (pending, { memberRelationshipId }) => !(memberRelationshipId in pending),
  fn: (_, choice) => choice,
});

$pendingStars.on(starAsked, (pending, { memberRelationshipId, star }) => ({ ...pending, [memberRelationshipId]: star }));
sample({ clock: starAsked, target: starFriendMutation.start });
$pendingStars.on(starFriendMutation.finished.finally, (pending, { params }) => {
  const rest = { ...pending };
  delete rest[Number(params.memberRelationshipId)];
  return rest;
});

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
