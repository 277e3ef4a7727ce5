import { z } from 'zod';
import { countrySchema, newsSummarySchema } from '@/shared/api/wire';
import { LANGUAGES } from '../rules/messages';

/**
 * Record schemas of the fake database. Records extend the answer schemas of shared/api where
 * there is one, so whatever a handler picks from a record already has the wire shape.
 */

const id = () => z.number().int().positive();
const epochMs = () => z.number().int().nonnegative();
/** "YYYY-MM-DD HH:mm:ss", the backend's date text; text order is time order. */
export const backendDateTime = () => z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

export const countryCodeSchema = z.enum(['CN', 'HK', 'EN', 'JP']);
export type CountryCode = z.output<typeof countryCodeSchema>;

export const countryRecordSchema = z.object({
  ...countrySchema.shape,
  countryCode: countryCodeSchema,
  /** The language of the country's content (news, shops). */
  language: z.enum(LANGUAGES),
  /** `languageId` of api-reference section 3: "1" zh-CN, "2" zh-TW, "3" en, "4" ja. */
  languageId: z.enum(['1', '2', '3', '4']),
  /** Fixed UTC offset the country's dates are written in (no daylight saving in the fake). */
  utcOffsetMinutes: z.number().int(),
});
export type CountryRecord = z.output<typeof countryRecordSchema>;

export const memberRecordSchema = z.object({
  memberId: id(),
  /** Login name, unique. */
  account: z.string().min(1),
  /** MD5(password + "kitekey"), uppercase hex: the only form a password is ever kept in. */
  passwordHash: z.string().regex(/^[0-9A-F]{32}$/),
  nickname: z.string().min(1),
  mainCardId: id(),
  countryId: id(),
  languageId: z.enum(['1', '2', '3', '4']),
  /** 1 male, 0 female. */
  gender: z.union([z.literal(0), z.literal(1)]),
  birth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  email: z.string(),
  /** "+86-13800000000"; empty when the member registered with an email. */
  phone: z.string(),
  createdAt: epochMs(),
});
export type MemberRecord = z.output<typeof memberRecordSchema>;

/** A venue with machines (api-reference "Shop", with the detail fields). `createdAt` orders "newest". */
export const shopRecordSchema = z.object({
  shopId: id(),
  countryId: id(),
  countryCode: countryCodeSchema,
  countryName: z.string(),
  shopName: z.string().min(1),
  shopAddress: z.string(),
  /** A local image URL; some shops point at a missing file so the portal's fallback image shows. */
  shopImg: z.string(),
  shopPhone: z.string(),
  shopInfo: z.string(),
  type: z.string(),
  openingTime: z.string(),
  restDay: z.string(),
  trafficInfo: z.string(),
  budget: z.string(),
  theme: z.string(),
  service: z.string(),
  url: z.string(),
  machineList: z.array(z.object({ machineType: z.enum(['A1', 'W1']), machineNum: z.number().int().positive() })),
  createdAt: epochMs(),
});
export type ShopRecord = z.output<typeof shopRecordSchema>;

export const sessionRecordSchema = z.object({
  token: z.string().min(1),
  memberId: id(),
  createdAt: epochMs(),
  /** Time of the last call made with this token; sessions expire after 2 idle hours. */
  lastSeenAt: epochMs(),
});
export type SessionRecord = z.output<typeof sessionRecordSchema>;

export const loginFailureRecordSchema = z.object({
  account: z.string().min(1),
  at: epochMs(),
});
export type LoginFailureRecord = z.output<typeof loginFailureRecordSchema>;

/** 3 activity, 4 competition, 6 information (api-reference section 2). */
export const newsTypeSchema = z.union([z.literal(3), z.literal(4), z.literal(6)]);
export type NewsType = z.output<typeof newsTypeSchema>;

export const newsRecordSchema = z.object({
  ...newsSummarySchema.shape,
  id: id(),
  countryId: id(),
  type: newsTypeSchema,
  date: backendDateTime(),
  visitCount: z.number().int().nonnegative(),
  /** Operator-written HTML; the portal sanitises it before rendering. */
  contents: z.string(),
});
export type NewsRecord = z.output<typeof newsRecordSchema>;
