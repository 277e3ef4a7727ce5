import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { backendDate, int, integer, optionalEmail, optionalText, passwordHash, plainName } from './common';

/*
 * Member calls of api-reference section 2 ("Member"): account information, password, portrait
 * upload and award messages. Token required (198 without it); a `memberId` that is not the
 * token's member gets 101 and changes nothing.
 */

const memberId = () => integer().check(z.positive());

export const accountInfoSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  /** 1 male, 0 female. */
  gender: int(),
  /** The main card's number. */
  cardNo: z.nullable(z.string()),
  /** "YYYY-MM-DD". */
  birth: z.nullable(z.string()),
  /** "+86-13800000000", or "" when the member has none. */
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** A shop of the member's country, or null while the member has none. */
  homeShopId: z.nullable(int()),
  countryId: int(),
  /** "1" zh-CN, "2" zh-TW, "3" en, "4" ja. */
  languageId: z.string(),
  /** Image URL, or null / "" for none. */
  portrait: z.nullable(z.string()),
  /** When the main card was bound: the backend's date text or epoch milliseconds. */
  cardBindTime: z.nullable(backendDate),
});
export type AccountInfo = z.output<typeof accountInfoSchema>;

export const getAccountInfo = defineCall({
  name: 'member.getAccountInfo',
  path: '/rpi/websitsMember/getAccountInfo',
  transport: 'form',
  access: 'member',
  request: z.object({ memberId: memberId() }),
  answer: accountInfoSchema,
});

/**
 * Saves the editable account fields. A changed phone needs `phoneCode` and a changed email
 * `emailCode` (sent by sendSMS / sendEmail to the new address); unchanged ones need no code.
 * `countryId` is the member's own (the country is not editable); `homeShopId` a shop of it;
 * `portrait` the current portrait or a URL uploadAbsolutelyPictures answered.
 */
export const updateAccountInfo = defineCall({
  name: 'member.updateAccountInfo',
  path: '/rpi/websitsMember/updateAccountInfo',
  transport: 'json',
  access: 'member',
  request: z.object({
    memberId: memberId(),
    /** "+86-13800000000", or empty for none. */
    phone: optionalText(),
    phoneCode: optionalText(),
    portrait: z._default(z.string().check(z.maxLength(2048)), ''),
    /** Not given: no home shop. */
    homeShopId: z.optional(integer().check(z.positive())),
    countryId: integer().check(z.positive()),
    /** Not given: the language of `countryId`. */
    languageId: z.optional(z.enum(['1', '2', '3', '4'])),
    nickname: plainName(),
    email: optionalEmail(),
    emailCode: optionalText(),
    /** Always 1. A number in JSON, the text "1" from a client that sends the call as a form; not given: 1. */
    acceptMail: z._default(z.pipe(integer(), z.literal(1)), 1),
  }),
  answer: z.null(),
});

/** Changes the password: both as hashes; fails (101) when the old one is wrong. */
export const updatePassword = defineCall({
  name: 'member.updatePassword',
  path: '/rpi/websitsMember/updatePassword',
  transport: 'form',
  access: 'member',
  request: z.object({ oldPassword: passwordHash(), newPassword: passwordHash(), memberId: memberId() }),
  answer: z.null(),
});

/** The image formats uploads accept (checked by content, not by name), and their largest size. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const MAX_UPLOAD_IMAGE_BYTES = 2 * 1024 * 1024;

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/** Stores one image (PNG, JPEG, WebP or GIF by content, at most 2 MB) and answers its URL. */
export const uploadAbsolutelyPictures = defineCall({
  name: 'member.uploadAbsolutelyPictures',
  path: '/rpi/picture/uploadAbsolutelyPictures',
  transport: 'multipart',
  access: 'member',
  request: z.object({
    image: z.custom<Blob>(isBlob, 'image must be a file'),
    /**
     * 1: a member portrait, the only folder there is. Not given: 1 (a Pact multipart interaction
     * records file parts only, so a provider is verified with the image alone).
     */
    path: z._default(z.pipe(integer(), z.literal(1)), 1),
  }),
  answer: z.string().check(z.minLength(1)),
});

/** `awardMessage`: the JSON string of the eight messages (award-message.ts), or null when never set. */
export const getAwardMessage = defineCall({
  name: 'member.getAwardMessage',
  path: '/rpi/websitsMember/getAwardMessage',
  transport: 'form',
  access: 'member',
  request: z.object({ memberId: memberId() }),
  answer: z.object({ awardMessage: z.nullable(z.string()) }),
});

/** Saves the eight messages as one JSON string; unknown keys, a malformed string or a text over 20 characters get 101. */
export const setUpAwardMessage = defineCall({
  name: 'member.setUpAwardMessage',
  path: '/rpi/websitsMember/setUpAwardMessage',
  transport: 'form',
  access: 'member',
  // Eight texts of 20 characters with their keys fit well within 2,000 characters.
  request: z.object({ memberId: memberId(), message: z.string().check(z.maxLength(2000)) }),
  answer: z.null(),
});
