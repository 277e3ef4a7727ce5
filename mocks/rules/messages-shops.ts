import type { Texts } from './messages';

/** `msg` texts of the shop calls. */
export const shopsMessages = {
  shopNotFound: { 'zh-CN': '店铺不存在', 'zh-TW': '店舖不存在', en: 'Shop not found', ja: '店舗が見つかりません' },
} satisfies Record<string, Texts>;
