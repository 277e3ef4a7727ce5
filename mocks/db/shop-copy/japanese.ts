import { digits, type ShopCopy } from './copy';

export const japaneseCopy: ShopCopy = {
  shops: [
    { name: 'ダーツバー ブルズアイ 渋谷店', slug: 'bullseye-shibuya' },
    { name: 'ダーツカフェ トリプル', slug: 'cafe-triple' },
    { name: 'BAR ハットトリック', slug: 'hattrick' },
    { name: 'ダーツ＆ビリヤード 月光', slug: 'gekko' },
    { name: '居酒屋 的屋', slug: 'matoya' },
    { name: 'ダーツラウンジ ネオン', slug: 'lounge-neon' },
    { name: 'スポーツバー フライト', slug: 'sportsbar-flight' },
    { name: 'ダーツバー アロー 梅田店', slug: 'arrow-umeda' },
    { name: 'カフェ＆バー ロビンフッド', slug: 'robinhood' },
    { name: 'ダーツスペース 十六夜', slug: 'izayoi' },
    { name: 'BAR ダブルブル', slug: 'doublebull' },
    { name: 'ダーツ酒場 ほしぞら', slug: 'hoshizora' },
    { name: 'アミューズメント ダーツランド', slug: 'dartsland' },
    { name: 'ダーツバー シュート 栄店', slug: 'shoot-sakae' },
    { name: 'ダイニングバー 銀の矢', slug: 'ginnoya' },
    { name: 'ダーツハウス テンアウト', slug: 'tenout' },
    { name: 'BAR オーバーブル 博多店', slug: 'overbull-hakata' },
    { name: 'ダーツカフェ 小春日和', slug: 'koharubiyori' },
  ],
  areas: [
    { street: '東京都渋谷区宇田川町', station: 'JR渋谷駅ハチ公口' },
    { street: '東京都新宿区歌舞伎町1丁目', station: '西武新宿駅' },
    { street: '東京都豊島区西池袋1丁目', station: 'JR池袋駅西口' },
    { street: '東京都世田谷区北沢2丁目', station: '下北沢駅東口' },
    { street: '大阪府大阪市北区茶屋町', station: '阪急大阪梅田駅' },
    { street: '大阪府大阪市中央区心斎橋筋2丁目', station: '地下鉄心斎橋駅' },
    { street: '愛知県名古屋市中区栄3丁目', station: '地下鉄栄駅' },
    { street: '福岡県福岡市博多区博多駅前2丁目', station: 'JR博多駅博多口' },
    { street: '北海道札幌市中央区南4条西3丁目', station: '地下鉄すすきの駅' },
  ],
  address: (area, number, floor) => `${area.street}${number}-${(number % 9) + 1} ${floor}F`,
  phone: (random) => `${random.helpers.arrayElement(['03', '06', '052', '092', '011'])}-${digits(random, 4)}-${digits(random, 4)}`,
  url: (slug) => `https://${slug}.jp/`,
  types: ['ダーツバー', 'ダーツカフェ', 'アミューズメント施設', 'ダイニングバー', 'スポーツバー', '居酒屋'],
  themes: ['和モダン', 'ネオンサイン', 'アメリカンレトロ', 'ブリティッシュパブ', 'インダストリアル', '隠れ家', 'カフェ風ナチュラル'],
  openingTimes: ['19:00～翌5:00', '18:00～翌2:00', '12:00～24:00', '20:00～翌6:00', '11:00～23:00'],
  restDays: ['年中無休', '毎週月曜日', '毎週日曜日', '第2・第4火曜日', '年末年始'],
  budgets: ['2,000円～3,000円', '3,000円～4,000円', '1,500円～2,500円', '4,000円～5,000円'],
  services: ['Wi-Fi無料', '貸切可', 'ダーツ初心者レッスン', 'キャッシュレス決済可', 'マイダーツ預かり', 'スポーツ中継', '投げ放題プラン', '喫煙所あり'],
  serviceSeparator: '・',
  traffic: (station, minutes) => `${station}から徒歩${minutes}分`,
  intros: [
    ({ name, theme, a1, w1 }) =>
      `${theme}の雰囲気が楽しめる${name}。設置筐体は全${a1 + w1}台${a1 > 0 ? `で、うち${a1}台は最新のA1です` : 'です'}。仕事帰りの一投にどうぞ。`,
    ({ name, type, year }) =>
      `${year}年からAdartsネットワークに参加している${type}です。${name}では毎週ハウスリーグを開催しており、成績はカードにすぐ反映されます。`,
    ({ name, w1 }) =>
      `${name}はフードとドリンクが充実。${w1 > 0 ? `W1が${w1}台あり、チーム戦にも最適です。` : ''}初めての方にはスタッフが投げ方を丁寧にお教えします。`,
  ],
};
