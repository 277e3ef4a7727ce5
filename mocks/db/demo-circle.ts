import { DEMO_MEMBER_ID } from './demo-member';
import type { MemberRecord } from './schemas';

/**
 * The demo member's circle in every seed: who they are friends with, who asked them, whom they
 * asked, and whom they played with lately. One pure choice over the seeded members, read by the
 * games seed (who was met when) and the friendships seed (who is what), so the two always agree:
 *
 * - `metRecently`: played with the demo member in the last 7 days and nothing else: the "New"
 *   friend candidates (warFriends) and gift recipients of the demo member's country.
 * - `friends`: accepted friends, 12 in all (two pages of 10); `starred` of them are close friends.
 *   `friendsMetRecently` of them also played lately (warFriends must leave them out).
 * - `incoming`: asked the demo member to be friends (pending, status 0): the "Accept" list.
 *   `incomingMetRecently` of them also played lately (left out of warFriends too).
 * - `outgoing`: the demo member asked them (pending) after playing lately (left out of warFriends).
 * - `declined`: turned down a request of the demo member long ago (status 2: never listed).
 */
export interface DemoCircle {
  metRecently: number[];
  friends: number[];
  starred: number[];
  friendsMetRecently: number[];
  incoming: number[];
  incomingMetRecently: number[];
  outgoing: number[];
  declined: number[];
}

/** Everyone the demo member played with in the last 7 days. */
export const playedWithLately = (circle: DemoCircle): number[] => [
  ...circle.metRecently,
  ...circle.friendsMetRecently,
  ...circle.incomingMetRecently,
  ...circle.outgoing,
];

export function demoCircle(members: readonly Pick<MemberRecord, 'memberId' | 'countryId'>[]): DemoCircle {
  const demo = members.find((member) => member.memberId === DEMO_MEMBER_ID);
  const others = [...members].filter((member) => member.memberId !== DEMO_MEMBER_ID).sort((a, b) => a.memberId - b.memberId);
  const home = others.filter((member) => member.countryId === demo?.countryId).map((member) => member.memberId);
  const abroad = others.filter((member) => member.countryId !== demo?.countryId).map((member) => member.memberId);
  // Home-country members first where the country matters (gifts, the same shops), abroad after.
  const pool = { home: [...home], abroad: [...abroad] };
  const take = (count: number, from: 'home' | 'abroad'): number[] => {
    const first = pool[from].splice(0, count);
    const rest = pool[from === 'home' ? 'abroad' : 'home'].splice(0, count - first.length);
    return [...first, ...rest];
  };

  const metRecently = take(5, 'home');
  const outgoing = take(1, 'home');
  const friends = [...take(8, 'home'), ...take(4, 'abroad')];
  const incoming = [...take(2, 'home'), ...take(1, 'abroad')];
  const declined = take(1, 'abroad');
  return {
    metRecently,
    friends,
    starred: friends.filter((_, index) => index % 3 === 0),
    friendsMetRecently: friends.slice(1, 3),
    incoming,
    incomingMetRecently: incoming.slice(0, 1),
    outgoing,
    declined,
  };
}
