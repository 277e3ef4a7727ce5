import { http, HttpResponse } from 'msw';
import {
  forgetAccount,
  forgetPassword,
  isBirthDate,
  isCardNumber,
  register,
  resetPassword,
  sendEmail,
  sendSMS,
} from '@/shared/api/wire';
import { writeAtomically } from '../db/atomic';
import { MOCK_PATHS } from '../mock-paths';
import { db } from '../db/collections';
import { memberRecord, unplayedCard } from '../db/factories';
import { nextCardId, nextMemberId } from '../db/ids';
import { localise, type MessageKey } from '../rules/messages';
import { identify, normaliseAddress, type Channel } from '../rules/verification';
import { callHandler } from './call-handler';
import { ok, refused, rejected, type CallReply } from './envelope';
import { countryById } from './lookups';
import { setPassword } from './passwords';
import { deliver, memberWith, sendCode, useCode } from './verification-codes';

export { OUTBOX_LIMIT } from './verification-codes';

/** The address of an email-or-phone pair (the other one empty), as the recovery calls send them. */
type AddressPick = { channel: Channel; to: string; code: string } | { error: MessageKey };
function pickAddress(params: { email: string; emailCode?: string; phone: string; phoneCode?: string }): AddressPick {
  const [channel, raw, code] = params.email.trim()
    ? (['email', params.email, params.emailCode ?? ''] as const)
    : params.phone.trim()
      ? (['sms', params.phone, params.phoneCode ?? ''] as const)
      : [null, '', ''];
  if (!channel) return { error: 'contactRequired' };
  const to = normaliseAddress(channel, raw);
  return to ? { channel, to, code } : { error: 'wrongFormat' };
}

/** Checks code, address and member for a password change; answers or performs it. */
async function changePasswordByCode(
  channel: Channel,
  to: string,
  code: string,
  passwordHash: string,
  now: number,
): Promise<CallReply<null>> {
  const member = memberWith(channel, to);
  if (!member) return rejected('noAccountForAddress');
  const codes = await useCode(to, code, now);
  if (!codes.ok) return refused(codes);
  await setPassword(member.memberId, passwordHash);
  return ok(null);
}

export const registrationHandlers = [
  callHandler(sendEmail, ({ params, language, now }) => sendCode('email', params.email, language, now)),
  callHandler(sendSMS, ({ params, language, now }) => sendCode('sms', params.phone, language, now)),

  callHandler(register, async ({ params, now }) => {
    // Checked, the code used up, the member and their main card created, all or none: a failure
    // half-way leaves neither a member without a card nor a spent code without a member, and a
    // second registration of the same account or card waits for this one to finish.
    return writeAtomically(['outbox', 'members', 'cards', 'looseCards'], async () => {
      const account = params.account.trim();
      const cardNo = params.cardNo.trim();
      if (db.members.findFirst((q) => q.where({ account }))) return rejected('accountTaken');
      if (!isCardNumber(cardNo)) return rejected('cardNoFormat');
      if (db.cards.findFirst((q) => q.where({ cardNo }))) return rejected('cardTaken');
      // A card copyCard replaced is never usable again; any other card the network issued may register.
      const loose = db.looseCards.findFirst((q) => q.where({ cardNo }));
      if (loose?.status === 'retired') return rejected('cardRetired');
      if (!isBirthDate(params.birth, now)) return rejected('invalidParameter', { field: 'birth' });
      const country = countryById(params.countryId);
      if (!country) return rejected('unknownCountry');
      const pick = pickAddress(params);
      if ('error' in pick) return rejected(pick.error);
      // One member per address, so forgetAccount and the password resets always find exactly one.
      if (memberWith(pick.channel, pick.to)) return rejected(pick.channel === 'email' ? 'emailTaken' : 'phoneTaken');
      const codes = await useCode(pick.to, pick.code, now);
      if (!codes.ok) return refused(codes);

      const memberId = nextMemberId();
      const cardId = nextCardId();
      const nickname = params.nickname.trim();
      await db.members.create(memberRecord({
        memberId,
        account,
        passwordHash: params.password,
        nickname,
        mainCardId: cardId,
        countryId: country.countryId,
        // Not given: the language of the member's country.
        languageId: params.languageId ?? country.languageId,
        gender: params.gender,
        birth: params.birth,
        email: pick.channel === 'email' ? pick.to : '',
        phone: pick.channel === 'sms' ? pick.to : '',
        createdAt: now,
      }));
      // The card the member registered with becomes their main card, with no games yet (and
      // leaves the numbers free to bind).
      if (loose) db.looseCards.deleteMany((q) => q.where({ cardNo }));
      await db.cards.create(
        unplayedCard({
          cardId,
          memberId,
          cardNo,
          cardType: 1,
          isMainCard: true,
          name: nickname,
          countryCode: country.countryCode,
          boundAt: now,
        }),
      );
      return ok(null);
    });
  }),

  callHandler(forgetAccount, async ({ params, language, now }) => {
    const pick = pickAddress(params);
    if ('error' in pick) return rejected(pick.error);
    const member = memberWith(pick.channel, pick.to);
    if (!member) return rejected('noAccountForAddress');
    await deliver({
      channel: pick.channel,
      to: pick.to,
      kind: 'account',
      code: '',
      account: member.account,
      text: localise(language, 'accountMessage', { account: member.account }),
      sentAt: now,
    });
    return ok(null);
  }),

  callHandler(forgetPassword, async ({ params, now }) => {
    const pick = pickAddress(params);
    if ('error' in pick) return rejected(pick.error);
    return changePasswordByCode(pick.channel, pick.to, pick.code, params.newPassword, now);
  }),

  callHandler(resetPassword, async ({ params, now }) => {
    const found = identify(params.identification);
    if (!found) return rejected('wrongFormat');
    return changePasswordByCode(found.channel, found.address, params.code, params.password, now);
  }),

  // Developer channel: what was "sent", oldest first; `?to=` narrows it to one address (any format).
  http.get(`*/${MOCK_PATHS.outbox}`, ({ request }) => {
    const raw = new URL(request.url).searchParams.get('to');
    const to = raw ? (identify(raw)?.address ?? raw.trim().toLowerCase()) : null;
    const messages = db.outbox
      .all()
      .filter((entry) => to === null || entry.to === to)
      .sort((a, b) => a.id - b.id);
    return HttpResponse.json({ messages });
  }),
];
