import {
  awardRecord,
  cardBundling,
  cardList,
  cardUnbundling,
  copyCard,
  gameData,
  gameInformation,
  latelyAchievement,
  masterCard,
  memberCard,
  memberCardAll,
} from '@/shared/api/wire';
import { writeAtomically } from '../db/atomic';
import { db, type SessionRecord } from '../db/collections';
import { copiedCard, looseCard, unplayedCard } from '../db/factories';
import { nextCardId } from '../db/ids';
import type { CardRecord, MemberRecord } from '../db/schemas';
import {
  awardRecordOf,
  cardSummaryOf,
  gameDataOf,
  gameInformationOf,
  memberCardOf,
  recentGamesOf,
} from '../rules/card-answers';
import {
  cardNumberStatus,
  decideBinding,
  decideCopy,
  decideMasterCard,
  decideUnbinding,
  type CardNumberStatus,
} from '../rules/card-settings';
import { isOwnCard, orderMemberCards } from '../rules/member-cards';
import { callHandler } from './call-handler';
import { ok, refused, rejected, type CallReply } from './envelope';
import { countryById } from './lookups';
import { memberById, ownMember } from './member-lookups';

/*
 * Member card calls. `callHandler` already answers 198 without a valid token (access "member"),
 * so every resolver has the session. A `memberId` or `cardId` that is not the token's member's is
 * refused with 101 before anything is read or written. The rules are in mocks/rules
 * (card-settings.ts decides, card-answers.ts shapes); writes over several collections are atomic.
 */

type Session = SessionRecord | null;

const cardById = (cardId: number): CardRecord | undefined => db.cards.findFirst((q) => q.where({ cardId }));

/** The card `cardId` when it is the session member's, undefined otherwise (unknown or someone else's). */
function ownCard(session: Session, cardId: number): CardRecord | undefined {
  const card = cardById(cardId);
  return session && isOwnCard(session.memberId, card) ? card : undefined;
}

/** Answers a read of one of the member's own cards, or "Not your card". */
function withOwnCard<Data>(session: Session, cardId: number, answer: (card: CardRecord, holder: MemberRecord | undefined) => Data): CallReply<Data> {
  const card = ownCard(session, cardId);
  return card ? ok(answer(card, memberById(card.memberId))) : rejected('notYourCard');
}

/** Where a card number stands for the member (free, theirs, someone else's, retired or unknown). */
function numberStatus(memberId: number, cardNo: string): CardNumberStatus {
  const bound = db.cards.findFirst((q) => q.where({ cardNo }));
  const loose = db.looseCards.findFirst((q) => q.where({ cardNo }));
  return cardNumberStatus(memberId, { boundTo: bound?.memberId, loose: loose?.status });
}

export const memberHandlers = [
  callHandler(memberCardAll, ({ params, session }) => {
    const holder = ownMember(session, params.memberId);
    if (!holder) return rejected('notYourAccount');
    const cards = orderMemberCards(db.cards.findMany((q) => q.where({ memberId: params.memberId })));
    return ok(cards.map((card) => memberCardOf(card, holder)));
  }),

  callHandler(memberCard, ({ params, session }) => {
    if (!ownMember(session, params.memberId)) return rejected('notYourAccount');
    return withOwnCard(session, params.cardId, memberCardOf);
  }),

  callHandler(gameInformation, ({ params, session }) => withOwnCard(session, params.cardId, gameInformationOf)),

  callHandler(gameData, ({ params, session }) => withOwnCard(session, params.cardId, gameDataOf)),

  callHandler(latelyAchievement, ({ params, session }) =>
    withOwnCard(session, params.cardId, (card, holder) => {
      const shopNames = new Map(db.shops.all().map((shop) => [shop.shopId, shop.shopName]));
      const games = db.games.findMany((q) => q.where({ cardId: card.cardId }));
      return recentGamesOf(games, { holder, card, shopName: (shopId) => shopNames.get(shopId) ?? null });
    }),
  ),

  callHandler(awardRecord, ({ params, session, now }) =>
    withOwnCard(session, params.cardId, (card) => awardRecordOf(db.cardAwards.findFirst((q) => q.where({ cardId: card.cardId })), now)),
  ),

  callHandler(cardList, ({ params, session }) => {
    const holder = ownMember(session, params.memberId);
    if (!holder) return rejected('notYourAccount');
    const cards = orderMemberCards(db.cards.findMany((q) => q.where({ memberId: params.memberId })));
    return ok(cards.map((card) => cardSummaryOf(card, holder)));
  }),

  // Binds a free card number: a new card with no games, bound now, not main; the number leaves the free cards.
  callHandler(cardBundling, ({ params, session, now }) =>
    writeAtomically(['cards', 'looseCards'], async (): Promise<CallReply<null>> => {
      const member = ownMember(session, params.memberId);
      if (!member) return rejected('notYourAccount');
      const cardNo = params.cardNo;
      const held = db.cards.findMany((q) => q.where({ memberId: member.memberId })).length;
      const decision = decideBinding(cardNo, held, numberStatus(member.memberId, cardNo));
      if (!decision.ok) return refused(decision);
      const loose = db.looseCards.findFirst((q) => q.where({ cardNo }))!;
      const country = countryById(member.countryId);
      db.looseCards.deleteMany((q) => q.where({ cardNo }));
      await db.cards.create(
        unplayedCard({
          cardId: nextCardId(),
          memberId: member.memberId,
          cardNo,
          cardType: loose.cardType,
          isMainCard: false,
          name: member.nickname,
          countryCode: country?.countryCode ?? 'EN',
          boundAt: now,
        }),
      );
      return ok(null);
    }),
  ),

  // Unbinds a card that is not main: its number is free again, and its games and awards go (a card bound again starts afresh).
  callHandler(cardUnbundling, ({ params, session }) =>
    writeAtomically(['cards', 'looseCards', 'games', 'cardAwards'], async (): Promise<CallReply<null>> => {
      const card = cardById(params.cardId);
      const decision = decideUnbinding(session!.memberId, card);
      if (!decision.ok) return refused(decision);
      const { cardId, cardNo, cardType } = card!;
      db.cards.delete((q) => q.where({ cardId }));
      db.games.deleteMany((q) => q.where({ cardId }));
      db.cardAwards.deleteMany((q) => q.where({ cardId }));
      db.looseCards.deleteMany((q) => q.where({ cardNo }));
      await db.looseCards.create(looseCard(cardNo, cardType, 'free'));
      return ok(null);
    }),
  ),

  // Makes one of the member's cards main; the member's main card id follows. The main card again changes nothing.
  callHandler(masterCard, ({ params, session }) =>
    writeAtomically(['cards', 'members'], async (): Promise<CallReply<null>> => {
      if (!ownMember(session, params.memberId)) return rejected('notYourAccount');
      const card = cardById(params.cardId);
      const decision = decideMasterCard(session!.memberId, card);
      if (!decision.ok) return refused(decision);
      const { cardId, memberId, isMainCard } = card!;
      if (isMainCard) return ok(null);
      await db.cards.updateMany((q) => q.where({ memberId, isMainCard: true }), {
        data(record) {
          record.isMainCard = false;
        },
      });
      await db.cards.update((q) => q.where({ cardId }), {
        data(record) {
          record.isMainCard = true;
        },
      });
      await db.members.update((q) => q.where({ memberId }), {
        data(record) {
          record.mainCardId = cardId;
        },
      });
      return ok(null);
    }),
  ),

  // Replaces a card by a free number: the old number is retired for good, and a new card takes the
  // old one's figures, type, main flag, games and award record.
  callHandler(copyCard, ({ params, session, now }) =>
    writeAtomically(['cards', 'looseCards', 'games', 'cardAwards', 'members'], async (): Promise<CallReply<null>> => {
      const member = session ? memberById(session.memberId) : undefined;
      if (!member) return rejected('notYourAccount');
      const found = db.cards.findFirst((q) => q.where({ cardNo: params.cardNoOld }));
      const decision = decideCopy(member.memberId, {
        passwordMatches: params.password === member.passwordHash,
        oldCard: found,
        cardNoNew: params.cardNoNew,
        newStatus: numberStatus(member.memberId, params.cardNoNew),
      });
      if (!decision.ok) return refused(decision);
      const oldCard = found!;

      const cardId = nextCardId();
      db.looseCards.deleteMany((q) => q.where({ cardNo: (cardNo) => cardNo === params.cardNoNew || cardNo === oldCard.cardNo }));
      db.cards.delete((q) => q.where({ cardId: oldCard.cardId }));
      await db.cards.create(copiedCard(oldCard, { cardId, cardNo: params.cardNoNew, boundAt: now }));
      await db.looseCards.create(looseCard(oldCard.cardNo, oldCard.cardType, 'retired'));
      const moveToNewCard = {
        data(record: { cardId: number }) {
          record.cardId = cardId;
        },
      };
      await db.games.updateMany((q) => q.where({ cardId: oldCard.cardId }), moveToNewCard);
      await db.cardAwards.updateMany((q) => q.where({ cardId: oldCard.cardId }), moveToNewCard);
      if (oldCard.isMainCard) {
        await db.members.update((q) => q.where({ memberId: member.memberId }), {
          data(record) {
            record.mainCardId = cardId;
          },
        });
      }
      return ok(null);
    }),
  ),
];
