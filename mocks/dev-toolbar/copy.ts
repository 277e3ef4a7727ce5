import type { Language } from '../rules/messages';
import type { ScenarioName } from '../scenarios';

/** The toolbar's words: reviewers of the demo click through it in all four languages. */
export interface ToolbarCopy {
  toggle: string;
  title: string;
  intro: (login: { account: string; password: string }) => string;
  scenario: string;
  scenarios: Record<ScenarioName, string>;
  switchScenario: string;
  reset: string;
  /** What the demo keeps, so a reviewer knows what "Reset data" undoes. */
  resetHint: string;
  messages: string;
  messageCount: (count: number) => string;
  noMessages: string;
  emailTo: (to: string) => string;
  smsTo: (to: string) => string;
  code: string;
  account: string;
  used: string;
  close: string;
  /** Card numbers free to bind (or to copy a card onto), so a reviewer can try the card settings. */
  freeCards: string;
  freeCardsHint: string;
  noFreeCards: string;
  /** `cardType` 1 is a network card, anything else a league card. */
  cardKind: (cardType: number) => string;
  /** The demo member's friends' accounts, so a reviewer can receive a gift or answer a request. */
  friendAccounts: string;
  friendAccountsHint: (password: string) => string;
  noFriendAccounts: string;
  /** Shown on the toggle while the tab's calls get latency or faults (`?faults=`, the form below). */
  faultsActive: string;
}

export const TOOLBAR_COPY: Record<Language, ToolbarCopy> = {
  en: {
    toggle: 'Demo data',
    title: 'Fake backend',
    intro: ({ account, password }) =>
      `This demo runs on generated data inside your browser; nothing reaches a real server. Demo login: ${account} / ${password}.`,
    scenario: 'Scenario',
    scenarios: { default: 'Full content', empty: 'No content', 'expired-session': 'Expired session', 'broken-media': 'Broken pictures' },
    switchScenario: 'Switch',
    reset: 'Reset data',
    resetHint: 'What you change is kept in this browser for each scenario, across reloads and tabs. Reset data goes back to the generated data.',
    messages: 'Messages sent',
    messageCount: (count) => (count === 1 ? '1 message sent' : `${count} messages sent`),
    noMessages: 'Nothing sent yet. Verification codes and recovered account names appear here.',
    emailTo: (to) => `Email to ${to}`,
    smsTo: (to) => `SMS to ${to}`,
    code: 'Code',
    account: 'Account',
    used: 'used',
    close: 'Close',
    freeCards: 'Card numbers free to bind',
    freeCardsHint: 'Bind one under My page › Card settings (3 cards at most), or copy a card onto it. A bound number leaves this list.',
    noFreeCards: 'No free card number left. Reset the data to get them back.',
    cardKind: (cardType) => (cardType === 1 ? 'network card' : 'league card'),
    friendAccounts: 'Friends to log in as',
    friendAccountsHint: (password) => `Friends of the demo member in the same country (password ${password}): give one an item, then log out and in as them to open it in their gift box, or answer a request.`,
    noFriendAccounts: 'The demo member has no friend in this country.',
    faultsActive: 'faults on',
  },
  'zh-CN': {
    toggle: '演示数据',
    title: '模拟后端',
    intro: ({ account, password }) =>
      `本演示使用浏览器内生成的数据，不会连接真实服务器。演示账号：${account} / ${password}。`,
    scenario: '场景',
    scenarios: { default: '完整内容', empty: '无内容', 'expired-session': '会话已过期', 'broken-media': '图片缺失' },
    switchScenario: '切换',
    reset: '重置数据',
    resetHint: '你所做的更改会按场景保存在此浏览器中，刷新页面或打开新标签页后依然保留。重置数据会恢复为生成的数据。',
    messages: '已发送的消息',
    messageCount: (count) => `已发送 ${count} 条消息`,
    noMessages: '尚未发送任何消息。验证码和找回的账号会显示在这里。',
    emailTo: (to) => `邮件发送至 ${to}`,
    smsTo: (to) => `短信发送至 ${to}`,
    code: '验证码',
    account: '账号',
    used: '已使用',
    close: '关闭',
    freeCards: '可绑定的卡号',
    freeCardsHint: '在“我的主页 › 卡片设置”中绑定（最多 3 张），或把卡片复制到该卡号。已绑定的卡号会从列表中消失。',
    noFreeCards: '已没有可绑定的卡号。重置数据即可恢复。',
    cardKind: (cardType) => (cardType === 1 ? '网络卡' : '联赛卡'),
    friendAccounts: '可登录的好友账号',
    friendAccountsHint: (password) => `演示会员在同一国家或地区的好友（密码 ${password}）：送出道具后，退出并以好友身份登录，即可在礼物箱中开启礼物或处理索要请求。`,
    noFriendAccounts: '演示会员在此国家或地区没有好友。',
    faultsActive: '故障注入中',
  },
  'zh-TW': {
    toggle: '示範資料',
    title: '模擬後端',
    intro: ({ account, password }) =>
      `本示範使用瀏覽器內產生的資料，不會連線到真實伺服器。示範帳號：${account} / ${password}。`,
    scenario: '情境',
    scenarios: { default: '完整內容', empty: '無內容', 'expired-session': '工作階段已過期', 'broken-media': '圖片缺失' },
    switchScenario: '切換',
    reset: '重設資料',
    resetHint: '你所做的變更會依情境保存在此瀏覽器中，重新整理頁面或開啟新分頁後仍會保留。重設資料會恢復為產生的資料。',
    messages: '已傳送的訊息',
    messageCount: (count) => `已傳送 ${count} 則訊息`,
    noMessages: '尚未傳送任何訊息。驗證碼和找回的帳號會顯示在這裡。',
    emailTo: (to) => `電郵寄至 ${to}`,
    smsTo: (to) => `短訊傳送至 ${to}`,
    code: '驗證碼',
    account: '帳號',
    used: '已使用',
    close: '關閉',
    freeCards: '可綁定的卡號',
    freeCardsHint: '在「我的主頁 › 卡片設定」中綁定（最多 3 張），或將卡片複製到此卡號。已綁定的卡號會從清單中消失。',
    noFreeCards: '已沒有可綁定的卡號。重設資料即可恢復。',
    cardKind: (cardType) => (cardType === 1 ? '網路卡' : '聯賽卡'),
    friendAccounts: '可登入的好友帳號',
    friendAccountsHint: (password) => `示範會員在同一國家或地區的好友（密碼 ${password}）：送出道具後，登出並以好友身分登入，即可在禮物箱中開啟禮物或處理索取請求。`,
    noFriendAccounts: '示範會員在此國家或地區沒有好友。',
    faultsActive: '故障注入中',
  },
  ja: {
    toggle: 'デモデータ',
    title: '疑似バックエンド',
    intro: ({ account, password }) =>
      `このデモはブラウザー内で生成したデータで動作し、実際のサーバーには接続しません。デモ用ログイン：${account} / ${password}`,
    scenario: 'シナリオ',
    scenarios: { default: 'すべてのコンテンツ', empty: 'コンテンツなし', 'expired-session': 'セッション切れ', 'broken-media': '画像の欠落' },
    switchScenario: '切り替え',
    reset: 'データをリセット',
    resetHint: '変更した内容はシナリオごとにこのブラウザーに保存され、再読み込みしても新しいタブでも残ります。「データをリセット」で生成時のデータに戻ります。',
    messages: '送信したメッセージ',
    messageCount: (count) => `${count} 件のメッセージを送信済み`,
    noMessages: 'まだ何も送信していません。認証コードと照会したアカウント名がここに表示されます。',
    emailTo: (to) => `${to} 宛てのメール`,
    smsTo: (to) => `${to} 宛てのSMS`,
    code: 'コード',
    account: 'アカウント',
    used: '使用済み',
    close: '閉じる',
    freeCards: '登録できるカード番号',
    freeCardsHint: 'マイページ › カード設定で登録（3枚まで）するか、カードをこの番号に引き継げます。登録した番号は一覧から消えます。',
    noFreeCards: '登録できるカード番号はもうありません。データをリセットすると元に戻ります。',
    cardKind: (cardType) => (cardType === 1 ? 'ネットワークカード' : 'リーグカード'),
    friendAccounts: 'ログインできるフレンド',
    friendAccountsHint: (password) => `デモ会員と同じ国・地域のフレンドです（パスワード ${password}）。アイテムを贈ったらログアウトし、フレンドとしてログインすると、ギフトボックスで開封したりリクエストに応えたりできます。`,
    noFriendAccounts: 'この国・地域にデモ会員のフレンドはいません。',
    faultsActive: '障害注入中',
  },
};
