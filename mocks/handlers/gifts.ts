import {
  askGift,
  askList,
  giftCount,
  giftValidDays,
  handleGiftRequest,
  presentList,
  receiveAllGifts,
  receiveGift,
  sendGift,
  type GiftRequest,
  type ReceivedGift,
} from '@/shared/api/wire';
import { writeAtomically } from '../db/atomic';
import { db } from '../db/collections';
import { formatBackendDateTime } from '../db/dates';
import { giftRecord, giftRequestRecord, nextRecordId } from '../db/factories';
import type { GiftRecord, GiftRequestRecord, ItemRecord } from '../db/schemas';
import {
  areFriends,
  decideAcceptedRequest,
  decideAsk,
  decideHandle,
  decideReceive,
  decideSend,
  hasOpenRequest,
  openRequestsTo,
  unopenedGiftsOf,
  type PartnerFacts,
} from '../rules/gifts';
import { pageByIndex } from '../rules/paging';
import { callHandler } from './call-handler';
import { ok, refused, rejected } from './envelope';
import { debitCoins, grantItem } from './item-ledger';
import { itemById, memberById, playersMetLately, utcOffsetOf } from './member-lookups';

/*
 * Gift calls (api-reference section 2 "Item shop, templates and gifts"; rules of section 4 in
 * rules/gifts.ts). The member is always the token's: `callHandler` answers 198 without one, so
 * `session` is set in every resolver. Every write that touches more than one collection (send:
 * debit and box; receive: box and items; handleask: request, debit and box) runs in one
 * `writeAtomically`, with every refusal decided before the first write, so a refusal or a
 * failure changes nothing.
 */

const coinOf = (memberId: number): number => memberById(memberId)?.coin ?? 0;

function partnerFacts(memberId: number, partnerId: number, now: number): PartnerFacts {
  return {
    memberId,
    memberCountryId: memberById(memberId)?.countryId ?? 0,
    partnerId,
    partnerCountryId: memberById(partnerId)?.countryId,
    isFriend: areFriends(db.friendships.all(), memberId, partnerId),
    metLately: playersMetLately(memberId, now).has(partnerId),
  };
}

/** Dates as the member's country writes them (the other handlers' "YYYY-MM-DD HH:mm:ss"). */
const dateFormatOf = (memberId: number) => {
  const utcOffset = utcOffsetOf(memberId);
  return (epochMs: number) => formatBackendDateTime(epochMs, utcOffset);
};

/**
 * The member's box as presentlist shows it: unopened gifts of an existing item and sender, newest
 * first. receiveall opens exactly these, and count counts them.
 */
const boxOf = (memberId: number): { gift: GiftRecord; item: ItemRecord; senderName: string }[] =>
  unopenedGiftsOf(db.gifts.all(), memberId).flatMap((gift) => {
    const item = itemById(gift.itemId);
    const sender = memberById(gift.senderId);
    return item && sender ? [{ gift, item, senderName: sender.nickname }] : [];
  });

/** Open requests addressed to the member, of an existing item and asker, newest first (asklist and count). */
const requestsTo = (memberId: number): { request: GiftRequestRecord; item: ItemRecord; askerName: string }[] =>
  openRequestsTo(db.giftRequests.all(), memberId).flatMap((request) => {
    const item = itemById(request.itemId);
    const asker = memberById(request.askerId);
    return item && asker ? [{ request, item, askerName: asker.nickname }] : [];
  });

/** Opens a gift: the item for 90 days (83 when it waited more than 7 days), and the gift marked opened. */
async function openGift(gift: GiftRecord, now: number): Promise<void> {
  await grantItem(gift.receiverId, gift.itemId, now, giftValidDays(gift.sentAt, now));
  await db.gifts.update((q) => q.where({ id: gift.id }), {
    data(record) {
      record.openedAt = now;
    },
  });
}

/** A paid gift lands unopened in the receiver's box (the debit is the caller's, first). */
const deliver = (gift: Pick<GiftRecord, 'itemId' | 'senderId' | 'receiverId' | 'sentAt'>) =>
  db.gifts.create(giftRecord({ id: nextRecordId(db.gifts.all()), ...gift }));

export const giftsHandlers = [
  callHandler(sendGift, ({ params, session, now }) =>
    writeAtomically(['members', 'gifts'], async () => {
      const senderId = session!.memberId;
      const item = itemById(params.itemId);
      const decision = decideSend({ ...partnerFacts(senderId, params.revMemberId, now), item, coin: coinOf(senderId) });
      if (!decision.ok) return refused(decision);
      await debitCoins(senderId, item!.price);
      await deliver({ itemId: item!.id, senderId, receiverId: params.revMemberId, sentAt: now });
      return ok(null);
    }),
  ),

  callHandler(askGift, ({ params, session, now }) =>
    writeAtomically(['giftRequests'], async () => {
      const askerId = session!.memberId;
      const decision = decideAsk({
        ...partnerFacts(askerId, params.sndMemberId, now),
        item: itemById(params.itemId),
        alreadyAsked: hasOpenRequest(db.giftRequests.all(), askerId, params.sndMemberId, params.itemId),
      });
      if (!decision.ok) return refused(decision);
      await db.giftRequests.create(
        giftRequestRecord({ id: nextRecordId(db.giftRequests.all()), itemId: params.itemId, askerId, giverId: params.sndMemberId, askedAt: now }),
      );
      return ok(null);
    }),
  ),

  callHandler(presentList, ({ params, session }) => {
    const memberId = session!.memberId;
    const date = dateFormatOf(memberId);
    const page = pageByIndex(boxOf(memberId), params);
    return ok({
      list: page.list.map(
        ({ gift, item, senderName }): ReceivedGift => ({
          id: gift.id,
          type: item.type,
          itemTitle: item.title,
          itemPreviewImg: item.previewImg,
          sndMemberName: senderName,
          sndTime: date(gift.sentAt),
        }),
      ),
      totalCount: page.totalCount,
    });
  }),

  callHandler(askList, ({ params, session }) => {
    const memberId = session!.memberId;
    const date = dateFormatOf(memberId);
    const page = pageByIndex(requestsTo(memberId), params);
    return ok({
      list: page.list.map(
        ({ request, item, askerName }): GiftRequest => ({
          id: request.id,
          type: item.type,
          itemTitle: item.title,
          itemPreviewImg: item.previewImg,
          itemPrice: item.price,
          askMemberName: askerName,
          askTime: date(request.askedAt),
        }),
      ),
      totalCount: page.totalCount,
    });
  }),

  callHandler(receiveGift, ({ params, session, now }) =>
    writeAtomically(['gifts', 'ownedItems'], async () => {
      const gift = db.gifts.findFirst((q) => q.where({ id: params.giftId }));
      const decision = decideReceive(gift, session!.memberId);
      if (!decision.ok) return refused(decision);
      if (!itemById(gift!.itemId)) return rejected('giftUnknownItem');
      await openGift(gift!, now);
      return ok(null);
    }),
  ),

  // Nothing to open is a success too: the box is simply empty afterwards.
  callHandler(receiveAllGifts, ({ session, now }) =>
    writeAtomically(['gifts', 'ownedItems'], async () => {
      for (const { gift } of boxOf(session!.memberId)) await openGift(gift, now);
      return ok(null);
    }),
  ),

  callHandler(handleGiftRequest, ({ params, session, now }) =>
    writeAtomically(['members', 'gifts', 'giftRequests'], async () => {
      const giverId = session!.memberId;
      const request = db.giftRequests.findFirst((q) => q.where({ id: params.askId }));
      const decision = decideHandle(request, giverId);
      if (!decision.ok) return refused(decision);
      if (params.status) {
        // Accepting is sending: the giver pays, the gift lands unopened in the asker's box.
        const item = itemById(request!.itemId);
        const payable = decideAcceptedRequest(item, coinOf(giverId));
        if (!payable.ok) return refused(payable);
        await debitCoins(giverId, item!.price);
        await deliver({ itemId: item!.id, senderId: giverId, receiverId: request!.askerId, sentAt: now });
      }
      await db.giftRequests.update((q) => q.where({ id: params.askId }), {
        data(record) {
          record.status = params.status ? 'accepted' : 'rejected';
          record.handledAt = now;
        },
      });
      return ok(null);
    }),
  ),

  callHandler(giftCount, ({ session }) => ok(boxOf(session!.memberId).length + requestsTo(session!.memberId).length)),
];
