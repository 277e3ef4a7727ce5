import { accountMessages } from './messages-account';
import { activityMessages } from './messages-activities';
import { shopsMessages } from './messages-shops';
import { columnsMessages } from './messages-columns';
import { homeMessages } from './messages-home';
import { friendsMessages } from './messages-friends';
import { memberAccountMessages } from './messages-member-account';
import { cardsMessages } from './messages-cards';
import { itemsMessages } from './messages-items';
import { giftsMessages } from './messages-gifts';
import { demoMessages } from './messages-demo';
/**
 * The fake backend's `msg` texts, in the four UI languages. The client sends the UI language as
 * `Accept-Language`; the real backend falls back to Simplified Chinese, and so does this one.
 */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'zh-CN';

export type Texts = Record<Language, string>;

const coreMessages = {
  success: { 'zh-CN': '操作成功', 'zh-TW': '操作成功', en: 'Success', ja: '成功しました' },
  loginIncorrect: {
    'zh-CN': '账号或密码错误',
    'zh-TW': '帳號或密碼錯誤',
    en: 'Account or password is incorrect',
    ja: 'アカウントまたはパスワードが正しくありません',
  },
  accountLocked: {
    'zh-CN': '连续5次登录失败，账号已锁定15分钟',
    'zh-TW': '連續5次登入失敗，帳號已鎖定15分鐘',
    en: 'Account locked for 15 minutes after 5 failed attempts',
    ja: 'ログインに5回失敗したため、アカウントを15分間ロックしました',
  },
  notLoggedIn: {
    'zh-CN': '请登录后查看！',
    'zh-TW': '請登入後查看！',
    en: 'Please login and check!',
    ja: 'ログインしてからご確認ください！',
  },
  newsNotFound: { 'zh-CN': '新闻不存在', 'zh-TW': '新聞不存在', en: 'News not found', ja: 'ニュースが見つかりません' },
  invalidParameter: {
    'zh-CN': '参数无效：{field}',
    'zh-TW': '參數無效：{field}',
    en: 'Invalid parameter: {field}',
    ja: 'パラメータが不正です：{field}',
  },
  requestTooLarge: {
    'zh-CN': '请求过大：请求体最多 {limit}，请求头最多 {headerLimit}',
    'zh-TW': '請求過大：請求主體最多 {limit}，請求標頭最多 {headerLimit}',
    en: 'Request too large: at most {limit} of body and {headerLimit} of headers',
    ja: 'リクエストが大きすぎます：本文は {limit}、ヘッダーは {headerLimit} までです',
  },
  serverError: {
    'zh-CN': '服务器错误，请稍后再试',
    'zh-TW': '伺服器錯誤，請稍後再試',
    en: 'Server error, please try again later',
    ja: 'サーバーエラーが発生しました。しばらくしてからお試しください',
  },
} satisfies Record<string, Texts>;

/** Every area keeps its texts in `messages-<area>.ts` beside its rules and adds one spread here. */
const catalogue = {
  ...coreMessages,
  ...activityMessages,
  ...columnsMessages,
  ...accountMessages,
  ...homeMessages,
  ...shopsMessages,
  ...friendsMessages,
  ...memberAccountMessages,
  ...cardsMessages,
  ...itemsMessages,
  ...giftsMessages,
  ...demoMessages,
} satisfies Record<string, Texts>;

export type MessageKey = keyof typeof catalogue;

/** The values of a message's `{name}` placeholders ("at most {max} cards"). */
export type MessageParams = Record<string, string | number>;

/** The text of `key` in `language`, with `{name}` placeholders filled from `params`. */
export function localise(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const template: string = catalogue[key][language];
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
