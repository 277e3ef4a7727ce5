import { describe, expect, it } from 'vitest';
import {
  awardRecord,
  callApi,
  cardBundling,
  cardList,
  cardUnbundling,
  copyCard,
  gameData,
  gameInformation,
  hashPassword,
  latelyAchievement,
  login,
  masterCard,
  MAX_RECENT_GAMES,
  memberCard,
  memberCardAll,
  type CallDefinition,
} from '@/shared/api/wire';
import { EXTRA_CARD_ID_START, generateCards } from '../db/seed-cards';
import { generateMembers } from '../db/seed-members';
import { DEMO_COINS } from '../db/seed-members';
import { cardFiguresProblems } from '../rules/member-cards';
import { DAY_MS } from '../rules/clock';
import { createManualClock, db, DEMO_LOGIN, DEMO_MAIN_CARD_ID, DEMO_MEMBER_ID, resetFakeBackend } from '../node';
import { clientContext } from '../test-support';

const loginDemo = () =>
  callApi(login, { username: DEMO_LOGIN.account, password: hashPassword(DEMO_LOGIN.password) }, clientContext());
const cardsOf = (memberId: number, token: string | null, language = 'en') =>
  callApi(memberCardAll, { memberId }, clientContext({ token, language }));

/** The demo member's league card (the second card), and a card of another member. */
const leagueCard = () => db.cards.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID, isMainCard: false }))!;
const othersCard = () => db.cards.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID + 1 }))!;

describe('/rpi/websitsMember/memberCardALL', () => {
  it('answers the demo member every bound card, main card first', async () => {
    const { token } = await loginDemo();
    const cards = await cardsOf(DEMO_MEMBER_ID, token);
    expect(cards).toHaveLength(2);
    expect(cards[0]!.cardId).toBe(DEMO_MAIN_CARD_ID);
    expect(new Set(cards.map((card) => card.cardNo)).size).toBe(2);
    // Every card shows the member's own portrait, the one the rankings show.
    expect(new Set(cards.map((card) => card.portrait)).size).toBe(1);
    for (const card of cards) {
      expect(card.name).toBe('Demo Player');
      expect(card.countryCode).toBe('EN');
      expect(card.portrait).toMatch(/\/media\/avatars\/avatar-\d+\.svg$/);
      expect(cardFiguresProblems(card)).toEqual([]);
    }
  });

  it('answers 198 without a token and with an expired one', async () => {
    await expect(cardsOf(DEMO_MEMBER_ID, null)).rejects.toMatchObject({ kind: 'unauthorized', code: 198 });
    await resetFakeBackend({ scenario: 'expired-session' });
    const { token } = await loginDemo();
    await expect(cardsOf(DEMO_MEMBER_ID, token)).rejects.toMatchObject({ code: 198 });
  });

  it("refuses another member's cards with a localised 101", async () => {
    const { token } = await loginDemo();
    await expect(cardsOf(DEMO_MEMBER_ID + 1, token)).rejects.toMatchObject({ code: 101, message: 'Not your account' });
    await expect(cardsOf(DEMO_MEMBER_ID + 1, token, 'zh-TW')).rejects.toMatchObject({ message: '不是您的帳號' });
  });

  it("shows the member's nickname and portrait as they are now", async () => {
    const { token } = await loginDemo();
    await db.members.update((q) => q.where({ memberId: DEMO_MEMBER_ID }), {
      data(member) {
        member.nickname = 'Renamed';
        member.portrait = '/media/uploads/new.png';
      },
    });
    const cards = await cardsOf(DEMO_MEMBER_ID, token);
    expect(cards.map(({ name, portrait }) => ({ name, portrait }))).toEqual(Array(2).fill({ name: 'Renamed', portrait: '/media/uploads/new.png' }));
  });
});

/** Every card call with parameters naming the demo member's main card (or a free number). */
const CARD_CALLS: Array<[CallDefinition, Record<string, unknown>]> = [
  [memberCard, { cardId: DEMO_MAIN_CARD_ID, memberId: DEMO_MEMBER_ID }],
  [gameInformation, { cardId: DEMO_MAIN_CARD_ID }],
  [gameData, { cardId: DEMO_MAIN_CARD_ID }],
  [latelyAchievement, { cardId: DEMO_MAIN_CARD_ID }],
  [awardRecord, { cardId: DEMO_MAIN_CARD_ID }],
  [cardList, { memberId: DEMO_MEMBER_ID }],
  [cardBundling, { cardNo: '8861000000000001', memberId: DEMO_MEMBER_ID }],
  [cardUnbundling, { cardId: DEMO_MAIN_CARD_ID }],
  [masterCard, { cardId: DEMO_MAIN_CARD_ID, memberId: DEMO_MEMBER_ID }],
  [copyCard, { cardNoOld: '8860010001011234', cardNoNew: '8861000000000001', password: hashPassword(DEMO_LOGIN.password) }],
];

describe('every card call', () => {
  it.each(CARD_CALLS.map(([call, params]) => [call.name, call, params] as const))(
    '%s answers 198 without a token, with an unknown one and with an expired one, before reading anything',
    async (_, call, params) => {
      const clock = createManualClock(Date.now());
      await resetFakeBackend({ clock });
      const { token } = await loginDemo();
      clock.advance(3 * 60 * 60 * 1000);
      const cards = db.cards.all().map((card) => ({ ...card }));
      for (const attempt of [null, 'not-a-token', token]) {
        await expect(callApi(call, params as never, clientContext({ token: attempt })), String(attempt)).rejects.toMatchObject({ code: 198 });
      }
      expect(db.cards.all().map((card) => ({ ...card }))).toEqual(cards);
    },
  );
});

describe('/rpi/websitsMember/memberCard', () => {
  it('answers one of the member\'s cards as the carousel shows it', async () => {
    const { token } = await loginDemo();
    const all = await cardsOf(DEMO_MEMBER_ID, token);
    const card = await callApi(memberCard, { cardId: leagueCard().cardId, memberId: DEMO_MEMBER_ID }, clientContext({ token }));
    expect(card).toEqual(all[1]);
  });

  it("refuses another member's id, and another member's or an unknown card, in the request's language", async () => {
    const { token } = await loginDemo();
    const ask = (cardId: number, memberId: number, language = 'en') => callApi(memberCard, { cardId, memberId }, clientContext({ token, language }));
    await expect(ask(DEMO_MAIN_CARD_ID, DEMO_MEMBER_ID + 1)).rejects.toMatchObject({ code: 101, message: 'Not your account' });
    await expect(ask(othersCard().cardId, DEMO_MEMBER_ID)).rejects.toMatchObject({ code: 101, message: 'Not your card' });
    await expect(ask(999_999, DEMO_MEMBER_ID)).rejects.toMatchObject({ code: 101, message: 'Not your card' });
    await expect(ask(othersCard().cardId, DEMO_MEMBER_ID, 'ja')).rejects.toMatchObject({ message: 'ご本人のカードではありません' });
    await expect(ask(othersCard().cardId, DEMO_MEMBER_ID, 'zh-CN')).rejects.toMatchObject({ message: '不是您的卡' });
  });
});

describe('/rpi/websitsMember/gameInformation', () => {
  it("answers the card's Adarts and league ratings and the member's gold", async () => {
    const { token } = await loginDemo();
    const main = db.cards.findFirst((q) => q.where({ cardId: DEMO_MAIN_CARD_ID }))!;
    await expect(callApi(gameInformation, { cardId: DEMO_MAIN_CARD_ID }, clientContext({ token }))).resolves.toEqual({
      adartsRating: main.rating,
      leagueRating: main.leagueRating,
      coin: DEMO_COINS,
    });
    await expect(callApi(gameInformation, { cardId: othersCard().cardId }, clientContext({ token }))).rejects.toMatchObject({
      code: 101,
      message: 'Not your card',
    });
  });
});

describe('/rpi/websitsMember/gameData', () => {
  it("answers the card's all-time figures with the member's name and portrait", async () => {
    const { token } = await loginDemo();
    const main = db.cards.findFirst((q) => q.where({ cardId: DEMO_MAIN_CARD_ID }))!;
    const member = db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))!;
    const data = await callApi(gameData, { cardId: DEMO_MAIN_CARD_ID }, clientContext({ token }));
    expect(data).toMatchObject({
      portrait: member.portrait,
      memberName: 'Demo Player',
      cardNo: main.cardNo,
      rating: main.rating,
      ppd: main.ppd,
      mpr: main.mpr,
      quantity01: main.games01,
      quantityCricket: main.gamesCricket,
      allQuantity: main.win + main.lose,
      allWinProbability: main.winProbability,
    });
    expect(data.winProbability01).toBeGreaterThan(0);
    expect(data.winProbability01).toBeLessThanOrEqual(100);
    expect(data.quantity01! + data.quantityCricket!).toBeLessThanOrEqual(data.allQuantity!);
  });

  it('answers null for the figures of a card with no game of that kind', async () => {
    const { token } = await loginDemo();
    await db.cards.update((q) => q.where({ cardId: DEMO_MAIN_CARD_ID }), {
      data(card) {
        card.games01 = 0;
        card.wins01 = 0;
      },
    });
    const data = await callApi(gameData, { cardId: DEMO_MAIN_CARD_ID }, clientContext({ token }));
    expect(data).toMatchObject({ quantity01: 0, winProbability01: null, ppd: null, ppr: null });
    expect(data.mpr).not.toBeNull();
    await expect(callApi(gameData, { cardId: othersCard().cardId }, clientContext({ token }))).rejects.toMatchObject({ message: 'Not your card' });
  });
});

describe('/rpi/websitsMember/latelyAchievement', () => {
  it('answers the 30 newest of the 36 games of the main card, newest first, as the member played them', async () => {
    const { token } = await loginDemo();
    const stored = db.games.findMany((q) => q.where({ cardId: DEMO_MAIN_CARD_ID }));
    expect(stored.length).toBeGreaterThan(MAX_RECENT_GAMES);
    const games = await callApi(latelyAchievement, { cardId: DEMO_MAIN_CARD_ID }, clientContext({ token }));
    expect(games).toHaveLength(MAX_RECENT_GAMES);
    const newest = [...stored].sort((a, b) => b.dateTime - a.dateTime).slice(0, MAX_RECENT_GAMES);
    expect(games.map((game) => game.dateTime)).toEqual(newest.map((game) => game.dateTime));
    const main = db.cards.findFirst((q) => q.where({ cardId: DEMO_MAIN_CARD_ID }))!;
    expect(games[0]!.rating).toBe(main.rating);
    const shopNames = new Set(db.shops.findMany((q) => q.where({ countryId: 617 })).map((shop) => shop.shopName));
    for (const game of games) {
      expect(game.userName).toBe('Demo Player');
      expect(game.portrait).toBe(main.portrait);
      expect(shopNames.has(game.shopName!)).toBe(true);
      expect(game.teammateList.length > 0).toBe(game.gameName === 10);
    }
  });

  it('answers the league card its own 12 games, and refuses a card of another member', async () => {
    const { token } = await loginDemo();
    await expect(callApi(latelyAchievement, { cardId: leagueCard().cardId }, clientContext({ token }))).resolves.toHaveLength(12);
    await expect(callApi(latelyAchievement, { cardId: othersCard().cardId }, clientContext({ token }))).rejects.toMatchObject({
      code: 101,
      message: 'Not your card',
    });
  });
});

describe('/rpi/websitsMember/awardRecord', () => {
  it("answers this month's and all-time counts, the month reading 0 once the month is over", async () => {
    const clock = createManualClock(Date.UTC(2026, 10, 22, 9));
    await resetFakeBackend({ clock });
    const { token } = await loginDemo();
    const record = db.cardAwards.findFirst((q) => q.where({ cardId: DEMO_MAIN_CARD_ID }))!;
    const now = await callApi(awardRecord, { cardId: DEMO_MAIN_CARD_ID }, clientContext({ token }));
    expect(now).toMatchObject({ lowTonMonth: record.monthCounts.lowTon, lowTonTotal: record.totalCounts.lowTon, threeInAbedTotal: record.totalCounts.threeInAbed });
    // The monthly figures count the same awards as the main card this month.
    const month = db.memberMonths.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID, month: '2026-11' }))!;
    expect(now).toMatchObject({ hatTrickMonth: month.hatTrick, ton80Month: month.ton80, threeInABlackMonth: month.threeInABlack });
    clock.advance(9 * DAY_MS);
    const later = await loginDemo();
    const next = await callApi(awardRecord, { cardId: DEMO_MAIN_CARD_ID }, clientContext({ token: later.token }));
    expect(Object.entries(next).filter(([key]) => key.endsWith('Month')).every(([, value]) => value === 0)).toBe(true);
    expect(next.lowTonTotal).toBe(record.totalCounts.lowTon);
    await expect(callApi(awardRecord, { cardId: othersCard().cardId }, clientContext({ token: later.token }))).rejects.toMatchObject({ message: 'Not your card' });
  });
});

describe('/rpi/websitsMember/cardList', () => {
  it("answers the member's cards for the settings, main card first", async () => {
    const { token } = await loginDemo();
    const list = await callApi(cardList, { memberId: DEMO_MEMBER_ID }, clientContext({ token }));
    const league = leagueCard();
    expect(list.map(({ cardId, cardType, isMainCard, name }) => ({ cardId, cardType, isMainCard, name }))).toEqual([
      { cardId: DEMO_MAIN_CARD_ID, cardType: 1, isMainCard: true, name: 'Demo Player' },
      { cardId: league.cardId, cardType: 2, isMainCard: false, name: 'Demo Player' },
    ]);
    expect(list[1]).toMatchObject({ cardNo: league.cardNo, rating: league.rating, ppd: league.ppd, mpr: league.mpr });
    await expect(callApi(cardList, { memberId: DEMO_MEMBER_ID + 1 }, clientContext({ token }))).rejects.toMatchObject({
      code: 101,
      message: 'Not your account',
    });
  });
});

describe('seeded cards', () => {
  const members = generateMembers(7, Date.UTC(2026, 0, 1));
  const cards = generateCards(7, members, '/');

  it('gives every member 1-3 consistent cards with realistic figures, the demo member 2', () => {
    for (const member of members) {
      const own = cards.filter((card) => card.memberId === member.memberId);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(own.filter((card) => card.isMainCard).map((card) => card.cardId)).toEqual([member.mainCardId]);
    }
    expect(cards.filter((card) => card.memberId === DEMO_MEMBER_ID).map((card) => card.cardType)).toEqual([1, 2]);
    for (const card of cards) {
      expect(cardFiguresProblems(card)).toEqual([]);
      expect(card.ppd).toBeGreaterThan(8);
      expect(card.ppd).toBeLessThan(50);
      expect(card.mpr).toBeGreaterThan(0.4);
      expect(card.mpr).toBeLessThan(7);
    }
    expect(new Set(cards.map((card) => card.cardId)).size).toBe(cards.length);
    expect(cards.filter((card) => !card.isMainCard).every((card) => card.cardId >= EXTRA_CARD_ID_START)).toBe(true);
  });

  it('is deterministic per seed', () => {
    expect(generateCards(7, members, '/')).toEqual(cards);
    expect(generateCards(8, members, '/')).not.toEqual(cards);
  });
});
