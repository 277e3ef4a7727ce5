import { pick, type ActivityCopy } from './copy';

export const japaneseActivityCopy: ActivityCopy = {
  districts: ['渋谷', '新宿', '梅田', '栄', '天神'],
  formatDate: (date) => `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`,
  titles: {
    activity: [
      (f) => `${f.venue} ハッピーアワー：毎晩ゴールド2倍`,
      (f) => `${f.venue} 初心者デー`,
      () => 'カウントアップチャレンジ：700点で限定エフェクト',
      (f) => `${f.venue} 友だち紹介ウィーク`,
      () => 'ブルフェスティバル：50ブルで限定ブルサウンド',
      (f) => `${f.venue} スタンプラリー`,
      (f) => `${f.venue} ダーツ＆ピザナイト`,
      (f) => `${f.venue} 周年記念フリープレイ`,
    ],
    match: [
      (f) => `${f.venue}オープン 第${f.edition}戦`,
      (f) => `${f.venue} ダブルスカップ`,
      (f) => `全国リーグ 第${f.edition}ステージ予選`,
      () => 'マンスリーレーティングカップ',
      (f) => `${f.venue} クリケットマスターズ`,
      (f) => `チーム501リーグ 第${f.edition}週`,
      () => 'レーティング10以上 招待大会',
      (f) => `${f.venue} ジュニア選手権`,
    ],
  },
  body: (kind, title, f) =>
    kind === 'match'
      ? `<h2>${title}</h2>\n<p><strong>${f.venue}</strong>にて${f.startText}から${f.endText}まで開催します。` +
        `${pick(['シードは現在のレーティング順です。', '組み合わせは初日に抽選します。', '全対戦をネットワーク対応筐体で行い、スタッツに反映されます。'], f.variant)}</p>\n` +
        `<ul><li>形式：${pick(['501 ダブルアウト 5レッグ先取', 'クリケット 3レッグ先取', '701 ダブルス 3レッグ先取'], f.variant)}</li>` +
        `<li>受付：初戦の30分前まで</li></ul>\n<p>皆さまのご参加をお待ちしています！</p>`
      : `<h2>${title}</h2>\n<p>${f.startText}から${f.endText}まで、<strong>${f.venue}</strong>` +
        `${pick(['で毎晩イベントを開催します。', 'は初めての方も常連の方も大歓迎です。', 'でどなたでも楽しめる企画をご用意しました。'], f.variant)}` +
        `プレイヤーカードでプレイすると最大<strong>${f.gold}ゴールド</strong>がもらえます。</p>\n` +
        `<p>${pick(['初めての方にはスタッフが遊び方をご案内します。', 'スタンプカードはカウンターでお渡しします。', '期間中はドリンクもお得です。'], f.variant)}</p>`,
  machineType: (machines) => (machines.length === 2 ? 'A1・W1 両機種' : `${machines[0]} 機のみ`),
  joinMethod: {
    activity: ['期間中にプレイヤーカードでプレイするだけで参加できます。', 'カウンターで登録後、カードでプレイしてください。'],
    match: ['締切日までに開催店舗でお申し込みください。', 'オンラインまたは店頭でエントリー（定員あり）。'],
  },
  cost: (kind, f) => (kind === 'match' ? `参加費 ${1000 + (f.variant % 4) * 500}円` : '無料（通常のゲーム料金のみ）'),
  reward: (kind, f) => (kind === 'match' ? `優勝者にトロフィーと${f.gold}ゴールド、ベスト4にメダル` : `最大${f.gold}ゴールドと限定アイテム`),
  contact: (venue) => `${venue}のスタッフまでお気軽にどうぞ`,
  other: ['プレイヤーカードをご持参ください。', '日程は主催者の都合により変更になる場合があります。', '18歳未満の方は22時までのご参加となります。'],
};
