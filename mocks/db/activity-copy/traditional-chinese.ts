import { pick, type ActivityCopy } from './copy';

export const traditionalChineseActivityCopy: ActivityCopy = {
  districts: ['旺角', '銅鑼灣', '尖沙咀', '觀塘', '荃灣'],
  formatDate: (date) => `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`,
  titles: {
    activity: [
      (f) => `${f.venue}歡樂時光：每晚金幣雙倍`,
      (f) => `${f.venue}新手之夜`,
      () => '計分挑戰：打出700分贏限定特效',
      (f) => `${f.venue}好友同行週`,
      () => '紅心節：命中50次紅心得專屬音效',
      (f) => `${f.venue}集印活動`,
      (f) => `${f.venue}飛鏢薄餅之夜`,
      (f) => `${f.venue}週年慶免費暢玩`,
    ],
    match: [
      (f) => `${f.venue}公開賽第${f.edition}輪`,
      (f) => `${f.venue}雙打盃`,
      (f) => `全港聯賽第${f.edition}站預選賽`,
      () => '月度積分盃',
      (f) => `${f.venue}米老鼠大師賽`,
      (f) => `501團體聯賽第${f.edition}週`,
      () => 'Rating 10以上邀請賽',
      (f) => `${f.venue}青少年飛鏢賽`,
    ],
  },
  body: (kind, f) =>
    kind === 'match'
      ? `比賽於${f.startText === f.endText ? f.startText : `${f.startText}至${f.endText}`}在${f.venue}舉行。` +
        `${pick(['種子按目前Rating排定。', '分組於首日現場抽籤。', '全部比賽使用聯網機台，成績計入個人數據。'], f.variant)}\n\n` +
        `・賽制：${pick(['501雙倍結束，五局三勝', '米老鼠，三局兩勝', '701雙打，三局兩勝'], f.variant)}\n` +
        `・報到：首場比賽前30分鐘\n\n歡迎各位選手踴躍參加！`
      : `${f.startText}至${f.endText}，${f.venue}` +
        `${pick(['每晚都有精彩活動。', '歡迎新舊玩家一同參與。', '為各級玩家準備了豐富內容。'], f.variant)}` +
        `使用玩家卡遊戲，最多可獲得${f.gold}金幣。\n\n` +
        `${pick(['店員會為新手講解玩法。', '集印卡請到吧枱領取。', '活動期間飲品同享優惠。'], f.variant)}`,
  machineType: (machines) => (machines.length === 2 ? 'A1、W1機種均可' : `只限${machines[0]}機種`),
  joinMethod: {
    activity: ['活動期間使用玩家卡遊戲即可參加。', '請先在櫃檯登記。\n然後使用玩家卡遊戲。'],
    match: ['請於截止日期前到舉辦店舖報名。', '可網上或到店報名。\n名額有限，額滿即止。'],
  },
  cost: (kind, f) => (kind === 'match' ? `報名費港幣${50 + (f.variant % 4) * 30}元\n當日於櫃檯繳付` : '免費（按正常遊戲價格計費）'),
  reward: (kind, f) => (kind === 'match' ? `冠軍：獎盃及${f.gold}金幣\n四強：獎牌` : `最多${f.gold}金幣\n參加者均可獲限定道具`),
  contact: (venue) => `${venue}\n請向店員查詢`,
  other: ['請攜帶本人玩家卡。', '主辦單位保留調整賽程的權利。\n調整將於店內公佈。', '未滿18歲的玩家請於晚上9時前離場。'],
};
