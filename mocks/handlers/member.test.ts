import { describe, expect, it } from 'vitest';
import { callApi, hashPassword, login, memberCardAll } from '@/shared/api/wire';
import { EXTRA_CARD_ID_START, generateCards } from '../db/seed-cards';
import { generateMembers } from '../db/seed-members';
import { cardFiguresProblems } from '../rules/member-cards';
import { DEMO_LOGIN, DEMO_MAIN_CARD_ID, DEMO_MEMBER_ID, resetFakeBackend } from '../node';
import { clientContext } from '../test-support';

const loginDemo = () =>
  callApi(login, { username: DEMO_LOGIN.account, password: hashPassword(DEMO_LOGIN.password) }, clientContext());
const cardsOf = (memberId: number, token: string | null, language = 'en') =>
  callApi(memberCardAll, { memberId }, clientContext({ token, language }));

describe('/rpi/websitsMember/memberCardALL', () => {
  it('answers the demo member every bound card, main card first', async () => {
    const { token } = await loginDemo();
    const cards = await cardsOf(DEMO_MEMBER_ID, token);
    expect(cards).toHaveLength(3);
    expect(cards[0]!.cardId).toBe(DEMO_MAIN_CARD_ID);
    expect(new Set(cards.map((card) => card.cardNo)).size).toBe(3);
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
});

describe('seeded cards', () => {
  const members = generateMembers(7, Date.UTC(2026, 0, 1));
  const cards = generateCards(7, members, '/');

  it('gives every member 1-3 consistent cards with realistic figures', () => {
    for (const member of members) {
      const own = cards.filter((card) => card.memberId === member.memberId);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(own.filter((card) => card.isMainCard).map((card) => card.cardId)).toEqual([member.mainCardId]);
    }
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
