import type { Language } from '../rules/messages';

/** The effects the fault form offers. */
export type FaultKind = 'delay' | '3g' | 'slow-3g' | 'envelope' | 'http-500' | 'http-503' | 'network' | 'timeout';

/**
 * The words of the toolbar's fault rules and call list, in a chunk of their own with them
 * (tools.ts): loaded when the panel first opens.
 */
export interface ToolsCopy {
  faultsTitle: string;
  faultsHint: string;
  activeFaults: string;
  noFaults: string;
  remove: string;
  removeFault: (rule: string) => string;
  clearFaults: string;
  faultCall: string;
  faultCallHint: string;
  allCalls: string;
  faultKind: string;
  faultKinds: Record<FaultKind, string>;
  faultDelay: string;
  faultCode: string;
  faultMessage: string;
  addFault: string;
  faultsApplied: string;
  /** The worker's reason, which comes in English (the same text `mock:serve` answers). */
  faultsRefused: (reason: string) => string;
  unknownCall: (name: string) => string;
  badDelay: (max: number) => string;
  badCode: string;
  /** The request inspector: the tab's calls. */
  callsTitle: string;
  callsHint: string;
  noCalls: string;
  clearCalls: string;
  noAnswer: string;
  envelopeCode: (code: number) => string;
  /** Who answered a call the fake backend did not (the dev server's pass-through, README "Pass-through and record"). */
  answeredBy: Record<'upstream' | 'replay', string>;
  faultMark: (rule: string) => string;
  /** The rule that refused a call: its message key (mocks/rules/messages.json) and code. */
  refusedBy: (rule: string, code: number) => string;
  warningCount: (count: number) => string;
  warningsLabel: string;
  requestParams: string;
  answer: string;
  cut: (length: number) => string;
}

export const TOOLS_COPY: Record<Language, ToolsCopy> = {
  en: {
    faultsTitle: 'Injected latency and faults',
    faultsHint: 'Slow down or fail one call or every call of this tab, to see the loading and error states. The rules last for this tab, across reloads; ?faults= in the address sets them too (for example *:3g or news.officialNewsList:http-503).',
    activeFaults: 'Active rules',
    noFaults: 'No rule: every call is answered as it is.',
    remove: 'Remove',
    removeFault: (rule) => `Remove ${rule}`,
    clearFaults: 'Clear all rules',
    faultCall: 'Call',
    faultCallHint: 'A call’s name, as the list suggests; empty or * for every call.',
    allCalls: 'every call',
    faultKind: 'Effect',
    faultKinds: {
      delay: 'Delay (fixed)',
      '3g': 'Delay: 3G (563 ms)',
      'slow-3g': 'Delay: Slow 3G (2000 ms)',
      envelope: 'Error envelope (code and message)',
      'http-500': 'HTTP 500',
      'http-503': 'HTTP 503',
      network: 'Network error',
      timeout: 'Time-out (no answer)',
    },
    faultDelay: 'Delay in ms',
    faultCode: 'Envelope code',
    faultMessage: 'Message',
    addFault: 'Add rule',
    faultsApplied: 'Rules applied to this tab.',
    faultsRefused: (reason) => `Not applied: ${reason}`,
    unknownCall: (name) => `“${name}” is not the name of a call.`,
    badDelay: (max) => `The delay is a whole number of milliseconds from 0 to ${max}.`,
    badCode: 'The code is a whole number from 0 to 9999.',
    callsTitle: 'Calls',
    callsHint: 'This tab’s calls to the fake backend, newest first (the last 200; also at GET __mock/log). Passwords, codes and tokens are redacted.',
    noCalls: 'No call yet.',
    clearCalls: 'Clear calls',
    noAnswer: 'no answer',
    envelopeCode: (code) => `code ${code}`,
    answeredBy: { upstream: 'from the real API', replay: 'from a recording' },
    faultMark: (rule) => `fault ${rule}`,
    refusedBy: (rule, code) => `refused by ${rule} (${code})`,
    warningCount: (count) => (count === 1 ? '1 contract warning' : `${count} contract warnings`),
    warningsLabel: 'Contract warnings',
    requestParams: 'Request parameters',
    answer: 'Answer',
    cut: (length) => `… (cut: ${length} characters in all)`,
  },
  'zh-CN': {
    faultsTitle: '注入的延迟与故障',
    faultsHint: '让本标签页的某个或全部接口变慢或失败，以查看加载和错误状态。规则在本标签页中有效，刷新后仍保留；也可在地址中用 ?faults= 设置（例如 *:3g 或 news.officialNewsList:http-503）。',
    activeFaults: '生效中的规则',
    noFaults: '没有规则：所有接口照常应答。',
    remove: '移除',
    removeFault: (rule) => `移除 ${rule}`,
    clearFaults: '清除全部规则',
    faultCall: '接口',
    faultCallHint: '接口名称（可从列表中选择）；留空或填 * 表示全部接口。',
    allCalls: '全部接口',
    faultKind: '效果',
    faultKinds: {
      delay: '延迟（固定）',
      '3g': '延迟：3G（563 毫秒）',
      'slow-3g': '延迟：慢速 3G（2000 毫秒）',
      envelope: '错误响应（代码和消息）',
      'http-500': 'HTTP 500',
      'http-503': 'HTTP 503',
      network: '网络错误',
      timeout: '超时（不应答）',
    },
    faultDelay: '延迟（毫秒）',
    faultCode: '响应代码',
    faultMessage: '消息',
    addFault: '添加规则',
    faultsApplied: '规则已应用于本标签页。',
    faultsRefused: (reason) => `未应用：${reason}`,
    unknownCall: (name) => `“${name}”不是接口名称。`,
    badDelay: (max) => `延迟须为 0 到 ${max} 之间的整数毫秒。`,
    badCode: '代码须为 0 到 9999 之间的整数。',
    callsTitle: '接口调用',
    callsHint: '本标签页对模拟后端的调用，最新的在前（最近 200 条；也可通过 GET __mock/log 查看）。密码、验证码和令牌已隐去。',
    noCalls: '尚无调用。',
    clearCalls: '清除调用记录',
    noAnswer: '无应答',
    envelopeCode: (code) => `代码 ${code}`,
    answeredBy: { upstream: '来自真实接口', replay: '来自录制' },
    faultMark: (rule) => `故障 ${rule}`,
    refusedBy: (rule, code) => `被规则 ${rule} 拒绝（${code}）`,
    warningCount: (count) => `${count} 条契约警告`,
    warningsLabel: '契约警告',
    requestParams: '请求参数',
    answer: '应答',
    cut: (length) => `…（已截断：共 ${length} 个字符）`,
  },
  'zh-TW': {
    faultsTitle: '注入的延遲與故障',
    faultsHint: '讓本分頁的某個或全部介面變慢或失敗，以查看載入與錯誤狀態。規則在本分頁中有效，重新整理後仍保留；也可在網址中用 ?faults= 設定（例如 *:3g 或 news.officialNewsList:http-503）。',
    activeFaults: '生效中的規則',
    noFaults: '沒有規則：所有介面照常回應。',
    remove: '移除',
    removeFault: (rule) => `移除 ${rule}`,
    clearFaults: '清除全部規則',
    faultCall: '介面',
    faultCallHint: '介面名稱（可從清單中選擇）；留空或填 * 表示全部介面。',
    allCalls: '全部介面',
    faultKind: '效果',
    faultKinds: {
      delay: '延遲（固定）',
      '3g': '延遲：3G（563 毫秒）',
      'slow-3g': '延遲：慢速 3G（2000 毫秒）',
      envelope: '錯誤回應（代碼與訊息）',
      'http-500': 'HTTP 500',
      'http-503': 'HTTP 503',
      network: '網路錯誤',
      timeout: '逾時（不回應）',
    },
    faultDelay: '延遲（毫秒）',
    faultCode: '回應代碼',
    faultMessage: '訊息',
    addFault: '新增規則',
    faultsApplied: '規則已套用於本分頁。',
    faultsRefused: (reason) => `未套用：${reason}`,
    unknownCall: (name) => `「${name}」不是介面名稱。`,
    badDelay: (max) => `延遲須為 0 到 ${max} 之間的整數毫秒。`,
    badCode: '代碼須為 0 到 9999 之間的整數。',
    callsTitle: '介面呼叫',
    callsHint: '本分頁對模擬後端的呼叫，最新的在前（最近 200 筆；也可透過 GET __mock/log 查看）。密碼、驗證碼和權杖已隱去。',
    noCalls: '尚無呼叫。',
    clearCalls: '清除呼叫紀錄',
    noAnswer: '無回應',
    envelopeCode: (code) => `代碼 ${code}`,
    answeredBy: { upstream: '來自真實介面', replay: '來自錄製' },
    faultMark: (rule) => `故障 ${rule}`,
    refusedBy: (rule, code) => `被規則 ${rule} 拒絕（${code}）`,
    warningCount: (count) => `${count} 則契約警告`,
    warningsLabel: '契約警告',
    requestParams: '請求參數',
    answer: '回應',
    cut: (length) => `…（已截斷：共 ${length} 個字元）`,
  },
  ja: {
    faultsTitle: '注入中の遅延と障害',
    faultsHint: 'このタブの特定の API またはすべての API を遅くしたり失敗させたりして、読み込み中やエラーの表示を確認できます。ルールはこのタブで有効で、再読み込みしても残ります。アドレスの ?faults= でも設定できます（例: *:3g、news.officialNewsList:http-503）。',
    activeFaults: '有効なルール',
    noFaults: 'ルールはありません。すべての API がそのまま応答します。',
    remove: '削除',
    removeFault: (rule) => `${rule} を削除`,
    clearFaults: 'すべてのルールを解除',
    faultCall: 'API',
    faultCallHint: 'API 名（候補から選べます）。空欄または * ですべての API。',
    allCalls: 'すべての API',
    faultKind: '効果',
    faultKinds: {
      delay: '遅延（固定）',
      '3g': '遅延：3G（563 ミリ秒）',
      'slow-3g': '遅延：低速 3G（2000 ミリ秒）',
      envelope: 'エラー応答（コードとメッセージ）',
      'http-500': 'HTTP 500',
      'http-503': 'HTTP 503',
      network: 'ネットワークエラー',
      timeout: 'タイムアウト（応答なし）',
    },
    faultDelay: '遅延（ミリ秒）',
    faultCode: '応答コード',
    faultMessage: 'メッセージ',
    addFault: 'ルールを追加',
    faultsApplied: 'このタブにルールを適用しました。',
    faultsRefused: (reason) => `適用できませんでした: ${reason}`,
    unknownCall: (name) => `「${name}」は API 名ではありません。`,
    badDelay: (max) => `遅延は 0 から ${max} までの整数（ミリ秒）で指定してください。`,
    badCode: 'コードは 0 から 9999 までの整数で指定してください。',
    callsTitle: 'API 呼び出し',
    callsHint: 'このタブから疑似バックエンドへの呼び出しです。新しい順（直近 200 件。GET __mock/log でも参照できます）。パスワード、コード、トークンは伏せてあります。',
    noCalls: 'まだ呼び出しはありません。',
    clearCalls: '呼び出し履歴を消去',
    noAnswer: '応答なし',
    envelopeCode: (code) => `コード ${code}`,
    answeredBy: { upstream: '実際の API から', replay: '記録から' },
    faultMark: (rule) => `障害 ${rule}`,
    refusedBy: (rule, code) => `ルール ${rule} により拒否（${code}）`,
    warningCount: (count) => `契約の警告 ${count} 件`,
    warningsLabel: '契約の警告',
    requestParams: 'リクエストのパラメーター',
    answer: '応答',
    cut: (length) => `…（省略: 全 ${length} 文字）`,
  },
};
