import { hasInvisibleCharacters, isPlainText } from './text-fields';

/**
 * The award messages of api-reference section 4: what a machine shows when its player hits one of
 * these awards. They travel as one JSON string with these keys, spelled as the wire spells them
 * (`thereInABed`, `thereInABlack`). Shared by the portal and the fake backend, like text-fields.ts.
 */
export const AWARD_MESSAGE_KEYS = [
  'lowTon',
  'hatTrick',
  'highTon',
  'ton80',
  'thereInABed',
  'whiteHorse',
  'thereInABlack',
  'nineMark',
] as const;
export type AwardMessageKey = (typeof AWARD_MESSAGE_KEYS)[number];
export type AwardMessages = Record<AwardMessageKey, string>;

/** Each message: plain text of at most 20 characters; empty means the machine's default. */
export const MAX_AWARD_MESSAGE_LENGTH = 20;

export const emptyAwardMessages = (): AwardMessages =>
  Object.fromEntries(AWARD_MESSAGE_KEYS.map((key) => [key, ''])) as AwardMessages;

/** Empty (white space only: the machine's default), or plain text; nothing invisible either way. */
export const isAwardMessageText = (text: string): boolean =>
  text.trim() === '' ? !hasInvisibleCharacters(text) : isPlainText(text, MAX_AWARD_MESSAGE_LENGTH);

const isKey = (key: string): key is AwardMessageKey => (AWARD_MESSAGE_KEYS as readonly string[]).includes(key);

/**
 * The messages of a wire string, or null when it is malformed: not a JSON object, an unknown key,
 * a value that is not text, or a text over the limit or with markup. Keys left out are empty
 * (the machine's default). `null` (never set) reads as all empty.
 */
export function parseAwardMessages(wire: string | null): AwardMessages | null {
  const messages = emptyAwardMessages();
  if (wire === null) return messages;
  let parsed: unknown;
  try {
    parsed = JSON.parse(wire);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  for (const [key, value] of Object.entries(parsed)) {
    if (!isKey(key) || typeof value !== 'string' || !isAwardMessageText(value)) return null;
    messages[key] = value.trim();
  }
  return messages;
}

/** The wire string of the messages: every key, in the documented order. */
export const formatAwardMessages = (messages: AwardMessages): string =>
  JSON.stringify(Object.fromEntries(AWARD_MESSAGE_KEYS.map((key) => [key, messages[key].trim()])));
