import { db } from '../db/collections';
import { DEMO_MEMBER_ID, DEMO_PASSWORD_HASH } from '../db/demo-member';
import type { MemberRecord } from '../db/schemas';
import { memberRecord, unplayedCard } from '../db/factories';
import { MINUTE_MS } from '../rules/clock';
import { identify, VERIFICATION } from '../rules/verification';

/** Provider states of registration and recovery; spread into PROVIDER_STATES (provider-states.ts). */
interface AccountStateInput {
  params: Record<string, unknown>;
  match: RegExpExecArray;
  now: number;
}

const text = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`provider state needs a "${name}" param`);
  return value.trim();
};

/** api-reference section 4: at most 3 cards per member. */
const MAX_CARDS_PER_MEMBER = 3;

/** Records a code in the outbox as sendEmail / sendSMS would, sent at `sentAt`. */
async function recordCode(params: Record<string, unknown>, sentAt: number) {
  const code = text(params.code, 'code');
  const found = identify(text(params.address, 'address'));
  if (!found || !/^\d{6}$/.test(code)) throw new Error('verification code state needs a 6-digit code and a valid address');
  const id = db.outbox.all().reduce((max, entry) => Math.max(max, entry.id), 0) + 1;
  await db.outbox.create({
    id,
    channel: found.channel,
    to: found.address,
    kind: 'code',
    code,
    account: '',
    text: `Your verification code is ${code}.`,
    sentAt,
    usedAt: null,
    wrongTries: 0,
  });
  return { code, address: params.address };
}

/**
 * The member an extra card is bound to: the first seeded member (by id) with room for one more
 * card, never the demo member: the card is someone else's (binding it must fail for the demo
 * member), and the demo member's cards stay as the card states leave them.
 */
function memberWithRoomForACard(): MemberRecord | undefined {
  const counts = new Map<number, number>();
  for (const card of db.cards.all()) counts.set(card.memberId, (counts.get(card.memberId) ?? 0) + 1);
  return db.members
    .all()
    .filter((member) => member.memberId !== DEMO_MEMBER_ID && (counts.get(member.memberId) ?? 0) < MAX_CARDS_PER_MEMBER)
    .sort((a, b) => a.memberId - b.memberId)[0];
}

/** A member of their own for the card, when every seeded member is full (no scenario does that today). */
async function createCardHolder(cardId: number, now: number): Promise<MemberRecord> {
  const memberId = db.members.all().reduce((max, member) => Math.max(max, member.memberId), 0) + 1;
  return db.members.create(memberRecord({
    memberId,
    account: `cardholder${memberId}`,
    passwordHash: DEMO_PASSWORD_HASH,
    nickname: 'Card Holder',
    mainCardId: cardId,
    countryId: 617,
    languageId: '3',
    gender: 1,
    birth: '1990-01-01',
    email: '',
    phone: '',
    createdAt: now,
  }));
}

export const accountProviderStates = [
  {
    // A code just sent (so a resend within 59 s fails) that the interaction then types in.
    pattern: /^verification code \{code\} was sent to \{address\}$/,
    apply: ({ params, now }: AccountStateInput) => recordCode(params, now),
  },
  {
    // A code sent 11 minutes ago: past its 10 minutes, and long enough ago that a resend is allowed.
    pattern: /^verification code \{code\} sent to \{address\} has expired$/,
    apply: ({ params, now }: AccountStateInput) => recordCode(params, now - VERIFICATION.validForMs - MINUTE_MS),
  },
  {
    // The card belongs to a member with room for it (api-reference section 4: at most 3 cards).
    pattern: /^card number \{cardNo\} is registered$/,
    async apply({ params, now }: AccountStateInput) {
      const cardNo = text(params.cardNo, 'cardNo');
      if (!db.cards.findFirst((q) => q.where({ cardNo }))) {
        const cardId = db.cards.all().reduce((max, card) => Math.max(max, card.cardId), 90000) + 1;
        const seeded = memberWithRoomForACard();
        const holder = seeded ?? (await createCardHolder(cardId, now));
        const country = db.countries.findFirst((q) => q.where({ countryId: holder.countryId }));
        await db.cards.create(
          unplayedCard({
            cardId,
            memberId: holder.memberId,
            cardNo,
            // A member created for the card holds it as their main card.
            cardType: seeded ? 2 : 1,
            isMainCard: !seeded,
            name: holder.nickname,
            countryCode: country?.countryCode ?? 'EN',
            boundAt: now,
          }),
        );
      }
      return { cardNo };
    },
  },
];
