import * as z from 'zod/mini';
import { isPlainText, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_SEARCH_LENGTH } from '../text-fields';

/*
 * Schemas use zod/mini: the same zod 4, with functions instead of methods, so a page ships only
 * the validators it uses (about 70 kB less JavaScript than classic zod on /News).
 */

/**
 * A whole number as clients send it: a JSON number, or decimal digits as text (form and query
 * encodings carry only text). Nothing else: `0x10`, `1e2`, `1.5`, `" "`, `true` or `[617]` are
 * refused, where a coercing `Number()` would read 16, 100, 1, 0, 1 and 617. An empty text never
 * gets here as 0: the fake backend treats an empty value as "not given" (api-reference section 1).
 * `decimalDigits` is one schema shared by every `integer()`: the OpenAPI generator
 * (contracts/openapi) recognises a whole-number field by it.
 */
export const decimalDigits = z.pipe(z.string().check(z.regex(/^-?\d{1,15}$/)), z.transform(Number));
export const integer = () => z.pipe(z.union([z.number(), decimalDigits]), z.int());

/** A boolean as clients send it: JSON `true`/`false` or the text `true`/`false` (`handleask status`). */
export const booleanText = () =>
  z.union([z.boolean(), z.pipe(z.enum(['true', 'false']), z.transform((text) => text === 'true'))]);

/** Lists are fetched with up to 999 rows a page (item lists, some friend lists). */
export const MAX_PAGE_SIZE = 999;

export const pageNumParams = {
  /** Missing means the first page. */
  pageNum: z._default(integer().check(z.minimum(1)), 1),
  pageSize: integer().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE)),
};

/** The other paging dialect (item shop and gifts): `pageIndex` + `pageSize`, answered `{ list, totalCount }`. */
export const pageIndexParams = {
  /** Missing means the first page. */
  pageIndex: z._default(integer().check(z.minimum(1)), 1),
  pageSize: integer().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE)),
};

export const pagedByIndex = <Item extends z.ZodMiniType>(item: Item) =>
  z.object({ list: z.array(item), totalCount: z.number().check(z.int(), z.nonnegative()) });

/** `pageNum` dialect answer: `{ list, total }`. */
export const pagedByNum = <Item extends z.ZodMiniType>(item: Item) =>
  z.object({ list: z.array(item), total: z.number().check(z.int(), z.nonnegative()) });

/** Backend dates come as "YYYY-MM-DD HH:mm:ss" text or as epoch milliseconds. */
export const backendDate = z.union([z.string(), z.number()]);

/** An optional search term (title, shop name); not given: no filter. */
export const searchText = () => z._default(z.string().check(z.maxLength(MAX_SEARCH_LENGTH)), '');

export const countryIdSchema = integer().check(z.positive());

/**
 * Answer schemas stay free of coercion and transforms: what the backend sends is exactly what
 * the app gets, so a farfetched contract can check it as a type guard.
 */
export const int = () => z.number().check(z.int());

/** MD5(password + "kitekey") uppercase, from `hashPassword`: the only form a password travels in. */
export const passwordHash = () => z.string().check(z.regex(/^[0-9A-F]{32}$/, 'password must be the uppercase MD5 hash'));

/**
 * Addresses and codes travel as typed text: their format is a business rule the backend answers
 * with "Please enter the correct format!" (code 101), not a malformed request.
 */
export const optionalText = () => z._default(z.string().check(z.maxLength(64)), '');
export const optionalEmail = () => z._default(z.string().check(z.maxLength(MAX_EMAIL_LENGTH)), '');
/** Plain text of 1-20 characters (api-reference section 4): nicknames, names, template names. */
export const plainName = () => z.string().check(z.refine((text) => isPlainText(text, MAX_NAME_LENGTH)), z.trim());
