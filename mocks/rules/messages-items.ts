import type { Texts } from './messages';

/** `msg` texts of the items calls (api-reference section 2, "Item shop, templates and gifts"). */
export const itemsMessages = {
  itemUnknown: {
    'zh-CN': '该道具不存在',
    'zh-TW': '此道具不存在',
    en: 'This item does not exist',
    ja: 'このアイテムは存在しません',
  },
  itemNotEnoughGold: {
    'zh-CN': '金币不足，无法购买该道具',
    'zh-TW': '金幣不足，無法購買此道具',
    en: 'Not enough gold to buy this item',
    ja: 'ゴールドが足りないため、このアイテムを購入できません',
  },
  itemNotOwned: {
    'zh-CN': '你还没有该道具',
    'zh-TW': '你還沒有此道具',
    en: 'You do not own this item',
    ja: 'このアイテムを持っていません',
  },
  itemExpired: {
    'zh-CN': '该道具已过期，请先续费',
    'zh-TW': '此道具已過期，請先續費',
    en: 'This item has expired: renew it first',
    ja: 'このアイテムは有効期限が切れています。先に更新してください',
  },
  itemWrongSlot: {
    'zh-CN': '该道具不能放入此栏位',
    'zh-TW': '此道具不能放入此欄位',
    en: 'This item does not fit this slot',
    ja: 'このアイテムはこのスロットに設定できません',
  },
  templateLimit: {
    'zh-CN': '最多只能保存 10 个模板',
    'zh-TW': '最多只能儲存 10 個範本',
    en: 'You can keep at most 10 templates',
    ja: 'テンプレートは最大10個まで保存できます',
  },
  templateUnknown: {
    'zh-CN': '该模板不存在',
    'zh-TW': '此範本不存在',
    en: 'This template does not exist',
    ja: 'このテンプレートは存在しません',
  },
  templateNotYours: {
    'zh-CN': '这不是你的模板',
    'zh-TW': '這不是你的範本',
    en: 'This template is not yours',
    ja: 'これはあなたのテンプレートではありません',
  },
} satisfies Record<string, Texts>;
