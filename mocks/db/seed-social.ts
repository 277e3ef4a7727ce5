import { AWARD_MESSAGE_KEYS, emptyAwardMessages, formatAwardMessages, FriendStatus } from '@/shared/api/wire';
import { DAY_MS, HOUR_MS } from '../rules/clock';
import type { Database } from './collections';
import { referenceDay } from './dates';
import { demoCircle } from './demo-circle';
import { DEMO_MEMBER_ID } from './demo-member';
import { awardMessageRecord, friendshipRecord } from './factories';
import { seededRandom } from './random';
import type { AwardMessageRecord, FriendshipRecord, MemberRecord } from './schemas';
import type { AreaSeedOptions } from './seed-card-activity';

/** Members besides the demo member (lowest ids first) who get friends of their own. */
export const MEMBERS_WITH_FRIENDS = 12;

/**
 * The friendships of a seed, one record a pair, ids from 1:
 *
 * - the demo member's circle exactly as `demoCircle` names it: accepted `friends` (every other one
 *   asked by the demo member, the rest asked the demo member), the demo member's own star on
 *   `starred` (some friends star the demo member back, on their own side), pending requests from
 *   `incoming`, one pending request of the demo member to `outgoing`, and a request `declined`
 *   long ago;
 * - among the other members: each of the first MEMBERS_WITH_FRIENDS (by id) gets two accepted
 *   friends and every other one a pending request, so any seeded member who logs in (password
 *   darts123) sees some.
 *
 * Dates count back from the reference day, so a seed gives the same records all day.
 */
export function generateFriendships(seed: number, members: readonly Pick<MemberRecord, 'memberId' | 'countryId'>[], reference: number): FriendshipRecord[] {
  const circle = demoCircle(members);
  const records: FriendshipRecord[] = [];
  const add = (friendship: Omit<Parameters<typeof friendshipRecord>[0], 'id'>) =>
    records.push(friendshipRecord({ id: records.length + 1, ...friendship }));

  circle.friends.forEach((friendId, index) => {
    const demoAsked = index % 2 === 0;
    const createdAt = reference - (30 + index * 9) * DAY_MS - (index + 2) * HOUR_MS;
    const demoStar = circle.starred.includes(friendId) ? 1 : 0;
    const friendStar = index % 4 === 1 ? 1 : 0;
    add({
      requesterId: demoAsked ? DEMO_MEMBER_ID : friendId,
      recipientId: demoAsked ? friendId : DEMO_MEMBER_ID,
      status: FriendStatus.accepted,
      requesterStar: demoAsked ? demoStar : friendStar,
      recipientStar: demoAsked ? friendStar : demoStar,
      createdAt,
      answeredAt: createdAt + (index % 3 + 1) * 5 * HOUR_MS,
    });
  });
  circle.incoming.forEach((requesterId, index) => {
    add({ requesterId, recipientId: DEMO_MEMBER_ID, createdAt: reference - index * DAY_MS - (3 + index) * HOUR_MS });
  });
  for (const recipientId of circle.outgoing) {
    add({ requesterId: DEMO_MEMBER_ID, recipientId, createdAt: reference - 20 * HOUR_MS });
  }
  for (const recipientId of circle.declined) {
    const createdAt = reference - 200 * DAY_MS;
    add({ requesterId: DEMO_MEMBER_ID, recipientId, status: FriendStatus.declined, createdAt, answeredAt: createdAt + 2 * DAY_MS });
  }

  const random = seededRandom([seed, 61]);
  const others = members.map((member) => member.memberId).filter((id) => id !== DEMO_MEMBER_ID).sort((a, b) => a - b);
  const paired = new Set<string>();
  const pairKey = (a: number, b: number) => (a < b ? `${a} ${b}` : `${b} ${a}`);
  const partnerOf = (memberId: number): number | undefined => {
    const free = others.filter((id) => id !== memberId && !paired.has(pairKey(memberId, id)));
    return free.length === 0 ? undefined : random.helpers.arrayElement(free);
  };
  others.slice(0, MEMBERS_WITH_FRIENDS).forEach((memberId, index) => {
    for (let friend = 0; friend < 2; friend += 1) {
      const partner = partnerOf(memberId);
      if (partner === undefined) break;
      paired.add(pairKey(memberId, partner));
      const createdAt = reference - random.number.int({ min: 10, max: 300 }) * DAY_MS - random.number.int({ min: 0, max: 23 }) * HOUR_MS;
      add({
        requesterId: friend === 0 ? memberId : partner,
        recipientId: friend === 0 ? partner : memberId,
        status: FriendStatus.accepted,
        requesterStar: random.helpers.arrayElement([0, 1] as const),
        recipientStar: random.helpers.arrayElement([0, 1] as const),
        createdAt,
        answeredAt: createdAt + random.number.int({ min: 1, max: 48 }) * HOUR_MS,
      });
    }
    if (index % 2 === 0) {
      const requester = partnerOf(memberId);
      if (requester === undefined) return;
      paired.add(pairKey(memberId, requester));
      add({ requesterId: requester, recipientId: memberId, createdAt: reference - random.number.int({ min: 1, max: 6 }) * DAY_MS });
    }
  });
  return records;
}

/**
 * The demo member's award messages (what their machine shows on an award): some of the eight
 * set, the others empty (the machine's default). Other members have never set theirs (null).
 */
export const DEMO_AWARD_MESSAGES = {
  ...emptyAwardMessages(),
  lowTon: 'Low ton, nice darts!',
  hatTrick: 'Hat trick!!!',
  ton80: 'TON 80, perfect!',
  whiteHorse: 'White horse rides',
} as const satisfies Record<(typeof AWARD_MESSAGE_KEYS)[number], string>;

export const generateAwardMessages = (): AwardMessageRecord[] => [
  awardMessageRecord(DEMO_MEMBER_ID, formatAwardMessages(DEMO_AWARD_MESSAGES)),
];

/** Members' social data, seeded after the games (who met whom): friendships and award messages. */
export async function seedSocial(db: Database, options: AreaSeedOptions): Promise<void> {
  for (const friendship of generateFriendships(options.seed, db.members.all(), referenceDay(options.now))) {
    await db.friendships.create(friendship);
  }
  for (const record of generateAwardMessages()) await db.awardMessages.create(record);
}
