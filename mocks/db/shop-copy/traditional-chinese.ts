import { digits, type ShopCopy } from './copy';

export const traditionalChineseCopy: ShopCopy = {
  shops: [
    { name: '紅心飛鏢酒吧', slug: 'redheart-hk' },
    { name: '維港飛鏢會', slug: 'harbour-darts' },
    { name: '旺角鏢館', slug: 'mongkok-darts' },
    { name: '三倍區酒吧', slug: 'triple-hk' },
    { name: '夜貓飛鏢吧', slug: 'nightcat' },
    { name: '銅鑼灣飛鏢俱樂部', slug: 'cwb-darts' },
    { name: '靶心茶餐廳酒吧', slug: 'bullseye-cafe' },
    { name: '霓虹飛鏢館', slug: 'neon-hk' },
    { name: '蘭桂坊鏢手酒吧', slug: 'lkf-darts' },
    { name: '海旁體育酒吧', slug: 'seaside-sports' },
    { name: '太子飛鏢工作室', slug: 'prince-darts' },
    { name: '星街精釀飛鏢', slug: 'starstreet' },
    { name: '沙田飛鏢站', slug: 'shatin-darts' },
    { name: '西環鏢局', slug: 'westdarts' },
  ],
  areas: [
    { street: '九龍旺角西洋菜南街', station: '港鐵旺角站E2出口' },
    { street: '香港銅鑼灣駱克道', station: '港鐵銅鑼灣站C出口' },
    { street: '九龍尖沙咀加連威老道', station: '港鐵尖沙咀站B2出口' },
    { street: '香港中環德己立街', station: '港鐵中環站D2出口' },
    { street: '香港灣仔謝斐道', station: '港鐵灣仔站A1出口' },
    { street: '九龍太子彌敦道', station: '港鐵太子站A出口' },
    { street: '新界沙田正街', station: '港鐵沙田站A3出口' },
    { street: '香港西環皇后大道西', station: '港鐵西營盤站B3出口' },
  ],
  address: (area, number, floor) => `${area.street}${number}號${floor > 1 ? `${floor}樓` : '地舖'}`,
  phone: (random) => `+852 ${random.helpers.arrayElement(['2', '3'])}${digits(random, 3)} ${digits(random, 4)}`,
  url: (slug) => `https://www.${slug}.com.hk/`,
  types: ['飛鏢酒吧', '體育酒吧', '飛鏢會所', '精釀酒吧', '飛鏢工作室'],
  themes: ['港式懷舊', '霓虹街頭', '英式酒館', '工業風', '海洋風情', '簡約現代', '運動競技'],
  openingTimes: ['18:00-02:00', '17:00-01:00', '12:00-00:00', '19:00-04:00', '15:00-02:00'],
  restDays: ['全年無休', '逢星期一', '逢星期二', '農曆新年初一至初三'],
  budgets: ['每位港幣150-250元', '每位港幣100-200元', '每位港幣200元起', '每位港幣80-150元'],
  services: ['免費Wi-Fi', '可包場', '飛鏢教學', '八達通付款', '私人飛鏢寄存', '球賽直播', '歡樂時光優惠'],
  serviceSeparator: '、',
  traffic: (station, minutes) => `由${station}步行約${minutes}分鐘`,
  intros: [
    ({ name, theme, a1, w1 }) =>
      `${name}以${theme}為主題，場內設有${a1 + w1}部飛鏢機${a1 > 0 ? `，包括${a1}部全新A1` : ''}，是下班後與朋友切磋的好去處。`,
    ({ name, type, year }) =>
      `${year}年加入Adarts網絡的${type}。${name}每星期都有店內聯賽，成績即時記錄在會員卡上。`,
    ({ name, w1 }) =>
      `${name}供應精釀啤酒及小食，${w1 > 0 ? `${w1}部W1適合多人對戰，` : ''}週末有店員教新手擲鏢。`,
  ],
};
