import type { Texts } from './messages';

/** `msg` texts of the gifts calls (api-reference section 2, "Item shop, templates and gifts"). */
export const giftsMessages = {
  giftToSelf: {
    'zh-CN': '不能给自己赠送礼物',
    'zh-TW': '不能送禮物給自己',
    en: 'You cannot send a gift to yourself',
    ja: '自分自身にギフトを贈ることはできません',
  },
  giftAskSelf: {
    'zh-CN': '不能向自己索要礼物',
    'zh-TW': '不能向自己索取禮物',
    en: 'You cannot ask yourself for a gift',
    ja: '自分自身にギフトをおねだりすることはできません',
  },
  giftUnknownMember: {
    'zh-CN': '该会员不存在',
    'zh-TW': '此會員不存在',
    en: 'This member does not exist',
    ja: 'この会員は存在しません',
  },
  giftOtherCountry: {
    'zh-CN': '只能与本国家/地区的会员互赠礼物',
    'zh-TW': '只能與本國家/地區的會員互贈禮物',
    en: 'Gifts can only be exchanged with members of your own country',
    ja: 'ギフトをやり取りできるのは、同じ国・地域の会員だけです',
  },
  giftRecipientNotFriend: {
    'zh-CN': '只能向好友或最近 7 天内一起玩过的玩家赠送礼物',
    'zh-TW': '只能送禮物給好友或最近 7 天內一起玩過的玩家',
    en: 'Gifts can only be sent to friends or players you played with in the last 7 days',
    ja: 'ギフトを贈れるのは、フレンドか最近7日以内に一緒にプレイしたプレイヤーだけです',
  },
  giftAskNotFriend: {
    'zh-CN': '只能向好友或最近 7 天内一起玩过的玩家索要礼物',
    'zh-TW': '只能向好友或最近 7 天內一起玩過的玩家索取禮物',
    en: 'You can only ask friends or players you played with in the last 7 days for a gift',
    ja: 'ギフトをおねだりできるのは、フレンドか最近7日以内に一緒にプレイしたプレイヤーだけです',
  },
  giftUnknownItem: {
    'zh-CN': '该道具不存在',
    'zh-TW': '此道具不存在',
    en: 'This item does not exist',
    ja: 'このアイテムは存在しません',
  },
  giftStyleItem: {
    'zh-CN': '套装道具不能作为礼物',
    'zh-TW': '套裝道具不能作為禮物',
    en: 'Style items cannot be given as gifts',
    ja: 'スタイルアイテムはギフトにできません',
  },
  giftNotEnoughGold: {
    'zh-CN': '金币不足',
    'zh-TW': '金幣不足',
    en: 'Not enough gold',
    ja: 'ゴールドが足りません',
  },
  giftNotInBox: {
    'zh-CN': '你的礼物箱中没有这份礼物',
    'zh-TW': '你的禮物箱中沒有這份禮物',
    en: 'This gift is not in your gift box',
    ja: 'このギフトはあなたのギフトボックスにありません',
  },
  giftOpened: {
    'zh-CN': '这份礼物已经领取过了',
    'zh-TW': '這份禮物已經領取過了',
    en: 'This gift has already been opened',
    ja: 'このギフトはすでに受け取り済みです',
  },
  giftRequestPending: {
    'zh-CN': '你已向该会员索要过这个道具，请等待对方处理',
    'zh-TW': '你已向此會員索取過這個道具，請等待對方處理',
    en: 'You have already asked this member for this item; wait for their answer',
    ja: 'この会員にはすでにこのアイテムをおねだりしています。回答をお待ちください',
  },
  giftRequestUnknown: {
    'zh-CN': '该礼物请求不存在',
    'zh-TW': '此禮物請求不存在',
    en: 'This gift request does not exist',
    ja: 'このおねだりは存在しません',
  },
  giftRequestNotGiver: {
    'zh-CN': '只有被索要的会员才能处理该礼物请求',
    'zh-TW': '只有被索取的會員才能處理此禮物請求',
    en: 'Only the member who was asked can answer this gift request',
    ja: 'このおねだりに回答できるのは、おねだりされた会員だけです',
  },
  giftRequestHandled: {
    'zh-CN': '该礼物请求已处理',
    'zh-TW': '此禮物請求已處理',
    en: 'This gift request has already been answered',
    ja: 'このおねだりにはすでに回答済みです',
  },
} satisfies Record<string, Texts>;
