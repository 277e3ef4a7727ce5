import type { Texts } from './messages';

/**
 * `msg` texts of the card calls (card settings: bind, unbind, main card, copy; and reading a
 * card). "This card number is already registered" (a card bound to another member) and "The card
 * number must have 16 digits" are shared with registration (messages-account.ts).
 */
export const cardsMessages = {
  notYourCard: {
    'zh-CN': '不是您的卡',
    'zh-TW': '不是您的卡片',
    en: 'Not your card',
    ja: 'ご本人のカードではありません',
  },
  cardLimitReached: {
    'zh-CN': '每个账号最多绑定 {max} 张卡',
    'zh-TW': '每個帳號最多綁定 {max} 張卡',
    en: 'You can bind at most {max} cards',
    ja: 'カードは1アカウントにつき{max}枚まで登録できます',
  },
  cardUnknown: {
    'zh-CN': '该卡号不存在，请确认卡背面的号码',
    'zh-TW': '此卡號不存在，請確認卡片背面的號碼',
    en: 'This card number does not exist. Please check the number on the back of the card',
    ja: 'このカード番号は存在しません。カード裏面の番号をご確認ください',
  },
  cardAlreadyYours: {
    'zh-CN': '该卡已绑定到您的账号',
    'zh-TW': '此卡已綁定到您的帳號',
    en: 'This card is already bound to your account',
    ja: 'このカードはすでにあなたのアカウントに登録されています',
  },
  cardRetired: {
    'zh-CN': '该卡已被替换停用，无法再使用',
    'zh-TW': '此卡已被替換停用，無法再使用',
    en: 'This card was replaced by another and can no longer be used',
    ja: 'このカードは引き継ぎ済みのため、使用できません',
  },
  cardMainNotUnbindable: {
    'zh-CN': '主卡不能解除绑定',
    'zh-TW': '主卡不能解除綁定',
    en: 'The main card cannot be unbound',
    ja: 'メインカードは登録解除できません',
  },
  cardCopyPasswordWrong: {
    'zh-CN': '密码错误',
    'zh-TW': '密碼錯誤',
    en: 'The password is incorrect',
    ja: 'パスワードが正しくありません',
  },
} satisfies Record<string, Texts>;
