/**
 * Text limits of api-reference section 4, shared by the portal (checked before a call) and the
 * fake backend (checked again on arrival), like the address formats in `contact.ts`.
 */

/** Login names: 4-20 letters, digits or underscores. */
export const isAccountName = (account: string): boolean => /^[A-Za-z0-9_]{4,20}$/.test(account.trim());

/** Nicknames, names and template names: at most 20 characters. */
export const MAX_NAME_LENGTH = 20;

/** RFC 5321's limit on a forward path: longer addresses cannot be delivered anyway. */
export const MAX_EMAIL_LENGTH = 254;

/** Search terms (titles, shop names): far beyond any real title, short enough to stay cheap. */
export const MAX_SEARCH_LENGTH = 200;

// Control characters break the machines' displays; a tag is markup, not a name.
const CONTROL = /\p{Cc}/u;
const TAG = /<\s*\/?\s*[a-z!?]/i;

/*
 * Characters nobody sees: zero-width ones, direction controls that turn "reyalP" into "Player",
 * the byte order mark, tag characters, Hangul fillers (Unicode's Default_Ignorable_Code_Point),
 * and lone surrogates, which are no character at all. They let two names look the same, or a name
 * look empty. Emoji are still written with two of them: a zero-width joiner between pictographs
 * (a family, a rainbow flag) and a variation selector after a character (❤️); those stay.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cs}]/u;
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F)?)\u200D(?=\p{Extended_Pictographic})/gu;
const VARIATION_SELECTOR = /(?<=[^\p{Default_Ignorable_Code_Point}\s])[\uFE00-\uFE0F]/gu;

/** Whether the text holds an invisible or direction-control character (emoji sequences aside). */
export const hasInvisibleCharacters = (text: string): boolean =>
  INVISIBLE.test(text.replace(EMOJI_JOINER, '').replace(VARIATION_SELECTOR, ''));

/**
 * Plain text of 1 to `max` characters once trimmed, counted as the user sees them (an emoji is
 * one), with no control, invisible or direction-control characters and no markup. Checked before
 * trimming: trimming drops a byte order mark, which must refuse the text, not vanish from it.
 */
export const isPlainText = (text: string, max: number = MAX_NAME_LENGTH): boolean => {
  const trimmed = text.trim();
  const length = [...trimmed].length;
  return length >= 1 && length <= max && !CONTROL.test(trimmed) && !TAG.test(trimmed) && !hasInvisibleCharacters(text);
};

const EARLIEST_BIRTH = '1900-01-01';
// Somewhere on Earth it is already tomorrow: allow the date of the latest time zone (UTC+14).
const LATEST_ZONE_MS = 14 * 60 * 60 * 1000;

/** "YYYY-MM-DD" naming a day that exists (no 2030-13-45, no 1998-02-30). */
export const isCalendarDate = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
};

/** A birth date: a real day from 1900-01-01 to today. */
export const isBirthDate = (text: string, now: number = Date.now()): boolean =>
  isCalendarDate(text) && text >= EARLIEST_BIRTH && text <= new Date(now + LATEST_ZONE_MS).toISOString().slice(0, 10);
