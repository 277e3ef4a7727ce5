import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { isAccountName, isCalendarDate, MAX_EMAIL_LENGTH } from '../text-fields';
import { int, integer, optionalEmail, optionalText, passwordHash, plainName as name } from './common';

export const loginResultSchema = z.object({
  username: z.string(),
  memberId: int(),
  mainCardId: int(),
  token: z.string().check(z.minLength(1)),
});
export type LoginResult = z.output<typeof loginResultSchema>;

export const login = defineCall({
  name: 'account.login',
  path: '/rps/login',
  transport: 'form',
  access: 'public',
  request: z.object({
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    /** MD5 hash from `hashPassword`, never the plain password. */
    password: passwordHash(),
  }),
  answer: loginResultSchema,
});

/* Registration and account recovery (api-reference section 2, "Account and session"). */


export const register = defineCall({
  name: 'account.register',
  path: '/rpi/websitsMember/register',
  transport: 'json',
  access: 'public',
  request: z.object({
    /** 4-20 letters, digits or `_`. */
    account: z.string().check(z.refine(isAccountName), z.trim()),
    cardNo: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    password: passwordHash(),
    nickname: name(),
    /** 1 male, 0 female. */
    gender: z.union([z.literal(1), z.literal(0)]),
    acceptSMS: z.literal(1),
    acceptMail: z.literal(1),
    /** A real day; the backend also checks it lies between 1900-01-01 and today. */
    birth: z.string().check(z.refine(isCalendarDate)),
    /** Optional: empty, or like the nickname. */
    name: z._default(z.union([z.literal(''), name()]), ''),
    countryId: integer().check(z.positive()),
    /** "1" zh-CN, "2" zh-TW, "3" en, "4" ja; not given: the language of `countryId`. */
    languageId: z.optional(z.enum(['1', '2', '3', '4'])),
    /** Either email + emailCode or phone ("+86-13800000000") + phoneCode; the other pair empty. */
    email: optionalEmail(),
    emailCode: optionalText(),
    phone: optionalText(),
    phoneCode: optionalText(),
  }),
  answer: z.null(),
});

/** Sends the account name to the member's email or phone: one of the two is empty. */
export const forgetAccount = defineCall({
  name: 'account.forgetAccount',
  path: '/rpi/websitsMember/forgetAccount',
  transport: 'form',
  access: 'public',
  request: z.object({ email: optionalEmail(), phone: optionalText() }),
  answer: z.null(),
});

/** Sets a new password with a code sent to the member's email or phone (the other pair empty). */
export const forgetPassword = defineCall({
  name: 'account.forgetPassword',
  path: '/rpi/websitsMember/forgetPassword',
  transport: 'json',
  access: 'public',
  request: z.object({
    email: optionalEmail(),
    emailCode: optionalText(),
    phone: optionalText(),
    phoneCode: optionalText(),
    newPassword: passwordHash(),
  }),
  answer: z.null(),
});

/**
 * The spec's `resetPassword {identification, password}` of /ForgetPW?identification=, with the
 * code that proves the address: `identification` is the member's email or phone ("+86-…"),
 * `code` the 6-digit code sent to it by sendEmail / sendSMS, `password` the new password's hash.
 * Fails (101) for a wrong, used or expired code, a badly formed address, or an address no
 * member has.
 */
export const resetPassword = defineCall({
  name: 'account.resetPassword',
  path: '/rpi/websitsMember/resetPassword',
  transport: 'json',
  access: 'public',
  request: z.object({
    identification: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_EMAIL_LENGTH)),
    code: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    password: passwordHash(),
  }),
  answer: z.null(),
});

/** Sends a 6-digit code (valid 10 minutes, single use); one send per address each 59 seconds. */
export const sendEmail = defineCall({
  name: 'account.sendEmail',
  path: '/rpi/sendEmail',
  transport: 'form',
  access: 'public',
  request: z.object({ email: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_EMAIL_LENGTH)) }),
  answer: z.null(),
});

/** As sendEmail, by SMS; `phone` is "+86-13800000000". */
export const sendSMS = defineCall({
  name: 'account.sendSMS',
  path: '/rpi/sendSMS',
  transport: 'form',
  access: 'public',
  request: z.object({ phone: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) }),
  answer: z.null(),
});
