import type { Texts } from './messages';

/** What the demo's dev toolbar says when the tab's login could not follow it to other data (carried-login.ts). */
export const demoMessages = {
  loginNotKeptMemberGone: {
    'zh-CN': '你已退出登录：新数据中没有账号“{account}”。',
    'zh-TW': '你已登出：新資料中沒有帳號「{account}」。',
    en: 'You were logged out: the new data has no account "{account}".',
    ja: 'ログアウトしました：新しいデータにアカウント「{account}」はありません。',
  },
  loginNotKeptSessionsExpire: {
    'zh-CN': '你已退出登录：此场景中每个会话都会立即过期。',
    'zh-TW': '你已登出：此情境中每個工作階段都會立即過期。',
    en: 'You were logged out: in this scenario every session expires at once.',
    ja: 'ログアウトしました：このシナリオではすべてのセッションがすぐに期限切れになります。',
  },
} satisfies Record<string, Texts>;
