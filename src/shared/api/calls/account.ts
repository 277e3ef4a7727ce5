import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { int } from './common';

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
