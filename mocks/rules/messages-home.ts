import type { Texts } from './messages';

/** `msg` texts of the home page's calls (member card carousel). */
export const homeMessages = {
  notYourAccount: {
    'zh-CN': '不是您的账号',
    'zh-TW': '不是您的帳號',
    en: 'Not your account',
    ja: 'ご本人のアカウントではありません',
  },
} satisfies Record<string, Texts>;
