import * as z from 'zod/mini';
import { templateSchema } from '../copy-template';

/** What an introduction is written from; its placeholders name these. */
export interface ShopFacts {
  name: string;
  type: string;
  theme: string;
  /** `type` and `theme` as they read inside a sentence: first letter lowered ("a darts bar"). */
  typeInSentence: string;
  themeInSentence: string;
  a1: number;
  w1: number;
  /** All darts machines of the shop. */
  machines: number;
  /** The shop has A1 machines, W1 machines (`when` flags). */
  hasA1: boolean;
  hasW1: boolean;
  /** Year the shop joined the network. */
  year: number;
}

/** What an address is written from. */
export interface AddressFacts {
  /** The area's street, without the house number. */
  street: string;
  /** House number (2-288). */
  number: number;
  /** A block's sub-number derived from the house number (1-9), as Japanese addresses have one. */
  subNumber: number;
  /** Floor (1-5); `upperFloor` above the ground floor (a `when` flag). */
  floor: number;
  upperFloor: boolean;
}

export const shopAreaSchema = z.strictObject({
  /** Street address without the house number, in the country's order. */
  street: z.string(),
  /** Nearest station or stop, as locals name it. */
  station: z.string(),
});
export type ShopArea = z.output<typeof shopAreaSchema>;

/**
 * How a phone number is drawn, left to right: `{prefix}` one of `prefixes`, each `#` a random digit.
 * `either`: one of two formats, by a coin toss (mobile or landline).
 */
const phoneFormatSchema = z.strictObject({ prefixes: z.array(z.string()).check(z.minLength(1)), pattern: z.string() });
export type PhoneFormat = z.output<typeof phoneFormatSchema>;
const phoneSchema = z.union([phoneFormatSchema, z.strictObject({ either: z.tuple([phoneFormatSchema, phoneFormatSchema]) })]);
export type PhoneCopy = z.output<typeof phoneSchema>;

const texts = z.array(z.string()).check(z.minLength(1));

/**
 * Hand-written shop copy of one country, in its language (shops.json beside this module). The
 * seed combines it with seeded choices; no generated filler text.
 */
export const shopCopySchema = z.strictObject({
  /** One entry per shop of the country; `slug` names its website. */
  shops: z.array(z.strictObject({ name: z.string(), slug: z.string() })).check(z.minLength(1)),
  areas: z.array(shopAreaSchema).check(z.minLength(1)),
  /** Filled with `AddressFacts`. */
  address: templateSchema,
  phone: phoneSchema,
  /** Website of a shop, filled with its `slug`. */
  url: templateSchema,
  types: texts,
  themes: texts,
  openingTimes: texts,
  restDays: texts,
  budgets: texts,
  services: texts,
  /** How a list of services is joined ("、", ", ", ...). */
  serviceSeparator: z.string(),
  /** Filled with `station` and `minutes`. */
  traffic: templateSchema,
  /** Filled with `ShopFacts`. */
  intros: z.array(templateSchema).check(z.minLength(1)),
});
export type ShopCopy = z.output<typeof shopCopySchema>;
