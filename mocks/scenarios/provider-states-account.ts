import { db } from '../db/collections';
import { DEMO_MEMBER_ID } from '../db/demo-member';
import { identify } from '../rules/verification';

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

export const accountProviderStates = [
  {
    // A code just sent (so a resend within 59 s fails) that the interaction then types in.
    pattern: /^verification code \{code\} was sent to \{address\}$/,
    async apply({ params, now }: AccountStateInput) {
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
        sentAt: now,
        usedAt: null,
      });
      return { code, address: params.address };
    },
  },
  {
    pattern: /^card number \{cardNo\} is registered$/,
    async apply({ params, now }: AccountStateInput) {
      const cardNo = text(params.cardNo, 'cardNo');
      if (!db.cards.findFirst((q) => q.where({ cardNo }))) {
        const cardId = db.cards.all().reduce((max, card) => Math.max(max, card.cardId), 90000) + 1;
        await db.cards.create({
          cardId,
          memberId: DEMO_MEMBER_ID,
          cardNo,
          cardType: 2,
          isMainCard: false,
          name: 'Demo Player',
          portrait: '',
          countryCode: 'EN',
          rating: 1,
          ppd: 0,
          mpr: 0,
          countUpPoint: 0,
          win: 0,
          lose: 0,
          winContinued: 0,
          winProbability: 0,
          boundAt: now,
        });
      }
      return { cardNo };
    },
  },
];
