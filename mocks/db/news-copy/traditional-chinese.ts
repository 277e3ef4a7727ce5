import { figure, past, pick, type NewsCopy } from './copy';

/** News of Hong Kong (country 19464), in Traditional Chinese with Hong Kong usage. */
export const traditionalChineseCopy: NewsCopy = {
  cities: ['旺角', '銅鑼灣', '尖沙咀', '觀塘', '沙田', '荃灣', '元朗', '灣仔', '將軍澳', '中環'],
  venues: [
    '紅心飛鏢吧', '靶心運動酒吧', '三倍區飛鏢會', '鏢客空間', '雙倍環飛鏢館',
    '牛眼競技場', '九鏢俱樂部', '飛羽飛鏢吧', '滿分飛鏢會所', '維港飛鏢廊',
  ],
  formatDate: (date) => `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`,
  monthName: (month) => `${month}月`,

  titles: {
    3: [
      (f) => `${f.venue}歡樂時光：逢星期五晚每局金幣雙倍`,
      (f) => `${f.city}新手之夜：免費教學，歡迎新玩家`,
      () => '計分賽挑戰週：得分700以上即可獲得限定特效道具',
      (f) => `${f.month}註冊新卡優惠：註冊新卡即送${f.gold}金幣`,
      (f) => `團隊米老鼠聯賽之夜重臨${f.venue}`,
      () => '牛眼節：本月命中50次牛眼，獲得專屬牛眼音效',
      (f) => `${f.venue}女士之夜：全晚遊戲半價`,
      (f) => `${f.city}集印花活動：走訪五間店舖，領取紀念鏢翼`,
      (f) => `${f.venue}週年慶：晚上6時至8時免費暢玩`,
      (f) => `週末501挑戰：15鏢以內埋鏢，額外獎勵${f.gold}金幣`,
      (f) => `${f.venue}飛鏢薄餅之夜`,
      (f) => `${f.month}推薦好友：雙方各得${f.gold}金幣`,
    ],
    4: [
      (f) => `${f.year}${f.city}公開賽現已接受報名`,
      past((f) => `賽果：${f.player}奪得${f.city}大師賽冠軍`),
      (f) => `全港聯賽第${f.edition}站：${f.city}預選賽名單公佈`,
      (f) => `${f.venue}雙打盃：對賽表及賽程公佈`,
      past((f) => `${f.month}月度排名盃：最終排名出爐`),
      past((f) => `Rating 10以上邀請賽：${f.player}決勝局勝出`),
      (f) => `${f.year}青少年錦標賽移師${f.venue}舉行`,
      past((f) => `${f.year}軟式飛鏢大獎賽第${f.edition}站：${f.city}賽況`),
      past((f) => `團隊聯賽總決賽：${f.venue}隊封王`),
      (f) => `第${f.edition}屆店舖對抗賽：${f.city}各隊正面交鋒`,
      (f) => `${f.venue}米老鼠大師賽預選：設64個名額`,
      past((f) => `${f.player}以9 Mark收官，奪得${f.city}經典賽冠軍`),
    ],
    6: [
      (f) => `${f.startDate}系統維護通知`,
      (f) => `${f.venue}新增A1機台`,
      (f) => `${f.venue}於${f.city}隆重開幕`,
      () => '會員帳戶私隱政策更新',
      () => '道具商城：全新特效系列上架',
      (f) => `${f.month}起Rating計算方式調整`,
      () => '換卡服務：更換卡片亦可保留戰績數據',
      (f) => `${f.city}店舖公眾假期營業時間`,
      () => '安全提示：我們絕不會索取您的密碼',
      () => '金幣規則：每局最多獲得30金幣',
      () => '會員網站全新改版：新功能一覽',
      (f) => `${f.previousDate}網絡中斷已恢復`,
    ],
  },

  bodies: {
    3: (f, page) => `
<p>${pick(
      [
        `全年最熱鬧的晚上之一即將來臨。${f.city}的${f.venue}歡迎各級玩家參與，所有插卡遊戲的玩家均可獲得額外獎勵。`,
        `我們很高興為大家帶來全新活動。無論您是初接觸飛鏢，還是正努力提升Rating，這都是在${f.venue}結識新朋友的好機會。`,
        `感謝大家一直以來的支持，我們的活動越辦越大。今次我們為${f.city}的玩家準備了更多金幣、限定道具和友誼賽。`,
      ],
      f.variant,
    )}</p>
<h3>活動詳情</h3>
<ul>
<li><strong>活動日期：</strong>${f.startDate} 至 ${f.endDate}</li>
<li><strong>活動地點：</strong>${f.city} ${f.venue}</li>
<li><strong>適用機台：</strong>全部A1及W1機台</li>
<li><strong>活動獎賞：</strong>最高${f.gold}金幣，直接存入卡內</li>
</ul>
${figure(page)}
<h3>參加方法</h3>
<ol>
<li>第一局遊戲開始前插入您的會員卡。</li>
<li>活動期間玩任何遊戲模式。</li>
<li>活動結束後24小時內，獎賞將存入卡內。</li>
</ol>
<p>${pick(['店內職員樂意協助註冊會員卡。我們在投鏢線前等您！', '未有插卡的遊戲不會計算在內，記得帶備會員卡。'], f.variant)}<a href="${page.base}AdartsShop">搜尋附近店舖</a>。</p>`,

    4: (f, page) => `
<p>${
      f.past
        ? `精彩的一天！${f.player}在激烈的淘汰賽中保持冷靜，在全場觀眾面前捧起冠軍獎盃。`
        : pick(
            [
              `${f.city}的頂尖高手將雲集${f.venue}，展開新一輪高水平對決。歡迎觀眾入場觀賽，費用全免。`,
              '本次比賽歡迎所有Rating的玩家報名。比賽使用聯網機台進行，每一局都會計入您的戰績。',
            ],
            f.variant,
          )
    }</p>
<h3>比賽賽制</h3>
<ul>
<li><strong>比賽日期：</strong>${f.startDate}</li>
<li><strong>比賽地點：</strong>${f.city} ${f.venue}</li>
<li><strong>比賽項目：</strong>501 Double Out及標準米老鼠，三局兩勝</li>
<li><strong>比賽獎品：</strong>前三名頒發獎盃，八強選手每人${f.gold}金幣</li>
</ul>
${figure(page)}
<h3>${f.past ? '比賽亮點' : '報名須知'}</h3>
<p>${pick(
      f.past
        ? [
            `決賽打足全部局數：雙方在501互有勝負，最終${f.player}在米老鼠決勝局以White Horse鎖定勝局。`,
            '分組賽中多名選手的PPD超過25，淘汰賽更有多場比賽僅以一鏢之差分出勝負。',
          ]
        : ['報名將於比賽前三天或名額滿額時截止，以較早者為準。', '去年的比賽吸引超過120名選手參加，建議盡早報名。'],
      f.variant,
    )}</p>
<p>每個比賽日完結後排名都會更新。<a href="${page.base}MatchRanting">查看最新排名</a>。</p>`,

    6: (f, page) => `
<p>${pick(
      [
        '多謝您使用我們的聯網飛鏢服務。請細閱以下公告。',
        '我們一直致力為會員帶來更好的飛鏢體驗。以下是您需要知道的最新消息。',
        `本公告適用於全網會員及店舖，包括${f.city}區。`,
      ],
      f.variant,
    )}</p>
<h3>變更內容</h3>
<ul>
<li><strong>生效日期：</strong>${f.startDate}</li>
<li><strong>適用範圍：</strong>所有會員卡及會員帳戶</li>
<li><strong>您需要做的：</strong>毋須任何操作，數據將完整保留</li>
</ul>
<p>維護期間，排名、道具商城等網上功能可能暫時未能使用。離線期間的遊戲數據將於網絡恢復後自動上載。</p>
${figure(page)}
<p>如有查詢，請聯絡您所屬店舖的職員。<a href="${page.base}MyPageIndex">在我的頁面查看卡片資料</a>。</p>`,
  },
};
