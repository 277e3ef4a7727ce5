import { figure, past, pick, type NewsCopy } from './copy';

/** News of China (country 208), in Simplified Chinese. */
export const simplifiedChineseCopy: NewsCopy = {
  cities: ['上海', '北京', '广州', '深圳', '成都', '杭州', '南京', '武汉', '重庆', '西安'],
  venues: [
    '靶心飞镖吧', '红心飞镖俱乐部', '三倍区酒吧', '飞标空间', '镖客运动酒吧',
    '双倍环飞镖馆', '牛眼竞技馆', '九镖俱乐部', '飞羽飞镖吧', '满分飞镖会所',
  ],
  formatDate: (date) => `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`,
  monthName: (month) => `${month}月`,

  titles: {
    3: [
      (f) => `${f.venue}欢乐时光：每周五晚每局金币翻倍`,
      (f) => `${f.city}新手之夜：免费教学，欢迎新玩家`,
      () => '计分赛挑战周：得分700以上即可获得限定特效道具',
      (f) => `${f.month}办卡活动：注册新卡即送${f.gold}金币`,
      (f) => `团队米老鼠联赛之夜重返${f.venue}`,
      () => '牛眼节：本月命中50次牛眼，获得专属牛眼音效',
      (f) => `${f.venue}女士之夜：整晚游戏半价`,
      (f) => `${f.city}集章活动：打卡五家店铺，领取纪念镖翼`,
      (f) => `${f.venue}周年庆：18:00至20:00免费畅玩`,
      (f) => `周末501挑战：15镖以内结镖，额外奖励${f.gold}金币`,
      (f) => `${f.venue}飞镖披萨之夜`,
      (f) => `${f.month}邀请好友：双方各得${f.gold}金币`,
    ],
    4: [
      (f) => `${f.year}${f.city}公开赛报名开启`,
      past((f) => `赛果：${f.player}夺得${f.city}大师赛冠军`),
      (f) => `全国联赛第${f.edition}站：${f.city}预选赛名单公布`,
      (f) => `${f.venue}双打杯：对阵表与赛程公布`,
      past((f) => `${f.month}月度排名杯：最终排名出炉`),
      past((f) => `Rating 10以上邀请赛：${f.player}决胜局胜出`),
      (f) => `${f.year}青少年锦标赛落户${f.venue}`,
      past((f) => `${f.year}软式飞镖大奖赛第${f.edition}站：${f.city}赛况`),
      past((f) => `团队联赛总决赛：${f.venue}队夺冠`),
      (f) => `第${f.edition}届店铺对抗赛：${f.city}各队正面交锋`,
      (f) => `${f.venue}米老鼠大师赛预选：64个名额等你来`,
      past((f) => `${f.player}以9 Mark收官，夺得${f.city}经典赛冠军`),
    ],
    6: [
      (f) => `${f.startDate}系统维护通知`,
      (f) => `${f.venue}新增A1机台`,
      (f) => `${f.venue}在${f.city}盛大开业`,
      () => '会员账户隐私政策更新',
      () => '道具商城：全新特效系列上架',
      (f) => `${f.month}起Rating计算方式调整`,
      () => '换卡服务：更换卡片也能保留战绩数据',
      (f) => `${f.city}店铺节假日营业时间`,
      () => '安全提示：我们绝不会索要您的密码',
      () => '金币规则：每局最多获得30金币',
      () => '会员网站全新改版：新功能一览',
      (f) => `${f.previousDate}网络中断已恢复`,
    ],
  },

  bodies: {
    3: (f, page) => `
<p>${pick(
      [
        `一年中最热闹的夜晚之一即将到来。${f.city}的${f.venue}向各个水平的玩家敞开大门，所有插卡游戏的玩家都能获得额外奖励。`,
        `我们很高兴为大家带来全新活动。无论您是刚刚接触飞镖，还是在努力提升Rating，这都是在${f.venue}结识新朋友的好机会。`,
        `感谢大家一直以来的支持，我们的活动规模越来越大。这一次，我们为${f.city}的玩家准备了更多金币、限定道具和友谊赛。`,
      ],
      f.variant,
    )}</p>
<h3>活动详情</h3>
<ul>
<li><strong>活动时间：</strong>${f.startDate} 至 ${f.endDate}</li>
<li><strong>活动地点：</strong>${f.city} ${f.venue}</li>
<li><strong>适用机台：</strong>全部A1与W1机台</li>
<li><strong>活动奖励：</strong>最高${f.gold}金币，直接发放至卡内</li>
</ul>
${figure(page)}
<h3>参与方式</h3>
<ol>
<li>第一局游戏开始前插入您的会员卡。</li>
<li>活动期间游玩任意游戏模式。</li>
<li>活动结束后24小时内，奖励将发放至卡内。</li>
</ol>
<p>${pick(['店内工作人员可协助办理注册。我们在投镖线前等您！', '未插卡的游戏无法计入，请记得携带会员卡。'], f.variant)}<a href="${page.base}AdartsShop">查找附近的店铺</a>。</p>`,

    4: (f, page) => `
<p>${
      f.past
        ? `精彩的一天！${f.player}在激烈的淘汰赛中始终保持冷静，在满场观众面前捧起了冠军奖杯。`
        : pick(
            [
              `${f.city}的顶尖高手将齐聚${f.venue}，展开新一轮高水平对决。欢迎观众到场观赛，免费入场。`,
              '本次比赛面向所有Rating的玩家开放报名。比赛使用联网机台进行，每一局都会计入您的战绩。',
            ],
            f.variant,
          )
    }</p>
<h3>比赛赛制</h3>
<ul>
<li><strong>比赛日期：</strong>${f.startDate}</li>
<li><strong>比赛地点：</strong>${f.city} ${f.venue}</li>
<li><strong>比赛项目：</strong>501 Double Out与标准米老鼠，三局两胜</li>
<li><strong>比赛奖励：</strong>前三名颁发奖杯，八强选手每人${f.gold}金币</li>
</ul>
${figure(page)}
<h3>${f.past ? '比赛亮点' : '报名须知'}</h3>
<p>${pick(
      f.past
        ? [
            `决赛打满全部局数：双方在501中互有胜负，最终${f.player}在米老鼠决胜局中以White Horse锁定胜局。`,
            '小组赛中多名选手的PPD超过25，淘汰赛中更有多场比赛仅以一镖之差决出胜负。',
          ]
        : ['报名将于比赛前三天或名额满员时截止，以先到者为准。', '去年的比赛吸引了超过120名选手参加，建议尽早报名。'],
      f.variant,
    )}</p>
<p>每个比赛日结束后排名都会更新。<a href="${page.base}MatchRanting">查看最新排名</a>。</p>`,

    6: (f, page) => `
<p>${pick(
      [
        '感谢您使用我们的联网飞镖服务。请仔细阅读以下公告。',
        '我们一直致力于为会员带来更好的飞镖体验。以下是您需要了解的最新动态。',
        `本公告适用于全网会员及店铺，包括${f.city}地区。`,
      ],
      f.variant,
    )}</p>
<h3>变更内容</h3>
<ul>
<li><strong>生效日期：</strong>${f.startDate}</li>
<li><strong>适用范围：</strong>所有会员卡及会员账户</li>
<li><strong>您需要做的：</strong>无需任何操作，数据将完整保留</li>
</ul>
<p>维护期间，排名、道具商城等在线功能可能短暂无法使用。离线期间的游戏数据将在网络恢复后自动上传。</p>
${figure(page)}
<p>如有疑问，请咨询您所在店铺的工作人员。<a href="${page.base}MyPageIndex">在我的页面查看卡片信息</a>。</p>`,
  },
};
