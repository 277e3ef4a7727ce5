import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  awardRecord,
  callApi,
  cardBundling,
  cardList,
  cardUnbundling,
  copyCard,
  gameData,
  hashPassword,
  latelyAchievement,
  login,
  masterCard,
  memberCardAll,
} from '@/shared/api/wire';
import { freeLooseCards } from '../rules/card-settings';
import { db, DEMO_LOGIN, DEMO_MAIN_CARD_ID, DEMO_MEMBER_ID } from '../node';
import { clientContext } from '../test-support';

/*
 * The card settings calls (bind, unbind, main card, copy): every rule of api-reference section 4,
 * each refusal checked to change nothing at all.
 */

const PASSWORD = hashPassword(DEMO_LOGIN.password);
let token = '';

beforeEach(async () => {
  ({ token } = await callApi(login, { username: DEMO_LOGIN.account, password: PASSWORD }, clientContext()));
});

const as = (language = 'en') => clientContext({ token, language });
const bind = (cardNo: string, memberId = DEMO_MEMBER_ID) => callApi(cardBundling, { cardNo, memberId }, as());
const unbind = (cardId: number) => callApi(cardUnbundling, { cardId }, as());
const makeMain = (cardId: number, memberId = DEMO_MEMBER_ID) => callApi(masterCard, { cardId, memberId }, as());
const copy = (cardNoOld: string, cardNoNew: string, password = PASSWORD) => callApi(copyCard, { cardNoOld, cardNoNew, password }, as());
const list = () => callApi(cardList, { memberId: DEMO_MEMBER_ID }, as());

const freeNumbers = () => freeLooseCards(db.looseCards.all(), db.cards.all().map((card) => card.cardNo)).map((card) => card.cardNo);
const retiredNumber = () => db.looseCards.findFirst((q) => q.where({ status: 'retired' }))!.cardNo;
const leagueCard = () => db.cards.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID, isMainCard: false }))!;
const mainCard = () => db.cards.findFirst((q) => q.where({ cardId: DEMO_MAIN_CARD_ID }))!;
const othersCard = () => db.cards.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID + 1 }))!;
const demoMember = () => db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))!;

/** Everything a card call may write: a refused call must leave all of it as it was. */
const snapshot = () => ({
  cards: db.cards.all().map((card) => ({ ...card })),
  looseCards: db.looseCards.all().map((card) => ({ ...card })),
  games: db.games.all().map(({ id, cardId }) => [id, cardId]),
  awards: db.cardAwards.all().map((record) => ({ ...record })),
  members: db.members.all().map(({ memberId, mainCardId }) => [memberId, mainCardId]),
});

async function expectRefusedUnchanged(attempt: () => Promise<unknown>, message: string): Promise<void> {
  const before = snapshot();
  await expect(attempt()).rejects.toMatchObject({ kind: 'rejected', code: 101, message });
  expect(snapshot()).toEqual(before);
}

describe('/rpi/websitsMember/cardBundling', () => {
  it('binds a free card number as a new card with no games, not main, and takes it off the free numbers', async () => {
    const [cardNo] = freeNumbers();
    const loose = db.looseCards.findFirst((q) => q.where({ cardNo }))!;
    const started = Date.now();
    await expect(bind(cardNo!)).resolves.toBeNull();

    const cards = await list();
    expect(cards).toHaveLength(3);
    expect(cards[2]).toMatchObject({ cardNo, cardType: loose.cardType, isMainCard: false, name: 'Demo Player', rating: 1, ppd: 0, mpr: 0 });
    expect(cards[0]!.cardId).toBe(DEMO_MAIN_CARD_ID);
    const bound = db.cards.findFirst((q) => q.where({ cardNo }))!;
    expect(bound.boundAt).toBeGreaterThanOrEqual(started);
    expect(new Set(db.cards.all().map((card) => card.cardId)).size).toBe(db.cards.count());
    expect(freeNumbers()).not.toContain(cardNo);
    expect(db.looseCards.findFirst((q) => q.where({ cardNo }))).toBeUndefined();
    // A card bound just now has played nothing.
    await expect(callApi(latelyAchievement, { cardId: bound.cardId }, as())).resolves.toEqual([]);
    await expect(callApi(gameData, { cardId: bound.cardId }, as())).resolves.toMatchObject({ allQuantity: 0, allWinProbability: null, ppd: null });
    // The carousel shows it last, with the member's portrait.
    const carousel = await callApi(memberCardAll, { memberId: DEMO_MEMBER_ID }, as());
    expect(carousel[2]).toMatchObject({ cardNo, portrait: carousel[0]!.portrait });
  });

  it('refuses a 4th card, in every language', async () => {
    const [third, fourth] = freeNumbers();
    await bind(third!);
    await expectRefusedUnchanged(() => bind(fourth!), 'You can bind at most 3 cards');
    await expect(callApi(cardBundling, { cardNo: fourth!, memberId: DEMO_MEMBER_ID }, as('ja'))).rejects.toMatchObject({
      message: 'カードは1アカウントにつき3枚まで登録できます',
    });
  });

  it('binds one card of two sent at once when only one more fits', async () => {
    const [one, two] = freeNumbers();
    const results = await Promise.allSettled([bind(one!), bind(two!)]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(db.cards.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID }))).toHaveLength(3);
  });

  it('writes the card and takes the number off the free ones all or nothing', async () => {
    const [cardNo] = freeNumbers();
    const before = snapshot();
    const failure = vi.spyOn(db.cards, 'create').mockRejectedValueOnce(new Error('storage failed'));
    try {
      await expect(bind(cardNo!)).rejects.toMatchObject({ code: 500 });
    } finally {
      failure.mockRestore();
    }
    expect(snapshot()).toEqual(before);
    expect(freeNumbers()).toContain(cardNo);
  });

  it('refuses a number that is not 16 digits', async () => {
    await expectRefusedUnchanged(() => bind('12345'), 'The card number must have 16 digits');
    await expectRefusedUnchanged(() => bind('8861-0000-0000-01'), 'The card number must have 16 digits');
  });

  it('refuses an unknown number, one of the member\'s own cards, a card of another member and a retired card, each with its message', async () => {
    await expectRefusedUnchanged(() => bind('8869999999999999'), 'This card number does not exist. Please check the number on the back of the card');
    await expectRefusedUnchanged(() => bind(leagueCard().cardNo), 'This card is already bound to your account');
    await expectRefusedUnchanged(() => bind(othersCard().cardNo), 'This card number is already registered');
    await expectRefusedUnchanged(() => bind(retiredNumber()), 'This card was replaced by another and can no longer be used');
  });

  it("refuses to bind a card to another member's account", async () => {
    await expectRefusedUnchanged(() => bind(freeNumbers()[0]!, DEMO_MEMBER_ID + 1), 'Not your account');
  });
});

describe('/rpi/websitsMember/cardUnbundling', () => {
  it('unbinds a card that is not main: its number is free again, and a card bound with it starts afresh', async () => {
    const league = leagueCard();
    expect(db.games.findMany((q) => q.where({ cardId: league.cardId })).length).toBeGreaterThan(0);
    await expect(unbind(league.cardId)).resolves.toBeNull();

    await expect(list()).resolves.toHaveLength(1);
    expect(db.games.findMany((q) => q.where({ cardId: league.cardId }))).toEqual([]);
    expect(db.cardAwards.findMany((q) => q.where({ cardId: league.cardId }))).toEqual([]);
    expect(db.looseCards.findFirst((q) => q.where({ cardNo: league.cardNo }))).toEqual({ cardNo: league.cardNo, cardType: 2, status: 'free' });
    expect(freeNumbers()).toContain(league.cardNo);

    await bind(league.cardNo);
    const again = db.cards.findFirst((q) => q.where({ cardNo: league.cardNo }))!;
    expect(again).toMatchObject({ cardType: 2, isMainCard: false, win: 0, lose: 0, rating: 1 });
    await expect(callApi(latelyAchievement, { cardId: again.cardId }, as())).resolves.toEqual([]);
    const awards = await callApi(awardRecord, { cardId: again.cardId }, as());
    expect(Object.values(awards).every((count) => count === 0)).toBe(true);
  });

  it('never unbinds the main card', async () => {
    await expectRefusedUnchanged(() => unbind(DEMO_MAIN_CARD_ID), 'The main card cannot be unbound');
  });

  it("refuses another member's card and an unknown one", async () => {
    await expectRefusedUnchanged(() => unbind(othersCard().cardId), 'Not your card');
    await expectRefusedUnchanged(() => unbind(999_999), 'Not your card');
  });
});

describe('/rpi/websitsMember/masterCard', () => {
  it("makes the league card main: the old main card is not, the member's main card id follows, login says so", async () => {
    const league = leagueCard();
    await expect(makeMain(league.cardId)).resolves.toBeNull();

    const cards = await list();
    expect(cards.map(({ cardId, isMainCard }) => [cardId, isMainCard])).toEqual([
      [league.cardId, true],
      [DEMO_MAIN_CARD_ID, false],
    ]);
    expect(demoMember().mainCardId).toBe(league.cardId);
    const again = await callApi(login, { username: DEMO_LOGIN.account, password: PASSWORD }, clientContext());
    expect(again.mainCardId).toBe(league.cardId);
    // The old main card may go now; the new one may not.
    await expect(unbind(DEMO_MAIN_CARD_ID)).resolves.toBeNull();
    await expect(unbind(league.cardId)).rejects.toMatchObject({ message: 'The main card cannot be unbound' });
  });

  it('makes the main card main again without changing anything', async () => {
    const before = snapshot();
    await expect(makeMain(DEMO_MAIN_CARD_ID)).resolves.toBeNull();
    expect(snapshot()).toEqual(before);
  });

  it("refuses another member's account, another member's card and an unknown card", async () => {
    await expectRefusedUnchanged(() => makeMain(leagueCard().cardId, DEMO_MEMBER_ID + 1), 'Not your account');
    await expectRefusedUnchanged(() => makeMain(othersCard().cardId), 'Not your card');
    await expectRefusedUnchanged(() => makeMain(999_999), 'Not your card');
  });
});

describe('/rpi/websitsMember/copyCard', () => {
  it('moves the league card onto a free number: a new card with its figures, games and awards, the old number retired', async () => {
    const league = leagueCard();
    const [cardNoNew] = freeNumbers();
    const gamesBefore = await callApi(latelyAchievement, { cardId: league.cardId }, as());
    const awardsBefore = await callApi(awardRecord, { cardId: league.cardId }, as());
    const dataBefore = await callApi(gameData, { cardId: league.cardId }, as());

    await expect(copy(league.cardNo, cardNoNew!)).resolves.toBeNull();

    const copied = db.cards.findFirst((q) => q.where({ cardNo: cardNoNew }))!;
    expect(copied.cardId).not.toBe(league.cardId);
    const { cardId: _oldId, cardNo: _oldNo, boundAt: _oldBound, ...figures } = league;
    expect(copied).toMatchObject(figures);
    expect(db.cards.findFirst((q) => q.where({ cardId: league.cardId }))).toBeUndefined();
    await expect(callApi(latelyAchievement, { cardId: copied.cardId }, as())).resolves.toEqual(gamesBefore);
    await expect(callApi(awardRecord, { cardId: copied.cardId }, as())).resolves.toEqual(awardsBefore);
    await expect(callApi(gameData, { cardId: copied.cardId }, as())).resolves.toEqual({ ...dataBefore, cardNo: cardNoNew });
    expect(db.games.findMany((q) => q.where({ cardId: league.cardId }))).toEqual([]);
    expect(demoMember().mainCardId).toBe(DEMO_MAIN_CARD_ID);

    // The old number is retired for good; the new one is no longer free.
    expect(db.looseCards.findFirst((q) => q.where({ cardNo: league.cardNo }))).toMatchObject({ status: 'retired' });
    expect(freeNumbers()).not.toContain(cardNoNew);
    await expect(bind(league.cardNo)).rejects.toMatchObject({ message: 'This card was replaced by another and can no longer be used' });
    await expect(copy(copied.cardNo, league.cardNo)).rejects.toMatchObject({ message: 'This card was replaced by another and can no longer be used' });
    await expect(callApi(latelyAchievement, { cardId: league.cardId }, as())).rejects.toMatchObject({ message: 'Not your card' });
  });

  it("keeps the main card main on its new number, and the member's main card id follows", async () => {
    const main = mainCard();
    const [cardNoNew] = freeNumbers();
    await copy(main.cardNo, cardNoNew!);

    const copied = db.cards.findFirst((q) => q.where({ cardNo: cardNoNew }))!;
    expect(copied).toMatchObject({ isMainCard: true, cardType: 1, rating: main.rating, win: main.win });
    expect(demoMember().mainCardId).toBe(copied.cardId);
    const carousel = await callApi(memberCardAll, { memberId: DEMO_MEMBER_ID }, as());
    expect(carousel.map((card) => card.cardNo)).toEqual([cardNoNew, leagueCard().cardNo]);
    const again = await callApi(login, { username: DEMO_LOGIN.account, password: PASSWORD }, clientContext());
    expect(again.mainCardId).toBe(copied.cardId);
  });

  it('moves card, numbers, games, awards and main card id all or nothing', async () => {
    const [cardNoNew] = freeNumbers();
    const before = snapshot();
    // The last step fails: everything done before it is undone.
    const failure = vi.spyOn(db.members, 'update').mockRejectedValueOnce(new Error('storage failed'));
    try {
      await expect(copy(mainCard().cardNo, cardNoNew!)).rejects.toMatchObject({ code: 500 });
    } finally {
      failure.mockRestore();
    }
    expect(snapshot()).toEqual(before);
  });

  it('copies with 3 cards bound: the copy replaces a card, it adds none', async () => {
    const [third, target] = freeNumbers();
    await bind(third!);
    await expect(copy(leagueCard().cardNo, target!)).resolves.toBeNull();
    await expect(list()).resolves.toHaveLength(3);
  });

  it('refuses a wrong password, whatever else is wrong, and changes nothing', async () => {
    await expectRefusedUnchanged(() => copy(leagueCard().cardNo, freeNumbers()[0]!, hashPassword('wrong-pass1')), 'The password is incorrect');
    await expectRefusedUnchanged(() => copy(othersCard().cardNo, '8869999999999999', hashPassword('wrong-pass1')), 'The password is incorrect');
  });

  it("refuses an old card that is not the member's", async () => {
    await expectRefusedUnchanged(() => copy(othersCard().cardNo, freeNumbers()[0]!), 'Not your card');
    await expectRefusedUnchanged(() => copy('8869999999999999', freeNumbers()[0]!), 'Not your card');
    await expectRefusedUnchanged(() => copy(retiredNumber(), freeNumbers()[0]!), 'Not your card');
  });

  it('refuses a new number that is not free, as binding does', async () => {
    const league = leagueCard().cardNo;
    await expectRefusedUnchanged(() => copy(league, '12345'), 'The card number must have 16 digits');
    await expectRefusedUnchanged(() => copy(league, '8869999999999999'), 'This card number does not exist. Please check the number on the back of the card');
    await expectRefusedUnchanged(() => copy(league, mainCard().cardNo), 'This card is already bound to your account');
    await expectRefusedUnchanged(() => copy(league, league), 'This card is already bound to your account');
    await expectRefusedUnchanged(() => copy(league, othersCard().cardNo), 'This card number is already registered');
    await expectRefusedUnchanged(() => copy(league, retiredNumber()), 'This card was replaced by another and can no longer be used');
  });
});
