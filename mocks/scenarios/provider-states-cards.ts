import { isCardNumber, MAX_CARDS, NETWORK_CARD_TYPE } from '@/shared/api/wire';
import { db } from '../db/collections';
import { DEMO_MEMBER_ID } from '../db/demo-member';
import { looseCard, unplayedCard } from '../db/factories';
import { nextCardId } from '../db/ids';
import { freeLooseCards } from '../rules/card-settings';
import { UnknownProviderStateError, type StateInput } from './provider-state-params';

/**
 * Provider states of the card calls; spread into PROVIDER_STATES (provider-states.ts). Values an
 * interaction's request needs (card ids and numbers of the seed) are answered for
 * `fromProviderState`, so the pact holds examples and the provider fills in its own data.
 */
const SIXTEEN_DIGITS = 'a card number of 16 digits';

function cardNoParam(params: Record<string, unknown>): string {
  const cardNo = typeof params.cardNo === 'string' ? params.cardNo.trim() : '';
  if (!isCardNumber(cardNo)) throw new UnknownProviderStateError(`card state needs a "cardNo" param: ${SIXTEEN_DIGITS}`);
  return cardNo;
}

/** The number made loose (free or retired); no card may hold it, or the state cannot be true. */
async function makeLoose(cardNo: string, status: 'free' | 'retired'): Promise<void> {
  const holder = db.cards.findFirst((q) => q.where({ cardNo }));
  if (holder) throw new Error(`card number ${cardNo} is bound to member ${holder.memberId}: pick another number`);
  db.looseCards.deleteMany((q) => q.where({ cardNo }));
  await db.looseCards.create(looseCard(cardNo, NETWORK_CARD_TYPE, status));
}

const demoCards = () => db.cards.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID }));

export const cardProviderStates = [
  {
    // The seed's two cards of the demo member: their ids and numbers go into the requests.
    pattern: /^the demo member has a main card and a league card$/,
    async apply() {
      const main = demoCards().find((card) => card.isMainCard);
      const league = demoCards().find((card) => !card.isMainCard);
      if (!main || !league) throw new Error('the demo member has lost a card: this state needs the seed as it is');
      return { mainCardId: main.cardId, mainCardNo: main.cardNo, leagueCardId: league.cardId, leagueCardNo: league.cardNo };
    },
  },
  {
    // A third card bound from the free numbers: the next binding would be a 4th.
    pattern: /^the demo member has 3 cards$/,
    async apply({ now }: StateInput) {
      const member = db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))!;
      while (demoCards().length < MAX_CARDS) {
        const [free] = freeLooseCards(db.looseCards.all(), db.cards.all().map((card) => card.cardNo));
        if (!free) throw new Error('no free card number left to bind');
        db.looseCards.deleteMany((q) => q.where({ cardNo: free.cardNo }));
        const cardId = nextCardId();
        await db.cards.create(
          unplayedCard({
            cardId,
            memberId: DEMO_MEMBER_ID,
            cardNo: free.cardNo,
            cardType: free.cardType,
            isMainCard: false,
            name: member.nickname,
            countryCode: 'EN',
            boundAt: now,
          }),
        );
      }
      return { cardCount: demoCards().length };
    },
  },
  {
    // Issued by the network and held by nobody: it can be bound, or a card copied onto it.
    pattern: /^card number \{cardNo\} is free$/,
    async apply({ params }: StateInput) {
      const cardNo = cardNoParam(params);
      await makeLoose(cardNo, 'free');
      return { cardNo };
    },
  },
  {
    // Replaced by copyCard: never usable again.
    pattern: /^card number \{cardNo\} is retired$/,
    async apply({ params }: StateInput) {
      const cardNo = cardNoParam(params);
      await makeLoose(cardNo, 'retired');
      return { cardNo };
    },
  },
  {
    // The network never issued it.
    pattern: /^card number \{cardNo\} does not exist$/,
    async apply({ params }: StateInput) {
      const cardNo = cardNoParam(params);
      if (db.cards.findFirst((q) => q.where({ cardNo }))) throw new Error(`card number ${cardNo} is bound: pick another number`);
      db.looseCards.deleteMany((q) => q.where({ cardNo }));
      return { cardNo };
    },
  },
  {
    // A card the demo member must not read or change: its id and number go into the requests.
    pattern: /^another member has a card$/,
    async apply() {
      const card = db.cards
        .all()
        .filter((entry) => entry.memberId !== DEMO_MEMBER_ID)
        .sort((a, b) => a.cardId - b.cardId)[0];
      if (!card) throw new Error('no other member holds a card');
      return { otherCardId: card.cardId, otherCardNo: card.cardNo, otherMemberId: card.memberId };
    },
  },
];
