import type { Texts } from './messages';

/** The activity calls' `msg` texts. */
export const activityMessages = {
  activityNotFound: {
    'zh-CN': '活动不存在',
    'zh-TW': '活動不存在',
    en: 'Activity not found',
    ja: 'イベントが見つかりません',
  },
} satisfies Record<string, Texts>;
