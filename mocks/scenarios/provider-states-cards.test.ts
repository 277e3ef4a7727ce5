import { describe, expect, it } from 'vitest';
import { callApi, cardBundling, cardList, gameData, latelyAchievement } from '@/shared/api/wire';
import { db, DEMO_MAIN_CARD_ID, DEMO_MEMBER_ID } from '../node';
import { clientContext } from '../test-support';
import { applyProviderState } from './provider-states';

const FREE = '8861000000000042';

/** Sets up the states in order (as the verifier does), and answers their values merged. */
async function given(...states: Array<string | { state: string; params: Record<string, unknown> }>) {
  let values: Record<string, unknown> = {};
  for (const entry of states) {
    const change = typeof entry === 'string' ? { state: entry } : entry;
    values = { ...values, ...(await applyProviderState(change)) };
  }
  return values;
}

const bind = (token: string, cardNo: string) => callApi(cardBundling, { cardNo, memberId: DEMO_MEMBER_ID }, clientContext({ token: String(token) }));

describe('card provider states', () => {
  it("answers the demo member's two cards, whose ids work in the calls", async () => {
    const values = await given('the demo member is logged in', 'the demo member has a main card and a league card');
    const cards = db.cards.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID }));
    expect(values).toMatchObject({
      mainCardId: DEMO_MAIN_CARD_ID,
      mainCardNo: cards.find((card) => card.isMainCard)!.cardNo,
      leagueCardId: cards.find((card) => !card.isMainCard)!.cardId,
      leagueCardNo: cards.find((card) => !card.isMainCard)!.cardNo,
    });
    const token = String(values.token);
    await expect(callApi(latelyAchievement, { cardId: Number(values.leagueCardId) }, clientContext({ token }))).resolves.not.toHaveLength(0);
  });

  it('gives the demo member a third card, so that a 4th is refused', async () => {
    const values = await given(
      'the demo member is logged in',
      'the demo member has 3 cards',
      { state: 'card number {cardNo} is free', params: { cardNo: FREE } },
    );
    expect(values.cardCount).toBe(3);
    const token = String(values.token);
    await expect(callApi(cardList, { memberId: DEMO_MEMBER_ID }, clientContext({ token }))).resolves.toHaveLength(3);
    await expect(bind(token, FREE)).rejects.toMatchObject({ message: 'You can bind at most 3 cards' });
  });

  it('makes a number free, retired or unknown, as the calls then see it', async () => {
    const free = await given('the demo member is logged in', { state: 'card number {cardNo} is free', params: { cardNo: FREE } });
    expect(free.cardNo).toBe(FREE);
    await expect(bind(String(free.token), FREE)).resolves.toBeNull();

    const retired = await given('the demo member is logged in', { state: 'card number {cardNo} is retired', params: { cardNo: FREE } });
    await expect(bind(String(retired.token), FREE)).rejects.toMatchObject({ message: 'This card was replaced by another and can no longer be used' });

    const unknown = await given('the demo member is logged in', { state: 'card number {cardNo} does not exist', params: { cardNo: db.looseCards.all()[0]!.cardNo } });
    await expect(bind(String(unknown.token), String(unknown.cardNo))).rejects.toMatchObject({ message: expect.stringMatching(/^This card number does not exist/) });
  });

  it('refuses to call a bound number free, retired or unknown, and a number of the wrong format', async () => {
    const held = db.cards.findFirst((q) => q.where({ cardId: DEMO_MAIN_CARD_ID }))!.cardNo;
    for (const state of ['card number {cardNo} is free', 'card number {cardNo} is retired', 'card number {cardNo} does not exist']) {
      await expect(applyProviderState({ state, params: { cardNo: held } })).rejects.toThrow(/is bound/);
      await expect(applyProviderState({ state, params: { cardNo: '123' } })).rejects.toThrow(/16 digits/);
    }
  });

  it("answers a card of another member, which the demo member may not read", async () => {
    const values = await given('the demo member is logged in', 'another member has a card');
    const card = db.cards.findFirst((q) => q.where({ cardId: Number(values.otherCardId) }))!;
    expect(card.memberId).not.toBe(DEMO_MEMBER_ID);
    expect(values).toMatchObject({ otherCardNo: card.cardNo, otherMemberId: card.memberId });
    await expect(callApi(gameData, { cardId: card.cardId }, clientContext({ token: String(values.token) }))).rejects.toMatchObject({
      message: 'Not your card',
    });
  });
});
