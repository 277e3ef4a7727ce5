import { formatAwardMessages } from '@/shared/api/wire';
import { backend } from '../backend';
import { db } from '../db/collections';
import { DEMO_MEMBER_ID, DEMO_PASSWORD_HASH } from '../db/demo-member';
import { awardMessageRecord, friendshipRecord, gameRecord, memberRecord, nextRecordId, placeholderShop, uploadRecord } from '../db/factories';
import type { MemberRecord } from '../db/schemas';
import { DEMO_AWARD_MESSAGES } from '../db/seed-social';
import { DAY_MS, MINUTE_MS } from '../rules/clock';
import { NEW_FRIEND_WINDOW_MS } from '../rules/friends';
import { UPLOADS_PATH, uploadFileName } from '../rules/uploads';
import { integerParam, textParam, type StateInput } from './provider-state-params';

/**
 * Provider states of the friend and account settings calls; spread into PROVIDER_STATES
 * (provider-states.ts). Ids the interactions use come as params, so the pact names them and a
 * real provider can set up the same records.
 */
/** The member of an id, created (country 617, password darts123) when the data has none. */
export async function ensureMember(memberId: number, now: number): Promise<MemberRecord> {
  const existing = db.members.findFirst((q) => q.where({ memberId }));
  if (existing) return existing;
  if (memberId === DEMO_MEMBER_ID) throw new Error('the demo member exists in every scenario');
  return db.members.create(
    memberRecord({
      memberId,
      account: `player${memberId}`,
      passwordHash: DEMO_PASSWORD_HASH,
      nickname: `Player ${memberId}`,
      mainCardId: 800_000 + memberId,
      countryId: 617,
      languageId: '3',
      gender: 1,
      birth: '1992-03-04',
      email: `player${memberId}@example.com`,
      phone: '',
      createdAt: now - 100 * DAY_MS,
    }),
  );
}

const isPair = (record: { requesterId: number; recipientId: number }, a: number, b: number) =>
  (record.requesterId === a && record.recipientId === b) || (record.requesterId === b && record.recipientId === a);

/** Removes every relationship between the demo member and `memberId`, and any record holding `relationshipId`. */
function clearPair(memberId: number, relationshipId?: number): void {
  db.friendships.deleteMany((q) =>
    q.where((record) => isPair(record, DEMO_MEMBER_ID, memberId) || record.id === relationshipId),
  );
}

/** A relationship of the demo member with `memberId`, under the id the interaction names. */
async function relate(
  input: StateInput,
  shape: (memberId: number) => { requesterId: number; recipientId: number; status: 0 | 1; answered: boolean },
) {
  const memberId = integerParam(input.params, 'memberId');
  const relationshipId = integerParam(input.params, 'relationshipId');
  await ensureMember(memberId, input.now);
  clearPair(memberId, relationshipId);
  const { requesterId, recipientId, status, answered } = shape(memberId);
  // Just now: the demo member's newest request or friendship, first in its list.
  const createdAt = input.now - (answered ? DAY_MS : MINUTE_MS);
  await db.friendships.create(
    friendshipRecord({ id: relationshipId, requesterId, recipientId, status, createdAt, answeredAt: answered ? input.now - MINUTE_MS : null }),
  );
  return { memberId, relationshipId };
}

const demoCardIds = () => new Set(db.cards.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID })).map((card) => card.cardId));

/**
 * Adds `memberId` to the demo member's latest game of the last 7 days (so the card's games keep
 * agreeing with its figures), or records a game of yesterday when there is none.
 */
async function playTogether(memberId: number, now: number): Promise<void> {
  const cardIds = demoCardIds();
  const recent = db.games
    .findMany((q) => q.where({ cardId: (cardId) => cardIds.has(cardId), dateTime: (time) => time > now - NEW_FRIEND_WINDOW_MS + DAY_MS && time <= now }))
    .sort((a, b) => b.dateTime - a.dateTime)[0];
  if (recent) {
    if (recent.playedWith.includes(memberId)) return;
    await db.games.update((q) => q.where({ id: recent.id }), {
      data(game) {
        game.playedWith = [...game.playedWith, memberId];
      },
    });
    return;
  }
  const cardId = db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))!.mainCardId;
  const shopId = db.shops.findFirst()?.shopId ?? 1;
  await db.games.create(gameRecord({ id: nextRecordId(db.games.all()), cardId, shopId, dateTime: now - DAY_MS, playedWith: [memberId] }));
}

/** Keeps in the demo member's games of the last 7 days only the players `keep` says. */
async function keepPlayedLately(keep: (memberId: number) => boolean, now: number): Promise<void> {
  const cardIds = demoCardIds();
  await db.games.updateMany(
    (q) => q.where({ cardId: (cardId) => cardIds.has(cardId), dateTime: (time) => time >= now - NEW_FRIEND_WINDOW_MS }),
    {
      data(game) {
        game.playedWith = game.playedWith.filter(keep);
      },
    },
  );
}

/** Takes `memberId` out of every game of the demo member's cards in the last 7 days. */
const neverPlayedLately = (memberId: number, now: number): Promise<void> => keepPlayedLately((id) => id !== memberId, now);

/** A 1×1 PNG: what "the demo member has uploaded a portrait" stores. */
const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';
/** The upload of that state: a fixed id, so the pact's example and the stored portrait agree. */
export const PROVIDER_STATE_UPLOAD_ID = 'c0ffee00c0ffee00c0ffee00c0ffee00';

export const friendsProviderStates = [
  {
    pattern: /^member \{memberId\} has asked the demo member to be friends \(request \{relationshipId\}\)$/,
    apply: (input: StateInput) =>
      relate(input, (memberId) => ({ requesterId: memberId, recipientId: DEMO_MEMBER_ID, status: 0, answered: false })),
  },
  {
    pattern: /^the demo member has asked member \{memberId\} to be friends \(request \{relationshipId\}\)$/,
    apply: (input: StateInput) =>
      relate(input, (memberId) => ({ requesterId: DEMO_MEMBER_ID, recipientId: memberId, status: 0, answered: false })),
  },
  {
    pattern: /^the demo member and member \{memberId\} are friends \(relationship \{relationshipId\}\)$/,
    apply: (input: StateInput) =>
      relate(input, (memberId) => ({ requesterId: memberId, recipientId: DEMO_MEMBER_ID, status: 1, answered: true })),
  },
  {
    pattern: /^no friend relationship has id \{relationshipId\}$/,
    async apply({ params }: StateInput) {
      const relationshipId = integerParam(params, 'relationshipId');
      db.friendships.deleteMany((q) => q.where({ id: relationshipId }));
      return { relationshipId };
    },
  },
  {
    // A new friend candidate: met lately, no request either way, not friends.
    pattern: /^the demo member played with member \{memberId\} in the last 7 days and has no relationship with them$/,
    async apply({ params, now }: StateInput) {
      const memberId = integerParam(params, 'memberId');
      await ensureMember(memberId, now);
      clearPair(memberId);
      // The only player met lately, so the answer is this member as the state sets them up, not
      // whoever the seed had the demo meet (a seeded player may have no portrait: null).
      await keepPlayedLately(() => false, now);
      await playTogether(memberId, now);
      return { memberId };
    },
  },
  {
    pattern: /^the demo member has not played with member \{memberId\} in the last 7 days and has no relationship with them$/,
    async apply({ params, now }: StateInput) {
      const memberId = integerParam(params, 'memberId');
      await ensureMember(memberId, now);
      clearPair(memberId);
      await neverPlayedLately(memberId, now);
      return { memberId };
    },
  },
  {
    pattern: /^no member has id \{memberId\}$/,
    async apply({ params }: StateInput) {
      const memberId = integerParam(params, 'memberId');
      if (memberId === DEMO_MEMBER_ID) throw new Error('the demo member exists in every scenario');
      db.members.deleteMany((q) => q.where({ memberId }));
      return { memberId };
    },
  },
  {
    // Another member than the demo member holds the address (the lowest other member id).
    pattern: /^another member uses the email \{email\}$/,
    async apply({ params, now }: StateInput) {
      const email = textParam(params, 'email').toLowerCase();
      const holder = db.members.all().filter((member) => member.memberId !== DEMO_MEMBER_ID).sort((a, b) => a.memberId - b.memberId)[0] ?? (await ensureMember(DEMO_MEMBER_ID + 1, now));
      await db.members.update((q) => q.where({ memberId: holder.memberId }), {
        data(member) {
          member.email = email;
        },
      });
      return { email };
    },
  },
  {
    pattern: /^shop \{shopId\} is a shop of country \{countryId\}$/,
    async apply({ params }: StateInput) {
      const shopId = integerParam(params, 'shopId');
      const countryId = integerParam(params, 'countryId');
      const country = db.countries.findFirst((q) => q.where({ countryId }));
      if (!country) throw new Error(`no country ${countryId}`);
      const place = { countryId, countryCode: country.countryCode, countryName: country.countryName };
      if (db.shops.findFirst((q) => q.where({ shopId }))) {
        await db.shops.update((q) => q.where({ shopId }), { data: (shop) => void Object.assign(shop, place) });
      } else {
        await db.shops.create(placeholderShop(shopId, backend.mediaBase, place));
      }
      return { shopId, countryId };
    },
  },
  {
    // An image the demo member uploaded: `portrait` is its URL (origin-relative) for updateAccountInfo.
    pattern: /^the demo member has uploaded a portrait$/,
    async apply({ now }: StateInput) {
      db.uploads.deleteMany((q) => q.where({ id: PROVIDER_STATE_UPLOAD_ID }));
      await db.uploads.create(uploadRecord({ id: PROVIDER_STATE_UPLOAD_ID, memberId: DEMO_MEMBER_ID, mediaType: 'image/png', data: TINY_PNG, createdAt: now }));
      return { portrait: `${UPLOADS_PATH}${uploadFileName(PROVIDER_STATE_UPLOAD_ID, 'image/png')}` };
    },
  },
  {
    pattern: /^the demo member has saved award messages$/,
    async apply() {
      db.awardMessages.deleteMany((q) => q.where({ memberId: DEMO_MEMBER_ID }));
      await db.awardMessages.create(awardMessageRecord(DEMO_MEMBER_ID, formatAwardMessages(DEMO_AWARD_MESSAGES)));
    },
  },
  {
    pattern: /^the demo member has never set award messages$/,
    async apply() {
      db.awardMessages.deleteMany((q) => q.where({ memberId: DEMO_MEMBER_ID }));
    },
  },
];
