import { describe, expect, it } from 'vitest';
import {
  addFriend,
  agreeFriend,
  callApi,
  friendList,
  starFriend,
  warFriends,
} from '@/shared/api/wire';
import { DAY_MS, HOUR_MS } from '../rules/clock';
import { demoCircle } from '../db/demo-circle';
import { gameRecord, nextRecordId } from '../db/factories';
import { db, DEMO_MEMBER_ID } from '../node';
import { call, clientContext, logIn, logInDemo, rawCall } from '../test-support';

const accountOf = (memberId: number) => db.members.findFirst((q) => q.where({ memberId }))!.account;
const nicknameOf = (memberId: number) => db.members.findFirst((q) => q.where({ memberId }))!.nickname;
/** A member's country as countrylist answers it (`countryCode` of the member's `countryId`). */
const countryCodeOf = (memberId: number) => {
  const { countryId } = db.members.findFirst((q) => q.where({ memberId }))!;
  return db.countries.findFirst((q) => q.where({ countryId }))!.countryCode;
};
const circle = () => demoCircle(db.members.all());

const list = (token: string, params: { status: 0 | 1; type?: 0 | 1 | 2; friendName?: string; pageNum?: number; pageSize?: number }, memberId = DEMO_MEMBER_ID) =>
  callApi(friendList, { memberId, type: 0, friendName: '', pageNum: 1, pageSize: 999, ...params }, clientContext({ token }));
const ids = (rows: readonly { friendId: number }[]) => rows.map((row) => row.friendId).sort((a, b) => a - b);
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** Replaces the demo member's games by games with these players, so the tests do not depend on the games seed. */
async function demoPlayedWith(players: { memberId: number; daysAgo: number }[], now = Date.now()): Promise<void> {
  const cardIds = new Set(db.cards.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID })).map((card) => card.cardId));
  db.games.deleteMany((q) => q.where({ cardId: (cardId) => cardIds.has(cardId) }));
  const cardId = [...cardIds][0]!;
  const shopId = db.shops.findFirst()!.shopId;
  for (const { memberId, daysAgo } of players) {
    await db.games.create(gameRecord({ id: nextRecordId(db.games.all()), cardId, shopId, dateTime: now - daysAgo * DAY_MS, playedWith: [memberId] }));
  }
}

const relationshipOf = (a: number, b: number) =>
  db.friendships
    .all()
    .find((record) => (record.requesterId === a && record.recipientId === b) || (record.requesterId === b && record.recipientId === a));

describe('every friend call', () => {
  it.each([
    [friendList, { memberId: DEMO_MEMBER_ID, status: 1, pageSize: 10 }],
    [warFriends, { memberId: DEMO_MEMBER_ID }],
    [addFriend, { memberId: DEMO_MEMBER_ID, friendId: DEMO_MEMBER_ID + 1 }],
    [agreeFriend, { memberRelationshipId: 1, status: 1 }],
    [starFriend, { memberRelationshipId: 1, star: 1 }],
  ] as const)('%# answers a visitor 198 and changes nothing', async (definition, params) => {
    const before = db.friendships.all().map((record) => ({ ...record }));
    await expect(call(definition, params, null)).rejects.toMatchObject({ kind: 'unauthorized', code: 198 });
    await expect(call(definition, params, 'not-a-token')).rejects.toMatchObject({ code: 198 });
    expect(db.friendships.all()).toEqual(before);
  });

  it.each([
    [friendList, { memberId: DEMO_MEMBER_ID + 1, status: 1, pageSize: 10 }],
    [warFriends, { memberId: DEMO_MEMBER_ID + 1 }],
    [addFriend, { memberId: DEMO_MEMBER_ID + 1, friendId: DEMO_MEMBER_ID + 2 }],
  ] as const)("%# refuses another member's memberId with 101 and changes nothing", async (definition, params) => {
    const token = await logInDemo();
    const before = db.friendships.count();
    await expect(call(definition, params, token)).rejects.toMatchObject({ code: 101, message: 'Not your account' });
    await expect(call(definition, params, token, 'ja')).rejects.toMatchObject({ message: 'ご本人のアカウントではありません' });
    expect(db.friendships.count()).toBe(before);
  });
});

describe('/rpi/friend/friendList', () => {
  it("lists the demo member's accepted friends, whoever asked, with their nickname, portrait, main card and the demo member's star", async () => {
    const token = await logInDemo();
    const { friends, starred } = circle();
    const page = await list(token, { status: 1 });
    expect(page.total).toBe(friends.length);
    expect(ids(page.list)).toEqual(sorted(friends));
    for (const row of page.list) {
      const friend = db.members.findFirst((q) => q.where({ memberId: row.friendId }))!;
      const card = db.cards.findFirst((q) => q.where({ memberId: row.friendId, isMainCard: true }))!;
      expect(row).toMatchObject({ friendName: friend.nickname, friendPortrait: friend.portrait ?? null, rating: card.rating, ppd: card.ppd, mpr: card.mpr });
      expect(row.star).toBe(starred.includes(row.friendId) ? 1 : 0);
      expect(relationshipOf(DEMO_MEMBER_ID, row.friendId)!.id).toBe(row.memberRelationshipId);
    }
  });

  it('pages 10 at a time in a stable order, newest friendship first', async () => {
    const token = await logInDemo();
    const first = await list(token, { status: 1, pageSize: 10 });
    const second = await list(token, { status: 1, pageSize: 10, pageNum: 2 });
    expect(first.list).toHaveLength(10);
    expect(second.list).toHaveLength(circle().friends.length - 10);
    expect(second.total).toBe(first.total);
    const all = [...first.list, ...second.list];
    expect(new Set(all.map((row) => row.friendId)).size).toBe(all.length);
    const since = all.map((row) => db.friendships.findFirst((q) => q.where({ id: row.memberRelationshipId }))!.answeredAt!);
    expect(since).toEqual([...since].sort((a, b) => b - a));
    expect(await list(token, { status: 1, pageSize: 10, pageNum: 9 })).toEqual({ list: [], total: first.total });
  });

  it("filters close friends (type 2) and the others (type 1) by the demo member's own star", async () => {
    const token = await logInDemo();
    const { friends, starred } = circle();
    expect(ids((await list(token, { status: 1, type: 2 })).list)).toEqual(sorted(starred));
    expect(ids((await list(token, { status: 1, type: 1 })).list)).toEqual(sorted(friends.filter((id) => !starred.includes(id))));
  });

  it('lists as status 0 the requests waiting for the demo member only: not their own request, never the declined one', async () => {
    const token = await logInDemo();
    const { incoming } = circle();
    const page = await list(token, { status: 0 });
    expect(ids(page.list)).toEqual(sorted(incoming));
    expect(page.list.every((row) => row.star === 0)).toBe(true);
  });

  it('searches nicknames, ignoring case', async () => {
    const token = await logInDemo();
    const friend = circle().friends[3]!;
    const part = nicknameOf(friend).slice(1, 4).toUpperCase();
    const page = await list(token, { status: 1, friendName: part });
    expect(page.list.map((row) => row.friendId)).toContain(friend);
    expect(page.list.every((row) => row.friendName.toUpperCase().includes(part))).toBe(true);
    expect(await list(token, { status: 1, friendName: 'nobody has this name' })).toEqual({ list: [], total: 0 });
  });

  it("carries each friend's countryCode, spelled as countrylist spells it (an addition to the reference, for gift partners)", async () => {
    const token = await logInDemo();
    const page = await list(token, { status: 1 });
    const codes = page.list.map((row) => [row.friendId, row.countryCode]);
    expect(codes).toEqual(page.list.map((row) => [row.friendId, countryCodeOf(row.friendId)]));
    // The demo member's friends live in more than one country: the field tells them apart.
    expect(new Set(codes.map(([, code]) => code)).size).toBeGreaterThan(1);
  });

  it('shows another seeded member their own friends', async () => {
    const memberId = DEMO_MEMBER_ID + 1;
    const token = await logIn(accountOf(memberId));
    const page = await list(token, { status: 1 }, memberId);
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((row) => row.friendId !== memberId)).toBe(true);
  });
});

describe('/rpi/friend/warFriends', () => {
  it("lists, with the seeded games, the demo member's circle of players met lately and no one else", async () => {
    const token = await logInDemo();
    const players = await call(warFriends, { memberId: DEMO_MEMBER_ID }, token);
    expect(ids(players)).toEqual(sorted(circle().metRecently));
    expect(players.map((player) => player.playDate)).toEqual([...players.map((player) => String(player.playDate))].sort().reverse());
  });

  it('lists players met in the last 7 days who are neither friends nor asked either way, most recent first, with the date text', async () => {
    const { metRecently, friends, incoming, outgoing, declined } = circle();
    const now = Date.now();
    await demoPlayedWith(
      [
        { memberId: metRecently[0]!, daysAgo: 3 },
        { memberId: metRecently[1]!, daysAgo: 1 },
        { memberId: metRecently[1]!, daysAgo: 5 },
        { memberId: friends[0]!, daysAgo: 1 },
        { memberId: incoming[0]!, daysAgo: 1 },
        { memberId: outgoing[0]!, daysAgo: 1 },
        { memberId: declined[0]!, daysAgo: 2 },
        { memberId: metRecently[2]!, daysAgo: 8 },
        { memberId: DEMO_MEMBER_ID, daysAgo: 1 },
      ],
      now,
    );
    const token = await logInDemo();
    const players = await call(warFriends, { memberId: DEMO_MEMBER_ID }, token);
    expect(players.map((player) => player.friendId)).toEqual([metRecently[1], declined[0], metRecently[0]]);
    const first = players[0]!;
    const member = db.members.findFirst((q) => q.where({ memberId: first.friendId }))!;
    expect(first).toMatchObject({ friendName: member.nickname, portrait: member.portrait ?? null });
    // The demo member's country writes dates in UTC: the last game together, not the first.
    expect(first.playDate).toBe(new Date(now - DAY_MS).toISOString().slice(0, 19).replace('T', ' '));
    const found = await call(warFriends, { memberId: DEMO_MEMBER_ID, friendName: nicknameOf(declined[0]!).toLowerCase() }, token);
    expect(found.map((player) => player.friendId)).toEqual([declined[0]]);
  });
  it("carries each player's countryCode, spelled as countrylist spells it", async () => {
    const { metRecently, declined } = circle();
    await demoPlayedWith([
      { memberId: metRecently[0]!, daysAgo: 1 },
      { memberId: declined[0]!, daysAgo: 2 },
    ]);
    const token = await logInDemo();
    const players = await call(warFriends, { memberId: DEMO_MEMBER_ID }, token);
    expect(players.map((player) => [player.friendId, player.countryCode])).toEqual([
      [metRecently[0], countryCodeOf(metRecently[0]!)],
      [declined[0], countryCodeOf(declined[0]!)],
    ]);
    expect(countryCodeOf(declined[0]!)).not.toBe(countryCodeOf(metRecently[0]!));
  });
});

describe('/rpi/friend/addFriend', () => {
  it('sends a pending request the other member then sees, and takes them out of the candidates', async () => {
    const target = circle().metRecently[0]!;
    await demoPlayedWith([{ memberId: target, daysAgo: 2 }]);
    const token = await logInDemo();
    await expect(call(addFriend, { memberId: DEMO_MEMBER_ID, friendId: target }, token)).resolves.toBeNull();
    expect(relationshipOf(DEMO_MEMBER_ID, target)).toMatchObject({ requesterId: DEMO_MEMBER_ID, recipientId: target, status: 0 });
    expect(await call(warFriends, { memberId: DEMO_MEMBER_ID }, token)).toEqual([]);
    const theirs = await list(await logIn(accountOf(target)), { status: 0 }, target);
    expect(theirs.list.map((row) => [row.friendId, row.friendName])).toContainEqual([DEMO_MEMBER_ID, nicknameOf(DEMO_MEMBER_ID)]);
  });

  it.each([
    ['oneself', () => DEMO_MEMBER_ID, 'You cannot add yourself as a friend'],
    ['a member who does not exist', () => 99_999_999, 'This member does not exist'],
    ['a friend', () => circle().friends[0]!, 'You are already friends'],
    ['a member who asked the demo member', () => circle().incoming[0]!, 'A friend request between you is already waiting for an answer'],
    ['a member the demo member asked', () => circle().outgoing[0]!, 'A friend request between you is already waiting for an answer'],
    ['a player met 8 days ago', () => circle().metRecently[4]!, 'You can only add players you played with in the last 7 days'],
  ])('refuses %s and changes nothing', async (_, friendOf, message) => {
    const friendId = friendOf();
    await demoPlayedWith([{ memberId: friendId, daysAgo: friendId === circle().metRecently[4] ? 8 : 1 }]);
    const token = await logInDemo();
    const before = db.friendships.all().map((record) => ({ ...record }));
    await expect(call(addFriend, { memberId: DEMO_MEMBER_ID, friendId }, token)).rejects.toMatchObject({ code: 101, message });
    expect(db.friendships.all()).toEqual(before);
  });

  it('lets the demo member ask again a player who declined long ago', async () => {
    const target = circle().declined[0]!;
    await demoPlayedWith([{ memberId: target, daysAgo: 1 }]);
    const token = await logInDemo();
    await call(addFriend, { memberId: DEMO_MEMBER_ID, friendId: target }, token);
    expect(relationshipOf(DEMO_MEMBER_ID, target)).toMatchObject({ status: 0, requesterId: DEMO_MEMBER_ID });
    // Still one record for the pair.
    expect(db.friendships.all().filter((record) => [record.requesterId, record.recipientId].includes(target) && [record.requesterId, record.recipientId].includes(DEMO_MEMBER_ID))).toHaveLength(1);
    await expect(call(addFriend, { memberId: DEMO_MEMBER_ID, friendId: target }, token)).rejects.toMatchObject({ code: 101 });
  });

  it('creates one request when both ask at once', async () => {
    const target = circle().metRecently[0]!;
    await demoPlayedWith([{ memberId: target, daysAgo: 1 }]);
    // The other member met the demo member too, on their own card.
    const theirCard = db.cards.findFirst((q) => q.where({ memberId: target }))!;
    await db.games.create(gameRecord({ id: 9_000_001, cardId: theirCard.cardId, shopId: db.shops.findFirst()!.shopId, dateTime: Date.now() - HOUR_MS, playedWith: [DEMO_MEMBER_ID] }));
    const [demoToken, theirToken] = await Promise.all([logInDemo(), logIn(accountOf(target))]);
    const answers = await Promise.allSettled([
      call(addFriend, { memberId: DEMO_MEMBER_ID, friendId: target }, demoToken),
      call(addFriend, { memberId: target, friendId: DEMO_MEMBER_ID }, theirToken),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(db.friendships.all().filter((record) => record.status === 0 && [record.requesterId, record.recipientId].sort().join() === [DEMO_MEMBER_ID, target].sort().join())).toHaveLength(1);
  });
});

describe('/rpi/friend/agreeFriend', () => {
  it('makes an agreed request a friendship on both sides, and a declined one vanish from every list', async () => {
    const [agreed, declined] = circle().incoming;
    const token = await logInDemo();
    const agreedId = relationshipOf(DEMO_MEMBER_ID, agreed!)!.id;
    const declinedId = relationshipOf(DEMO_MEMBER_ID, declined!)!.id;
    await call(agreeFriend, { memberRelationshipId: agreedId, status: 1 }, token);
    await call(agreeFriend, { memberRelationshipId: declinedId, status: 2 }, token);
    expect(ids((await list(token, { status: 0 })).list)).toEqual(sorted(circle().incoming.slice(2)));
    const friends = ids((await list(token, { status: 1 })).list);
    expect(friends).toContain(agreed);
    expect(friends).not.toContain(declined);
    expect((await list(await logIn(accountOf(agreed!)), { status: 1 }, agreed)).list.map((row) => row.friendId)).toContain(DEMO_MEMBER_ID);
  });

  it('answers each request once, only by its recipient; others learn nothing of it', async () => {
    const token = await logInDemo();
    const incomingId = relationshipOf(DEMO_MEMBER_ID, circle().incoming[0]!)!.id;
    const outgoingId = relationshipOf(DEMO_MEMBER_ID, circle().outgoing[0]!)!.id;
    // A friendship the other member asked for and the demo member agreed to.
    const friendId = circle().friends.map((id) => relationshipOf(DEMO_MEMBER_ID, id)!).find((record) => record.recipientId === DEMO_MEMBER_ID)!.id;
    const strangersId = db.friendships.all().find((record) => record.requesterId !== DEMO_MEMBER_ID && record.recipientId !== DEMO_MEMBER_ID)!.id;
    const before = db.friendships.all().map((record) => ({ ...record }));
    await expect(call(agreeFriend, { memberRelationshipId: outgoingId, status: 1 }, token)).rejects.toMatchObject({
      message: 'Only the member who received this friend request can answer it',
    });
    await expect(call(agreeFriend, { memberRelationshipId: friendId, status: 2 }, token)).rejects.toMatchObject({ message: 'This friend request has already been answered' });
    await expect(call(agreeFriend, { memberRelationshipId: strangersId, status: 1 }, token)).rejects.toMatchObject({ message: 'This friend request does not exist' });
    await expect(call(agreeFriend, { memberRelationshipId: 987_654, status: 1 }, token)).rejects.toMatchObject({ message: 'This friend request does not exist' });
    expect(db.friendships.all()).toEqual(before);
    await call(agreeFriend, { memberRelationshipId: incomingId, status: 1 }, token);
    await expect(call(agreeFriend, { memberRelationshipId: incomingId, status: 2 }, token)).rejects.toMatchObject({ code: 101, message: 'This friend request has already been answered' });
  });

  it('refuses a status other than 1 or 2', async () => {
    const token = await logInDemo();
    const incomingId = relationshipOf(DEMO_MEMBER_ID, circle().incoming[0]!)!.id;
    for (const status of ['0', '3', 'true', '']) {
      const answer = await rawCall(agreeFriend.path, { form: `memberRelationshipId=${incomingId}&status=${status}`, headers: { Authorization: token } });
      expect(answer).toMatchObject({ code: 101, msg: 'Invalid parameter: status' });
    }
    expect(relationshipOf(DEMO_MEMBER_ID, circle().incoming[0]!)!.status).toBe(0);
  });
});

describe('/rpi/friend/starFriend', () => {
  it("sets the demo member's own star only: the friend's list is unchanged", async () => {
    const token = await logInDemo();
    const { friends, starred } = circle();
    const plain = friends.find((id) => !starred.includes(id))!;
    const relationship = relationshipOf(DEMO_MEMBER_ID, plain)!;
    const theirStar = relationship.requesterId === plain ? relationship.requesterStar : relationship.recipientStar;
    await call(starFriend, { memberRelationshipId: relationship.id, star: 1 }, token);
    expect(ids((await list(token, { status: 1, type: 2 })).list)).toContain(plain);
    const theirView = (await list(await logIn(accountOf(plain)), { status: 1 }, plain)).list.find((row) => row.friendId === DEMO_MEMBER_ID)!;
    expect(theirView.star).toBe(theirStar);
    await call(starFriend, { memberRelationshipId: relationship.id, star: 0 }, token);
    expect(ids((await list(token, { status: 1, type: 2 })).list)).not.toContain(plain);
  });

  it('refuses a pending request, a stranger\'s friendship and an unknown id', async () => {
    const token = await logInDemo();
    const pendingId = relationshipOf(DEMO_MEMBER_ID, circle().incoming[0]!)!.id;
    const strangersId = db.friendships.all().find((record) => record.requesterId !== DEMO_MEMBER_ID && record.recipientId !== DEMO_MEMBER_ID && record.status === 1)!.id;
    const before = db.friendships.all().map((record) => ({ ...record }));
    await expect(call(starFriend, { memberRelationshipId: pendingId, star: 1 }, token)).rejects.toMatchObject({ message: 'Only friends can be marked as close friends' });
    await expect(call(starFriend, { memberRelationshipId: strangersId, star: 1 }, token)).rejects.toMatchObject({ message: 'This friend request does not exist' });
    await expect(call(starFriend, { memberRelationshipId: 987_654, star: 1 }, token, 'zh-CN')).rejects.toMatchObject({ message: '该好友关系不存在' });
    expect(db.friendships.all()).toEqual(before);
  });
});
