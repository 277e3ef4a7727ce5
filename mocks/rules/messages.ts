import { syncDataFile } from '../data-file';
import { FALLBACK_LANGUAGE, type Language, type Texts } from './languages';
/**
 * The fake backend's `msg` texts, in the four UI languages. The client sends the UI language as
 * `Accept-Language`; the real backend falls back to Simplified Chinese, and so does this one.
 */
export { FALLBACK_LANGUAGE, LANGUAGES, type Language, type Texts } from './languages';

/**
 * The texts, by area (`core` for what every call may answer, then one per area of the API), are
 * data: mocks/rules/messages.json, read once per realm (mocks/data-file.ts, `syncDataFile`). Kept out of the fake backend's chunk, which a phone
 * compiles on a demo's first visit (decision 026). A key belongs to one area (messages.test.ts).
 */
type Areas = typeof import('./messages.json');

export type MessageKey = { [Area in keyof Areas]: keyof Areas[Area] }[keyof Areas];

const catalogue = syncDataFile(
  { file: './messages.json', asset: new URL('./messages.json', import.meta.url), base: import.meta.url },
  (areas) => Object.assign({}, ...Object.values(areas as Areas)) as Record<MessageKey, Texts>,
);

/** The values of a message's `{name}` placeholders ("at most {max} cards"). */
export type MessageParams = Record<string, string | number>;

/** The text of `key` in `language`, with `{name}` placeholders filled from `params`. */
export function localise(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const template: string = catalogue.get()[key][language];
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/** Maps one language tag to a UI language: zh-HK and zh-Hant read Traditional, other zh Simplified. */
function toLanguage(tag: string): Language | null {
  const lower = tag.trim().toLowerCase();
  if (lower === '*' || lower === '') return null;
  const [primary] = lower.split('-');
  if (primary === 'zh') {
    return /^zh-(tw|hk|mo|hant)/.test(lower) ? 'zh-TW' : 'zh-CN';
  }
  if (primary === 'en') return 'en';
  if (primary === 'ja') return 'ja';
  return null;
}

/**
 * The UI language of an `Accept-Language` header: the supported tag with the highest q-value
 * (ties keep header order), else the fallback.
 */
export function pickLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return FALLBACK_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...attributes] = part.split(';');
      const quality = attributes.map((attribute) => /^\s*q=([\d.]+)\s*$/.exec(attribute)?.[1]).find(Boolean);
      return { language: toLanguage(tag), quality: quality === undefined ? 1 : Number(quality), order };
    })
    .filter((entry) => entry.language !== null && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked[0]?.language ?? FALLBACK_LANGUAGE;
}
