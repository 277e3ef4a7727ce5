import type { Texts } from './messages';

/** `msg` texts of the darts column and player calls. */
export const columnsMessages = {
  columnNotFound: { 'zh-CN': '专栏不存在', 'zh-TW': '專欄不存在', en: 'Column not found', ja: 'コラムが見つかりません' },
  playerNotFound: { 'zh-CN': '选手不存在', 'zh-TW': '選手不存在', en: 'Player not found', ja: '選手が見つかりません' },
} satisfies Record<string, Texts>;
