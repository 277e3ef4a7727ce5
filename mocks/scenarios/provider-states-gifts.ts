import { isItemType } from '@/shared/api/wire';
import { backend } from '../backend';
import { db } from '../db/collections';
import { DEMO_MEMBER_ID } from '../db/demo-member';
import { giftRecord, giftRequestRecord, itemRecord } from '../db/factories';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../rules/clock';
import { integerParam, type StateInput } from './provider-state-params';
import { ensureMember } from './provider-states-friends';

/**
 * Provider states of the gift calls; spread into PROVIDER_STATES (provider-states.ts). The pact
 * names every record by params (item, gift and request ids, member ids, gold), so a real provider
 * can set up the same; states compose (an item, a friend, a country, a gift, a balance).
 * Members the fake lacks are created (country 617, password darts123).
 */

/** An item of the catalogue: made (or changed) to have this type and price. */
async function catalogueItem(itemId: number, type: number, price: number, now: number): Promise<void> {
  if (!isItemType(type)) throw new Error(`${type} is not an item type`);
  if (db.items.findFirst((q) => q.where({ id: itemId }))) {
    await db.items.update((q) => q.where({ id: itemId }), {
      data(item) {
        item.type = type;
        item.price = price;
      },
    });
    return;
  }
  const image = `${backend.mediaBase}media/items/gold-crown-marks.svg`;
  await db.items.create(itemRecord({ id: itemId, title: `Item ${itemId}`, type, price, previewImg: image, url: image, addedAt: now - 30 * DAY_MS }));
}

/** The item a gift or request names: kept as it is when the catalogue has it, else a Mark Award item of 100 gold. */
async function ensureItem(itemId: number, now: number): Promise<void> {
  if (!db.items.findFirst((q) => q.where({ id: itemId }))) await catalogueItem(itemId, 2, 100, now);
}

/** A gift under the id the interaction names (any record with that id is replaced). */
async function placeGift(input: StateInput, gift: { senderId: number; receiverId: number; sentAt: number; openedAt: number | null }) {
  const giftId = integerParam(input.params, 'giftId');
  const itemId = integerParam(input.params, 'itemId');
  await ensureMember(gift.senderId, input.now);
  await ensureMember(gift.receiverId, input.now);
  await ensureItem(itemId, input.now);
  db.gifts.deleteMany((q) => q.where({ id: giftId }));
  await db.gifts.create(giftRecord({ id: giftId, itemId, ...gift }));
  return { giftId, itemId };
}

/** A gift request under the id the interaction names (any record with that id is replaced). */
async function placeRequest(input: StateInput, request: { askerId: number; giverId: number; status: 'open' | 'accepted'; handledAt: number | null }) {
  const askId = integerParam(input.params, 'askId');
  const itemId = integerParam(input.params, 'itemId');
  await ensureMember(request.askerId, input.now);
  await ensureMember(request.giverId, input.now);
  await ensureItem(itemId, input.now);
  db.giftRequests.deleteMany((q) => q.where({ id: askId }));
  await db.giftRequests.create(giftRequestRecord({ id: askId, itemId, askedAt: input.now - MINUTE_MS, ...request }));
  return { askId, itemId };
}

export const giftsProviderStates = [
  {
    pattern: /^the catalogue has item \{itemId\} of type \{type\} at \{price\} gold$/,
    async apply({ params, now }: StateInput) {
      const itemId = integerParam(params, 'itemId');
      const type = integerParam(params, 'type');
      const price = integerParam(params, 'price');
      await catalogueItem(itemId, type, price, now);
      return { itemId, type, price };
    },
  },
  {
    pattern: /^the demo member has \{coin\} gold$/,
    async apply({ params }: StateInput) {
      const coin = integerParam(params, 'coin', 0);
      await db.members.update((q) => q.where({ memberId: DEMO_MEMBER_ID }), {
        data(member) {
          member.coin = coin;
        },
      });
      return { coin };
    },
  },
  {
    pattern: /^member \{memberId\} lives in country \{countryId\}$/,
    async apply({ params, now }: StateInput) {
      const memberId = integerParam(params, 'memberId');
      const countryId = integerParam(params, 'countryId');
      if (!db.countries.findFirst((q) => q.where({ countryId }))) throw new Error(`no country ${countryId}`);
      await ensureMember(memberId, now);
      await db.members.update((q) => q.where({ memberId }), {
        data(member) {
          member.countryId = countryId;
        },
      });
      return { memberId, countryId };
    },
  },
  {
    // Sent just now: the first gift of the demo member's box.
    pattern: /^member \{memberId\} has sent the demo member gift \{giftId\} of item \{itemId\}$/,
    apply: (input: StateInput) =>
      placeGift(input, { senderId: integerParam(input.params, 'memberId'), receiverId: DEMO_MEMBER_ID, sentAt: input.now - MINUTE_MS, openedAt: null }),
  },
  {
    pattern: /^the demo member has opened gift \{giftId\} of item \{itemId\} from member \{memberId\}$/,
    apply: (input: StateInput) =>
      placeGift(input, { senderId: integerParam(input.params, 'memberId'), receiverId: DEMO_MEMBER_ID, sentAt: input.now - DAY_MS, openedAt: input.now - HOUR_MS }),
  },
  {
    // A gift in another member's box (never the demo member's).
    pattern: /^member \{memberId\} has sent member \{receiverId\} gift \{giftId\} of item \{itemId\}$/,
    apply(input: StateInput) {
      const receiverId = integerParam(input.params, 'receiverId');
      if (receiverId === DEMO_MEMBER_ID) throw new Error('the receiver must be another member than the demo member');
      return placeGift(input, { senderId: integerParam(input.params, 'memberId'), receiverId, sentAt: input.now - MINUTE_MS, openedAt: null });
    },
  },
  {
    // Asked just now: the first request of the demo member's list.
    pattern: /^member \{memberId\} has asked the demo member for item \{itemId\} \(request \{askId\}\)$/,
    apply: (input: StateInput) =>
      placeRequest(input, { askerId: integerParam(input.params, 'memberId'), giverId: DEMO_MEMBER_ID, status: 'open', handledAt: null }),
  },
  {
    pattern: /^the demo member has asked member \{memberId\} for item \{itemId\} \(request \{askId\}\)$/,
    apply: (input: StateInput) =>
      placeRequest(input, { askerId: DEMO_MEMBER_ID, giverId: integerParam(input.params, 'memberId'), status: 'open', handledAt: null }),
  },
  {
    pattern: /^the demo member has accepted request \{askId\} of member \{memberId\} for item \{itemId\}$/,
    apply: (input: StateInput) =>
      placeRequest(input, { askerId: integerParam(input.params, 'memberId'), giverId: DEMO_MEMBER_ID, status: 'accepted', handledAt: input.now - MINUTE_MS / 2 }),
  },
  {
    // Nothing to open and nothing to answer: count 0, receiveall opens nothing.
    pattern: /^the demo member's gift box is empty$/,
    async apply() {
      db.gifts.deleteMany((q) => q.where({ receiverId: DEMO_MEMBER_ID, openedAt: (openedAt) => openedAt === null }));
      db.giftRequests.deleteMany((q) => q.where({ giverId: DEMO_MEMBER_ID, status: 'open' }));
    },
  },
];
