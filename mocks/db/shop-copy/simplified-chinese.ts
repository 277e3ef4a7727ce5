import { digits, type ShopCopy } from './copy';

export const simplifiedChineseCopy: ShopCopy = {
  shops: [
    { name: '靶心飞镖酒吧', slug: 'bullseye-sh' },
    { name: '红心镖馆', slug: 'hongxin' },
    { name: '三倍区精酿酒馆', slug: 'triple-zone' },
    { name: '夜猫子飞镖吧', slug: 'yemaozi' },
    { name: '星光飞镖俱乐部', slug: 'xingguang' },
    { name: '老码头酒吧', slug: 'laomatou' },
    { name: '镖客休闲吧', slug: 'biaoke' },
    { name: '黑森林飞镖餐吧', slug: 'heisenlin' },
    { name: '蓝调飞镖咖啡', slug: 'lantiao' },
    { name: '九宫格飞镖馆', slug: 'jiugongge' },
    { name: '南风精酿 & 飞镖', slug: 'nanfeng' },
    { name: '180飞镖竞技馆', slug: 'dart180' },
    { name: '半岛音乐酒吧', slug: 'bandao' },
    { name: '胡同里飞镖小馆', slug: 'hutongli' },
    { name: '东湖飞镖会所', slug: 'donghu' },
    { name: '锦里飞镖酒馆', slug: 'jinli' },
    { name: '赛博飞镖空间', slug: 'cyberdarts' },
    { name: '猎鹰体育酒吧', slug: 'lieying' },
  ],
  areas: [
    { street: '上海市徐汇区漕溪北路', station: '地铁1号线徐家汇站' },
    { street: '上海市静安区南京西路', station: '地铁2号线静安寺站' },
    { street: '上海市杨浦区大学路', station: '地铁10号线江湾体育场站' },
    { street: '北京市朝阳区三里屯路', station: '地铁10号线团结湖站' },
    { street: '北京市东城区南锣鼓巷', station: '地铁6号线南锣鼓巷站' },
    { street: '广州市天河区体育东路', station: '地铁3号线体育西路站' },
    { street: '深圳市南山区海德三道', station: '地铁2号线后海站' },
    { street: '成都市锦江区春熙路', station: '地铁2号线春熙路站' },
    { street: '杭州市西湖区文三路', station: '地铁2号线文三路站' },
    { street: '武汉市武昌区中北路', station: '地铁4号线楚河汉街站' },
  ],
  address: (area, number, floor) => `${area.street}${number}号${floor > 1 ? `${floor}楼` : '1楼临街'}`,
  phone: (random) =>
    random.datatype.boolean()
      ? `1${random.helpers.arrayElement(['38', '39', '58', '86', '77'])}${digits(random, 8)}`
      : `${random.helpers.arrayElement(['021', '010', '020', '0755', '028', '0571'])}-${digits(random, 8)}`,
  url: (slug) => `https://www.${slug}-darts.cn/`,
  types: ['飞镖酒吧', '精酿酒馆', '飞镖主题餐吧', '飞镖咖啡馆', '飞镖竞技馆', '音乐酒吧'],
  themes: ['工业风', '复古美式', '英伦酒馆', '赛博朋克', '北欧简约', '老上海', '运动竞技', '日式居酒屋'],
  openingTimes: ['19:00-次日02:00', '18:00-次日01:00', '11:00-23:00', '14:00-次日02:00', '20:00-次日04:00', '10:00-22:00'],
  restDays: ['全年无休', '每周一', '每周二', '每月第一个周三', '春节期间'],
  budgets: ['人均60-100元', '人均80-150元', '人均100-200元', '人均50元起', '人均120元左右'],
  services: ['免费无线网络', '可预约包场', '提供飞镖教学', '支持移动支付', '可寄存私人飞镖', '体育赛事直播', '生日派对套餐', '可停车'],
  serviceSeparator: '、',
  traffic: (station, minutes) => `${station}出站步行约${minutes}分钟`,
  intros: [
    ({ name, theme, a1, w1 }) =>
      `${name}以${theme}风格装修，店内共有${a1 + w1}台飞镖机${a1 > 0 ? `，其中${a1}台为最新款A1` : ''}。无论新手还是老手，都能在这里找到对手。`,
    ({ name, type, year }) =>
      `${year}年加入Adarts联网的${type}。${name}每周举办店内联赛，积分实时同步到会员卡，欢迎带上朋友一起来玩。`,
    ({ name, w1 }) =>
      `${name}有精酿啤酒和特色小吃，${w1 > 0 ? `${w1}台W1机器适合朋友聚会对战，` : ''}周末常有店长陪练，初学者也能快速上手。`,
  ],
};
