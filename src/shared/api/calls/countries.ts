import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { int } from './common';

/*
 * The country list, apart from the account calls: the header's country picker needs it on every
 * page, and the login and registration calls only on their own pages.
 */

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
