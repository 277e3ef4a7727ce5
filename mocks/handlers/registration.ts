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
import { db } from '../db/collections';
import type { MemberRecord, OutboxRecord } from '../db/schemas';
import { memberRecord, unplayedCard } from '../db/factories';
import { localise, type Language, type MessageKey } from '../rules/messages';
import {
  checkCode,
  decideSend,
  generateCode,
  identify,
  latestCode,
  normaliseAddress,
  type Channel,
} from '../rules/verification';
import { callHandler } from './call-handler';
import { ok, rejected, type CallReply } from './envelope';

/** Where developers read what the fake backend "sent": `GET /__dev/outbox[?to=address]`. */
export const OUTBOX_PATH = '/__dev/outbox';

const randomUnit = (): number => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

const nextId = (ids: readonly number[]): number => ids.reduce((max, id) => Math.max(max, id), 0) + 1;

const codesSentTo = (to: string) => db.outbox.findMany((q) => q.where({ to, kind: 'code' }));

/**
 * Messages the outbox keeps: a client that asks for codes all day must not grow it without end.
 * Far more than the codes alive at once (one per address each 59 s, valid 10 minutes).
 */
export const OUTBOX_LIMIT = 500;

async function deliver(message: Omit<OutboxRecord, 'id' | 'usedAt' | 'wrongTries'>): Promise<void> {
  const ids = db.outbox.all().map((entry) => entry.id);
  await db.outbox.create({ ...message, id: nextId(ids), usedAt: null, wrongTries: 0 });
  if (ids.length >= OUTBOX_LIMIT) {
    const oldestKept = [...ids].sort((a, b) => b - a)[OUTBOX_LIMIT - 2]!;
    db.outbox.deleteMany((q) => q.where({ id: (id) => id < oldestKept }));
  }
  // The developer's view of the "sent" message; the page never shows it.
  console.info(`[fake backend] ${message.channel === 'email' ? 'email' : 'SMS'} to ${message.to}: ${message.text}`);
}

async function sendCode(channel: Channel, raw: string, language: Language, now: number): Promise<CallReply<null>> {
  const to = normaliseAddress(channel, raw);
  if (!to) return rejected('wrongFormat');
  const last = codesSentTo(to).reduce<number | null>((latest, entry) => Math.max(latest ?? 0, entry.sentAt), null);
  const decision = decideSend(last, now);
  if (decision.kind === 'too-soon') return rejected('codeTooSoon', { seconds: decision.waitSeconds });
  const code = generateCode(randomUnit);
  await deliver({ channel, to, kind: 'code', code, account: '', text: localise(language, 'codeMessage', { code }), sentAt: now });
  return ok(null);
}

/** Checks and, when valid, uses up the code sent to `to`. Null when it passes. */
async function useCode(to: string, typed: string, now: number): Promise<MessageKey | null> {
  const sent = codesSentTo(to);
  const latest = latestCode(sent);
  const check = checkCode(sent, typed, now);
  if ((check.kind === 'wrong' || check.kind === 'used-up') && latest && check.wrongTries !== null) {
    const wrongTries = check.wrongTries;
    await db.outbox.update((q) => q.where({ id: latest.id }), {
      data(entry) {
        entry.wrongTries = wrongTries;
      },
    });
  }
  if (check.kind === 'wrong') return 'codeWrong';
  if (check.kind === 'used-up') return 'codeUsedUp';
  if (check.kind === 'expired') return 'codeExpired';
  if (!latest) return 'codeWrong';
  await db.outbox.update((q) => q.where({ id: latest.id }), {
    data(entry) {
      entry.usedAt = now;
    },
  });
  return null;
}

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

const memberWith = (channel: Channel, to: string): MemberRecord | undefined =>
  db.members
    .all()
    .find((member) =>
      channel === 'email' ? member.email.toLowerCase() === to : normaliseAddress('sms', member.phone) === to,
    );

async function setPassword(memberId: number, passwordHash: string): Promise<void> {
  await db.members.update((q) => q.where({ memberId }), {
    data(member) {
      member.passwordHash = passwordHash;
    },
  });
  // A new password ends the lockout count of the old one.
  const member = db.members.findFirst((q) => q.where({ memberId }));
  if (member) db.loginFailures.deleteMany((q) => q.where({ account: member.account }));
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
  const codeError = await useCode(to, code, now);
  if (codeError) return rejected(codeError);
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
    return writeAtomically(['outbox', 'members', 'cards'], async () => {
      const account = params.account.trim();
      const cardNo = params.cardNo.trim();
      if (db.members.findFirst((q) => q.where({ account }))) return rejected('accountTaken');
      if (!isCardNumber(cardNo)) return rejected('cardNoFormat');
      if (db.cards.findFirst((q) => q.where({ cardNo }))) return rejected('cardTaken');
      if (!isBirthDate(params.birth, now)) return rejected('invalidParameter', { field: 'birth' });
      const country = db.countries.findFirst((q) => q.where({ countryId: params.countryId }));
      if (!country) return rejected('unknownCountry');
      const pick = pickAddress(params);
      if ('error' in pick) return rejected(pick.error);
      // One member per address, so forgetAccount and the password resets always find exactly one.
      if (memberWith(pick.channel, pick.to)) return rejected(pick.channel === 'email' ? 'emailTaken' : 'phoneTaken');
      const codeError = await useCode(pick.to, pick.code, now);
      if (codeError) return rejected(codeError);

      const memberId = nextId(db.members.all().map((member) => member.memberId));
      const cardId = nextId([
        ...db.cards.all().map((card) => card.cardId),
        ...db.members.all().map((member) => member.mainCardId),
      ]);
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
      // The card the member registered with becomes their main card, with no games yet.
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
  http.get(`*${OUTBOX_PATH}`, ({ request }) => {
    const raw = new URL(request.url).searchParams.get('to');
    const to = raw ? (identify(raw)?.address ?? raw.trim().toLowerCase()) : null;
    const messages = db.outbox
      .all()
      .filter((entry) => to === null || entry.to === to)
      .sort((a, b) => a.id - b.id);
    return HttpResponse.json({ messages });
  }),
];
