import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { int, integer } from './common';

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
    username: z.string().check(z.trim(), z.minLength(1)),
    /** MD5 hash from `hashPassword`, never the plain password. */
    password: z.string().check(z.regex(/^[0-9A-F]{32}$/, 'password must be the uppercase MD5 hash')),
  }),
  answer: loginResultSchema,
});

export const countrySchema = z.object({
  countryId: int(),
  countryName: z.string(),
  countryCode: z.string(),
});
export type Country = z.output<typeof countrySchema>;

export const countryList = defineCall({
  name: 'account.countryList',
  path: '/rps/countrylist',
  transport: 'get',
  access: 'public',
  request: z.object({}),
  answer: z.array(countrySchema),
});

/* Registration and account recovery (api-reference section 2, "Account and session"). */

/** MD5(password + "kitekey") uppercase, from `hashPassword`: the only form a password travels in. */
const passwordHash = () => z.string().check(z.regex(/^[0-9A-F]{32}$/, 'password must be the uppercase MD5 hash'));
/**
 * Addresses and codes travel as typed text: their format is a business rule the backend answers
 * with "Please enter the correct format!" (code 101), not a malformed request.
 */
const optionalText = () => z._default(z.string(), '');

export const register = defineCall({
  name: 'account.register',
  path: '/rpi/websitsMember/register',
  transport: 'json',
  access: 'public',
  request: z.object({
    account: z.string().check(z.trim(), z.minLength(1)),
    cardNo: z.string().check(z.trim(), z.minLength(1)),
    password: passwordHash(),
    nickname: z.string().check(z.trim(), z.minLength(1)),
    /** 1 male, 0 female. */
    gender: z.union([z.literal(1), z.literal(0)]),
    acceptSMS: z.literal(1),
    acceptMail: z.literal(1),
    birth: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
    name: optionalText(),
    countryId: integer().check(z.positive()),
    /** "1" zh-CN, "2" zh-TW, "3" en, "4" ja. */
    languageId: z.enum(['1', '2', '3', '4']),
    /** Either email + emailCode or phone ("+86-13800000000") + phoneCode; the other pair empty. */
    email: optionalText(),
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
  request: z.object({ email: optionalText(), phone: optionalText() }),
  answer: z.null(),
});

/** Sets a new password with a code sent to the member's email or phone (the other pair empty). */
export const forgetPassword = defineCall({
  name: 'account.forgetPassword',
  path: '/rpi/websitsMember/forgetPassword',
  transport: 'json',
  access: 'public',
  request: z.object({
    email: optionalText(),
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
    identification: z.string().check(z.trim(), z.minLength(1)),
    code: z.string().check(z.trim(), z.minLength(1)),
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
  request: z.object({ email: z.string().check(z.trim(), z.minLength(1)) }),
  answer: z.null(),
});

/** As sendEmail, by SMS; `phone` is "+86-13800000000". */
export const sendSMS = defineCall({
  name: 'account.sendSMS',
  path: '/rpi/sendSMS',
  transport: 'form',
  access: 'public',
  request: z.object({ phone: z.string().check(z.trim(), z.minLength(1)) }),
  answer: z.null(),
});
