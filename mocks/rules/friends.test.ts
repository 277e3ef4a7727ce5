import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from './clock';
import {
  decideAnswer,
  decideFriendRequest,
  decideStar,
  friendCandidates,
  friendListOf,
  friendsInCountry,
  matchesName,
  metLately,
  relationshipBetween,
  starOf,
  type Relationship,
} from './friends';

const ME = 1;
const NOW = Date.UTC(2026, 4, 20, 12);

let nextId = 1;
const relationship = (overrides: Partial<Relationship> & Pick<Relationship, 'requesterId' | 'recipientId'>): Relationship => ({
  id: nextId++,
  status: 1,
  requesterStar: 0,
  recipientStar: 0,
  createdAt: NOW - 10 * DAY_MS,
  answeredAt: NOW - 9 * DAY_MS,
  ...overrides,
});

const NAMES: Record<number, string> = { 1: 'Me Myself', 2: 'Alice Archer', 3: 'Bob Bull', 4: 'Carla Cricket', 5: 'Dan Double', 6: 'Eve Eagle', 7: 'Fay Flight' };
const nicknameOf = (id: number) => NAMES[id];

describe('friendListOf', () => {
  const iAsked = relationship({ requesterId: ME, recipientId: 2, requesterStar: 1, answeredAt: NOW - 2 * DAY_MS });
  const theyAsked = relationship({ requesterId: 3, recipientId: ME, requesterStar: 1, recipientStar: 0, answeredAt: NOW - 1 * DAY_MS });
  const theyStarredMe = relationship({ requesterId: 4, recipientId: ME, requesterStar: 1, recipientStar: 1, answeredAt: NOW - 3 * DAY_MS });
  const requestToMe = relationship({ requesterId: 5, recipientId: ME, status: 0, answeredAt: null, createdAt: NOW - HOUR_MS });
  const myRequest = relationship({ requesterId: ME, recipientId: 6, status: 0, answeredAt: null });
  const declined = relationship({ requesterId: 7, recipientId: ME, status: 2 });
  const strangers = relationship({ requesterId: 2, recipientId: 3 });
  const all = [iAsked, theyAsked, theyStarredMe, requestToMe, myRequest, declined, strangers];

  it('lists accepted friends of either side, newest friendship first, never declined or others\' friendships', () => {
    expect(friendListOf(all, ME, { status: 1, type: 0, friendName: '' }, nicknameOf)).toEqual([theyAsked, iAsked, theyStarredMe]);
  });

  it("filters by the member's own star: type 2 close friends, type 1 the others", () => {
    expect(friendListOf(all, ME, { status: 1, type: 2, friendName: '' }, nicknameOf)).toEqual([iAsked, theyStarredMe]);
    // Member 3 starred me, but I did not star them: a plain friend to me.
    expect(friendListOf(all, ME, { status: 1, type: 1, friendName: '' }, nicknameOf)).toEqual([theyAsked]);
  });

  it('lists status 0 as the requests sent to the member only', () => {
    expect(friendListOf(all, ME, { status: 0, type: 0, friendName: '' }, nicknameOf)).toEqual([requestToMe]);
    // Member 6 sees my request in their list.
    expect(friendListOf(all, 6, { status: 0, type: 0, friendName: '' }, nicknameOf)).toEqual([myRequest]);
  });

  it('searches nicknames (contains, any case) and leaves out members that no longer exist', () => {
    expect(friendListOf(all, ME, { status: 1, type: 0, friendName: ' BULL ' }, nicknameOf)).toEqual([theyAsked]);
    expect(friendListOf(all, ME, { status: 1, type: 0, friendName: '' }, (id) => (id === 2 ? undefined : nicknameOf(id)))).not.toContain(iAsked);
  });
});

describe('matchesName', () => {
  it('matches a part of the nickname in any case, and everyone for an empty term', () => {
    expect(matchesName('Carla Cricket', 'cric')).toBe(true);
    expect(matchesName('佐藤 健', '佐藤')).toBe(true);
    expect(matchesName('Carla Cricket', 'bull')).toBe(false);
    expect(matchesName('Carla Cricket', '   ')).toBe(true);
  });
});

describe('starOf and relationshipBetween', () => {
  it("reads each side's own star", () => {
    const pair = relationship({ requesterId: ME, recipientId: 2, requesterStar: 1, recipientStar: 0 });
    expect(starOf(pair, ME)).toBe(1);
    expect(starOf(pair, 2)).toBe(0);
    expect(starOf(pair, 99)).toBe(0);
  });

  it('finds the pair whoever asked, preferring a live relationship over a declined one', () => {
    const old = relationship({ requesterId: 2, recipientId: ME, status: 2, createdAt: NOW - 90 * DAY_MS });
    const live = relationship({ requesterId: ME, recipientId: 2, status: 0, createdAt: NOW - 100 * DAY_MS });
    expect(relationshipBetween([old, live], 2, ME)).toBe(live);
    expect(relationshipBetween([old], ME, 2)).toBe(old);
    expect(relationshipBetween([old, live], ME, 3)).toBeUndefined();
  });
});

describe('metLately and friendCandidates', () => {
  const myCards = new Set([100, 101]);
  const games = [
    { cardId: 100, dateTime: NOW - 2 * DAY_MS, playedWith: [2, 3] },
    { cardId: 101, dateTime: NOW - 1 * DAY_MS, playedWith: [3, ME] },
    { cardId: 100, dateTime: NOW - 7 * DAY_MS, playedWith: [4] },
    { cardId: 100, dateTime: NOW - 7 * DAY_MS - 1, playedWith: [5] },
    { cardId: 200, dateTime: NOW - HOUR_MS, playedWith: [6] },
  ];

  it('names who played on any of the member\'s cards within 7 days, with the last game together', () => {
    const met = metLately(games, myCards, ME, NOW);
    expect(Object.fromEntries(met)).toEqual({ 2: NOW - 2 * DAY_MS, 3: NOW - DAY_MS, 4: NOW - 7 * DAY_MS });
  });

  it('leaves out pending (either way) and accepted relationships, keeps declined ones, most recent first', () => {
    const met = new Map([
      [2, NOW - 3 * DAY_MS],
      [3, NOW - DAY_MS],
      [4, NOW - 2 * DAY_MS],
      [5, NOW - 2 * DAY_MS],
      [6, NOW - 4 * DAY_MS],
      [7, NOW - 5 * DAY_MS],
    ]);
    const relationships = [
      relationship({ requesterId: ME, recipientId: 2, status: 1 }),
      relationship({ requesterId: ME, recipientId: 6, status: 0 }),
      relationship({ requesterId: 7, recipientId: ME, status: 0 }),
      relationship({ requesterId: ME, recipientId: 5, status: 2 }),
      // Someone else's friendship with 4 does not matter.
      relationship({ requesterId: 4, recipientId: 9, status: 1 }),
    ];
    expect(friendCandidates(met, relationships, ME)).toEqual([
      { memberId: 3, lastPlayedAt: NOW - DAY_MS },
      { memberId: 4, lastPlayedAt: NOW - 2 * DAY_MS },
      { memberId: 5, lastPlayedAt: NOW - 2 * DAY_MS },
    ]);
  });
});

describe('decideFriendRequest', () => {
  const base = { memberId: ME, friendId: 2, friendExists: true, existing: undefined, metLately: true };

  it('lets a member ask a player met lately', () => {
    expect(decideFriendRequest(base)).toEqual({ ok: true });
  });

  it.each([
    ['oneself', { friendId: ME }, 'friendSelf'],
    ['a member that does not exist', { friendExists: false }, 'friendUnknownMember'],
    ['a friend', { existing: relationship({ requesterId: 2, recipientId: ME, status: 1 }) }, 'friendAlready'],
    ['a member who asked already', { existing: relationship({ requesterId: 2, recipientId: ME, status: 0 }) }, 'friendRequestPending'],
    ['a member asked already', { existing: relationship({ requesterId: ME, recipientId: 2, status: 0 }) }, 'friendRequestPending'],
    ['a player not met in the last 7 days', { metLately: false }, 'friendNotMetRecently'],
  ] as const)('refuses %s', (_, overrides, message) => {
    expect(decideFriendRequest({ ...base, ...overrides })).toEqual({ ok: false, message });
  });

  it('lets a member ask again after a decline', () => {
    expect(decideFriendRequest({ ...base, existing: relationship({ requesterId: ME, recipientId: 2, status: 2 }) })).toEqual({ ok: true });
  });
});

describe('decideAnswer and decideStar', () => {
  const pending = relationship({ requesterId: 2, recipientId: ME, status: 0 });
  const accepted = relationship({ requesterId: 2, recipientId: ME, status: 1 });

  it('lets only the recipient answer a pending request, once', () => {
    expect(decideAnswer(pending, ME)).toEqual({ ok: true });
    expect(decideAnswer(pending, 2)).toEqual({ ok: false, message: 'friendRequestNotRecipient' });
    expect(decideAnswer(pending, 3)).toEqual({ ok: false, message: 'friendRequestUnknown' });
    expect(decideAnswer(undefined, ME)).toEqual({ ok: false, message: 'friendRequestUnknown' });
    expect(decideAnswer(accepted, ME)).toEqual({ ok: false, message: 'friendRequestAnswered' });
    expect(decideAnswer({ ...pending, status: 2 }, ME)).toEqual({ ok: false, message: 'friendRequestAnswered' });
  });

  it('lets either side star an accepted friend, nobody else and nothing else', () => {
    expect(decideStar(accepted, ME)).toEqual({ ok: true });
    expect(decideStar(accepted, 2)).toEqual({ ok: true });
    expect(decideStar(accepted, 3)).toEqual({ ok: false, message: 'friendRequestUnknown' });
    expect(decideStar(pending, ME)).toEqual({ ok: false, message: 'friendStarNotFriend' });
    expect(decideStar(undefined, ME)).toEqual({ ok: false, message: 'friendRequestUnknown' });
  });
});

describe('friendsInCountry (the dev toolbar\'s accounts to try gifts with)', () => {
  it('lists the accepted friends of the member who live in the given country, by nickname, whoever asked', () => {
    const members = [
      { memberId: 2, countryId: 208, nickname: 'Zoe' },
      { memberId: 3, countryId: 208, nickname: 'Amy' },
      { memberId: 4, countryId: 617, nickname: 'Ben' },
      { memberId: 5, countryId: 208, nickname: 'Cal' },
      { memberId: 6, countryId: 208, nickname: 'Dot' },
    ];
    const relationships = [
      relationship({ requesterId: ME, recipientId: 2 }),
      relationship({ requesterId: 3, recipientId: ME }),
      relationship({ requesterId: ME, recipientId: 4 }),
      relationship({ requesterId: ME, recipientId: 5, status: 0, answeredAt: null }),
      relationship({ requesterId: 6, recipientId: 2 }),
    ];
    expect(friendsInCountry(ME, 208, members, relationships).map((member) => member.nickname)).toEqual(['Amy', 'Zoe']);
    expect(friendsInCountry(ME, 617, members, relationships).map((member) => member.nickname)).toEqual(['Ben']);
  });
});
