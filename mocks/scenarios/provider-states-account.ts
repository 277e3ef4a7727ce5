import { MAX_CARDS } from '@/shared/api/wire';
import { db } from '../db/collections';
import { DEMO_MEMBER_ID, DEMO_PASSWORD_HASH } from '../db/demo-member';
import { memberRecord, nextRecordId, outboxRecord, unplayedCard } from '../db/factories';
import { nextCardId, nextMemberId } from '../db/ids';
import type { MemberRecord } from '../db/schemas';
import { MINUTE_MS } from '../rules/clock';
import { identify, VERIFICATION } from '../rules/verification';

import { textParam, UnknownProviderStateError, type StateInput } from './provider-state-params';

/** Provider states of registration and recovery; spread into PROVIDER_STATES (provider-states.ts). */
/** Records a code in the outbox as sendEmail / sendSMS would, sent at `sentAt`. */
async function recordCode(params: Record<string, unknown>, sentAt: number) {
  const code = textParam(params, 'code');
  const found = identify(textParam(params, 'address'));
  if (!found || !/^\d{6}$/.test(code)) throw new UnknownProviderStateError('verification code state needs a 6-digit code and a valid address');
  await db.outbox.create(
    outboxRecord({
      id: nextRecordId(db.outbox.all()),
      channel: found.channel,
      to: found.address,
      kind: 'code',
      code,
      account: '',
      text: `Your verification code is ${code}.`,
      sentAt,
    }),
  );
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
    .filter((member) => member.memberId !== DEMO_MEMBER_ID && (counts.get(member.memberId) ?? 0) < MAX_CARDS)
    .sort((a, b) => a.memberId - b.memberId)[0];
}

/** A member of their own for the card, when every seeded member is full (no scenario does that today). */
async function createCardHolder(cardId: number, now: number): Promise<MemberRecord> {
  const memberId = nextMemberId();
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
    apply: ({ params, now }: StateInput) => recordCode(params, now),
  },
  {
    // A code sent 11 minutes ago: past its 10 minutes, and long enough ago that a resend is allowed.
    pattern: /^verification code \{code\} sent to \{address\} has expired$/,
    apply: ({ params, now }: StateInput) => recordCode(params, now - VERIFICATION.validForMs - MINUTE_MS),
  },
  {
    // The card belongs to a member with room for it (api-reference section 4: at most 3 cards).
    pattern: /^card number \{cardNo\} is registered$/,
    async apply({ params, now }: StateInput) {
      const cardNo = textParam(params, 'cardNo');
      if (!db.cards.findFirst((q) => q.where({ cardNo }))) {
        const cardId = nextCardId();
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
