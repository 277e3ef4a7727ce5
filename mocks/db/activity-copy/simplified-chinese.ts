import { pick, type ActivityCopy } from './copy';

export const simplifiedChineseActivityCopy: ActivityCopy = {
  districts: ['静安区', '天河区', '朝阳区', '南山区', '武侯区'],
  formatDate: (date) => `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`,
  titles: {
    activity: [
      (f) => `${f.venue}欢乐时光：每晚金币双倍`,
      (f) => `${f.venue}新手之夜`,
      () => '计分挑战：打出700分赢限定特效',
      (f) => `${f.venue}好友同行周`,
      () => '红心节：命中50次红心得专属音效',
      (f) => `${f.venue}集章活动`,
      (f) => `${f.venue}飞镖披萨之夜`,
      (f) => `${f.venue}周年庆免费畅玩`,
    ],
    match: [
      (f) => `${f.venue}公开赛第${f.edition}轮`,
      (f) => `${f.venue}双打杯`,
      (f) => `全国联赛第${f.edition}站预选赛`,
      () => '月度积分杯',
      (f) => `${f.venue}米老鼠大师赛`,
      (f) => `501团体联赛第${f.edition}周`,
      () => 'Rating 10以上邀请赛',
      (f) => `${f.venue}青少年飞镖赛`,
    ],
  },
  body: (kind, f) =>
    kind === 'match'
      ? `比赛于${f.startText === f.endText ? f.startText : `${f.startText}至${f.endText}`}在${f.venue}举行。` +
        `${pick(['种子按当前Rating排定。', '分组在首日现场抽签。', '全部比赛使用联网机台，成绩计入个人数据。'], f.variant)}\n\n` +
        `・赛制：${pick(['501双倍结束，五局三胜', '米老鼠，三局两胜', '701双打，三局两胜'], f.variant)}\n` +
        `・签到：首场比赛前30分钟\n\n欢迎各位选手踊跃参加！`
      : `${f.startText}至${f.endText}，${f.venue}` +
        `${pick(['每晚都有精彩活动。', '欢迎新老玩家一起参加。', '为各个水平的玩家准备了丰富内容。'], f.variant)}` +
        `使用玩家卡游戏，最多可获得${f.gold}金币。\n\n` +
        `${pick(['店员会为新手讲解玩法。', '集章卡请到吧台领取。', '活动期间饮品同享优惠。'], f.variant)}`,
  machineType: (machines) => (machines.length === 2 ? 'A1、W1机型均可' : `仅限${machines[0]}机型`),
  joinMethod: {
    activity: ['活动期间使用玩家卡游戏即可参加。', '请先在前台登记。\n然后使用玩家卡游戏。'],
    match: ['请在截止日期前到举办店铺报名。', '可在线或到店报名。\n名额有限，报满即止。'],
  },
  cost: (kind, f) => (kind === 'match' ? `报名费${30 + (f.variant % 4) * 20}元\n当天在前台缴纳` : '免费（按正常游戏价格计费）'),
  reward: (kind, f) => (kind === 'match' ? `冠军：奖杯和${f.gold}金币\n前四名：奖牌` : `最多${f.gold}金币\n参加者均可获得限定道具`),
  contact: (venue) => `${venue}\n请咨询店员`,
  other: ['请携带本人玩家卡。', '主办方保留调整赛程的权利。\n调整将在店内公布。', '未满18岁的玩家请于21点前离场。'],
};
