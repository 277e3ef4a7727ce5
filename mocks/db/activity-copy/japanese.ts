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
  body: (kind, f) =>
    kind === 'match'
      ? `${f.venue}にて${f.startText === f.endText ? `${f.startText}に` : `${f.startText}から${f.endText}まで`}開催します。` +
        `${pick(['シードは現在のレーティング順です。', '組み合わせは初日に抽選します。', '全対戦をネットワーク対応筐体で行い、スタッツに反映されます。'], f.variant)}\n\n` +
        `・形式：${pick(['501 ダブルアウト 5レッグ先取', 'クリケット 3レッグ先取', '701 ダブルス 3レッグ先取'], f.variant)}\n` +
        `・受付：初戦の30分前まで\n\n皆さまのご参加をお待ちしています！`
      : `${f.startText}から${f.endText}まで、${f.venue}` +
        `${pick(['で毎晩イベントを開催します。', 'は初めての方も常連の方も大歓迎です。', 'でどなたでも楽しめる企画をご用意しました。'], f.variant)}` +
        `プレイヤーカードでプレイすると最大${f.gold}ゴールドがもらえます。\n\n` +
        `${pick(['初めての方にはスタッフが遊び方をご案内します。', 'スタンプカードはカウンターでお渡しします。', '期間中はドリンクもお得です。'], f.variant)}`,
  machineType: (machines) => (machines.length === 2 ? 'A1・W1 両機種' : `${machines[0]} 機のみ`),
  joinMethod: {
    activity: ['期間中にプレイヤーカードでプレイするだけで参加できます。', 'カウンターで登録してください。\nその後、カードでプレイしてください。'],
    match: ['締切日までに開催店舗でお申し込みください。', 'オンラインまたは店頭でエントリーできます。\n定員になり次第締め切ります。'],
  },
  cost: (kind, f) => (kind === 'match' ? `参加費 ${1000 + (f.variant % 4) * 500}円\n当日カウンターでお支払いください` : '無料（通常のゲーム料金のみ）'),
  reward: (kind, f) =>
    kind === 'match' ? `優勝：トロフィーと${f.gold}ゴールド\nベスト4：メダル` : `最大${f.gold}ゴールド\n参加者全員に限定アイテム`,
  contact: (venue) => `${venue}\nスタッフまでお気軽にどうぞ`,
  other: [
    'プレイヤーカードをご持参ください。',
    '日程は主催者の都合により変更になる場合があります。\n変更は店内でお知らせします。',
    '18歳未満の方は22時までのご参加となります。',
  ],
};
