import * as z from 'zod/mini';

/*
 * Schemas use zod/mini: the same zod 4, with functions instead of methods, so a page ships only
 * the validators it uses (about 70 kB less JavaScript than classic zod on /News).
 */

/** Ids and numbers travel as text in form and query encodings; the same schema reads both. */
export const integer = () => z.pipe(z.coerce.number<string | number>(), z.int());

export const pageNumParams = {
  pageNum: integer().check(z.minimum(1)),
  pageSize: integer().check(z.minimum(1), z.maximum(100)),
};

/** `pageNum` dialect answer: `{ list, total }`. */
export const pagedByNum = <Item extends z.ZodMiniType>(item: Item) =>
  z.object({ list: z.array(item), total: z.number().check(z.int(), z.nonnegative()) });

/** Backend dates come as "YYYY-MM-DD HH:mm:ss" text or as epoch milliseconds. */
export const backendDate = z.union([z.string(), z.number()]);

export const countryIdSchema = integer().check(z.positive());

/**
 * Answer schemas stay free of coercion and transforms: what the backend sends is exactly what
 * the app gets, so a farfetched contract can check it as a type guard.
 */
export const int = () => z.number().check(z.int());
