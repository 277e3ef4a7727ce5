import { describe, expect, it } from 'vitest';
import { parseAwardMessages } from '@/shared/api/wire';
import { friendCandidates, metLately } from '../rules/friends';
import { db } from './collections';
import { referenceDay } from './dates';
import { demoCircle } from './demo-circle';
import { DEMO_MEMBER_ID } from './demo-member';
import { DEMO_AWARD_MESSAGES, generateFriendships, MEMBERS_WITH_FRIENDS } from './seed-social';

const pairOf = (record: { requesterId: number; recipientId: number }) =>
  [record.requesterId, record.recipientId].sort((a, b) => a - b).join(' ');

describe('the friendships seed', () => {
  it("gives the demo member exactly the circle's friends, requests and decline", () => {
    const circle = demoCircle(db.members.all());
    const withDemo = db.friendships.all().filter((record) => record.requesterId === DEMO_MEMBER_ID || record.recipientId === DEMO_MEMBER_ID);
    const other = (record: { requesterId: number; recipientId: number }) => (record.requesterId === DEMO_MEMBER_ID ? record.recipientId : record.requesterId);
    const accepted = withDemo.filter((record) => record.status === 1);
    expect(accepted.map(other).sort()).toEqual([...circle.friends].sort());
    // Some asked by the demo member, some by the friend.
    expect(new Set(accepted.map((record) => record.requesterId === DEMO_MEMBER_ID)).size).toBe(2);
    const demoStar = (record: (typeof withDemo)[number]) => (record.requesterId === DEMO_MEMBER_ID ? record.requesterStar : record.recipientStar);
    expect(accepted.filter((record) => demoStar(record) === 1).map(other).sort()).toEqual([...circle.starred].sort());
    expect(accepted.every((record) => record.answeredAt !== null && record.answeredAt > record.createdAt)).toBe(true);

    const pending = withDemo.filter((record) => record.status === 0);
    expect(pending.filter((record) => record.recipientId === DEMO_MEMBER_ID).map(other).sort()).toEqual([...circle.incoming].sort());
    expect(pending.filter((record) => record.requesterId === DEMO_MEMBER_ID).map(other)).toEqual(circle.outgoing);
    expect(withDemo.filter((record) => record.status === 2).map(other)).toEqual(circle.declined);
    expect(withDemo).toHaveLength(circle.friends.length + circle.incoming.length + circle.outgoing.length + circle.declined.length);
  });

  it('keeps one record a pair, between existing members, never oneself, with ids from 1', () => {
    const records = db.friendships.all();
    const memberIds = new Set(db.members.all().map((member) => member.memberId));
    expect(records.map((record) => record.id)).toEqual(records.map((_, index) => index + 1));
    expect(new Set(records.map(pairOf)).size).toBe(records.length);
    expect(records.every((record) => record.requesterId !== record.recipientId)).toBe(true);
    expect(records.every((record) => memberIds.has(record.requesterId) && memberIds.has(record.recipientId))).toBe(true);
  });

  it('gives other members friends of their own, so any seeded member sees some', () => {
    const records = db.friendships.all().filter((record) => record.status === 1 && record.requesterId !== DEMO_MEMBER_ID && record.recipientId !== DEMO_MEMBER_ID);
    const withFriends = new Set(records.flatMap((record) => [record.requesterId, record.recipientId]));
    expect(withFriends.size).toBeGreaterThanOrEqual(MEMBERS_WITH_FRIENDS);
    expect(withFriends.has(DEMO_MEMBER_ID + 1)).toBe(true);
  });

  it('is deterministic per seed and day', () => {
    const members = db.members.all();
    const day = referenceDay(Date.UTC(2026, 4, 20, 15));
    expect(generateFriendships(1, members, day)).toEqual(generateFriendships(1, members, day));
    expect(generateFriendships(2, members, day)).not.toEqual(generateFriendships(1, members, day));
  });

  it("agrees with the games seed: the demo member's new friend candidates are exactly the circle's recently met", () => {
    const circle = demoCircle(db.members.all());
    const cardIds = new Set(db.cards.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID })).map((card) => card.cardId));
    const met = metLately(db.games.all(), cardIds, DEMO_MEMBER_ID, Date.now());
    expect(friendCandidates(met, db.friendships.all(), DEMO_MEMBER_ID).map((candidate) => candidate.memberId).sort()).toEqual([...circle.metRecently].sort());
  });
});

describe('the award messages seed', () => {
  it('saves some of the eight messages of the demo member and none of anyone else', () => {
    const records = db.awardMessages.all();
    expect(records.map((record) => record.memberId)).toEqual([DEMO_MEMBER_ID]);
    const messages = parseAwardMessages(records[0]!.message);
    expect(messages).toEqual(DEMO_AWARD_MESSAGES);
    const set = Object.values(messages!).filter((text) => text !== '');
    expect(set.length).toBeGreaterThan(0);
    expect(set.length).toBeLessThan(8);
  });
});
