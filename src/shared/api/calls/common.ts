import { z } from 'zod';

/** Ids and numbers travel as strings in form and query encodings; the same schema reads both. */
export const integer = () => z.coerce.number<string | number>().int();

export const pageNumParams = {
  pageNum: integer().min(1),
  pageSize: integer().min(1).max(100),
};

/** `pageNum` dialect answer: `{ list, total }`. */
export const pagedByNum = <Item extends z.ZodType>(item: Item) =>
  z.object({ list: z.array(item), total: z.number().int().nonnegative() });

/** Backend dates come as "YYYY-MM-DD HH:mm:ss" text or as epoch milliseconds. */
export const backendDate = z.union([z.string(), z.number()]);

export const countryIdSchema = integer().positive();

/**
 * Answer schemas stay free of coercion and transforms: what the backend sends is exactly what
 * the app gets, so a farfetched contract can check it as a type guard.
 */
export const int = () => z.number().int();
