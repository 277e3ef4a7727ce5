import { seededCoins } from './seed-members';
import type { Language } from '../rules/messages';
import { DAY_MS } from '../rules/clock';
import { monthKey, previousMonthKey } from '../rules/rankings';
import { AVATAR_FILES } from '../media/avatars';
import type { Database } from './collections';
import { COUNTRIES } from './countries';
import { referenceDay } from './dates';
import { SEEDED_MEMBER_PASSWORD_HASH } from './demo-member';
import { accountName, seededRandom, type Random } from './random';
import type { MemberMonthRecord, MemberRecord, ShopRecord } from './schemas';

/**
 * The ranked players of the network and their monthly figures (issue 3, rankings).
 *
 * - Every member plays: the seeded members and 14 more per country with the nicknames players
 *   pick in each language. Each gets a portrait (a few have none, but every card holder has one:
 *   their cards show it) and a home shop of their country, when the country has shops.
 * - Each member plays at a rating level: a card holder at the rating of the main card (this
 *   month's figures are the card's own), the others spread out, most of them casual. PPD, MPR,
 *   count-up and award counts follow the level on the cards' scale. `ratingGain` is the month's
 *   rating minus the previous month's, so the two months agree.
 * - About one member in eight sits a month out (no figures for it, so not ranked that month);
 *   card holders always played this month.
 */

export const RANKED_PLAYERS_PER_COUNTRY = 14;

/** Nicknames as players choose them, per content language (Hong Kong players write Traditional Chinese). */
const NICKNAMES: Record<Language, readonly string[]> = {
  'zh-CN': [
    '靶心猎手', '飞镖小王子', '红心收割机', '三倍区常客', '牛眼大叔', '夜猫投手', '镖不虚发', '闪电阿杰',
    '神准小李', '十八号狙击手', '北京老炮', '成都慢镖', '上海小飞侠', '一镖入魂', '深圳镖客', '杭州阿敏',
  ],
  'zh-TW': [
    '紅心獵人', '旺角鏢神', '銅鑼灣飛鏢仔', '牛眼阿強', '三倍王', '鏢鏢皆中', '尖沙咀小飛俠', '荃灣阿傑',
    '夜貓鏢手', '飛鏢少女Kiki', '大埔慢鏢', '觀塘神射手', '沙田阿輝', '一鏢定江山', '深水埗鏢客', '西環阿May',
  ],
  en: [
    'Bullseye Ben', 'Treble Trouble', 'The Arrow', 'Double Top Dave', 'Checkout Charlie', 'Maximum Mel',
    'Steady Eddie', 'Ton-Up Tom', 'Dartslinger', 'Madhouse Maggie', 'Flight Path', 'Shanghai Sam',
    'Robin Hood Rachel', 'Cork Kid', 'Oche Queen', 'Tungsten Tess',
  ],
  ja: [
    'ブル職人', 'ダーツ侍', 'トリプル姫', 'ハットトリッカー', '夜のダーツ部', 'ロートン番長', 'ブル女子', '渋谷スナイパー',
    '梅田のエース', '名古屋ダーツ王', 'ソフトダーツ好き', '一投入魂', '博多アロー', '札幌ブル男', 'ナインマーク職人', '週末ダーツァー',
  ],
};

export interface RankingSeedInput {
  seed: number;
  /** Midnight UTC of the seed's day. */
  reference: number;
  mediaBase: string;
  /** The members seeded so far (the demo member among them), in order. */
  members: readonly MemberRecord[];
  /** The shops seeded so far; may be empty. */
  shops: readonly ShopRecord[];
  /** Main cards of the members that have one; this month's figures match them. */
  cards?: readonly MainCardFigures[];
}

export interface RankingSeed {
  /** New members: the ranked players added by this seed. */
  players: MemberRecord[];
  /** Home shop and portrait of every member, the seeded ones included. */
  profiles: Array<{ memberId: number; homeShopId?: number; portrait?: string }>;
  months: MemberMonthRecord[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A count around `expected`, never negative. */
const around = (random: Random, expected: number) => Math.max(0, Math.round(expected * (0.6 + 0.8 * random.number.float())));

function newPlayers(input: RankingSeedInput): MemberRecord[] {
  const { seed, reference, members } = input;
  const passwordHash = SEEDED_MEMBER_PASSWORD_HASH;
  const accounts = new Set(members.map((member) => member.account));
  let memberId = Math.max(0, ...members.map((member) => member.memberId));
  let cardId = Math.max(0, ...members.map((member) => member.mainCardId));
  const players: MemberRecord[] = [];
  for (const country of COUNTRIES) {
    const random = seededRandom([seed, 7301, country.countryId]);
    const nicknames = random.helpers.shuffle([...NICKNAMES[country.language]]).slice(0, RANKED_PLAYERS_PER_COUNTRY);
    for (const nickname of nicknames) {
      memberId += 1;
      cardId += 1;
      let account = accountName(random);
      if (accounts.has(account)) account = `${account}${memberId}`;
      accounts.add(account);
      const gender = random.helpers.arrayElement([0, 1] as const);
      const birthYear = random.number.int({ min: 1968, max: 2004 });
      const birthMonth = random.number.int({ min: 1, max: 12 });
      const birthDay = random.number.int({ min: 1, max: 28 });
      players.push({
        memberId,
        account,
        passwordHash,
        nickname,
        mainCardId: cardId,
        countryId: country.countryId,
        languageId: country.languageId,
        gender,
        birth: `${birthYear}-${String(birthMonth).padStart(2, '0')}-${String(birthDay).padStart(2, '0')}`,
        email: `${account}@example.com`,
        phone: country.countryCode === 'CN' ? `+86-13${random.string.numeric(9)}` : '',
        createdAt: reference - random.number.int({ min: 60, max: 1200 }) * DAY_MS,
        coin: seededCoins(memberId),
      });
    }
  }
  return players;
}

/** The figures a member's main card shows now (entities of the card seed); this month agrees with them. */
export interface MainCardFigures {
  memberId: number;
  rating: number;
  ppd: number;
  mpr: number;
  countUpPoint: number;
}

/**
 * One month of figures at a rating level (1-30), on the same scale as the cards: PPD about
 * 10 + 1.1 × rating, MPR about 0.7 + 0.17 × rating, a count-up best about 24 darts × PPD, and
 * award counts that grow with games played and level. `card` pins the figures it shows.
 */
function monthFigures(
  random: Random,
  memberId: number,
  month: string,
  rating: number,
  previousRating: number | null,
  card?: MainCardFigures,
): MemberMonthRecord {
  const level = clamp((rating - 1) / 29, 0, 1);
  const games01 = random.number.int({ min: 6, max: 110 });
  // A card shows an MPR, so its holder played cricket this month.
  const gamesCricket = random.number.int({ min: card ? 1 : 0, max: 80 });
  const ppd = card?.ppd ?? round2(10 + rating * 1.1 + (random.number.float() - 0.5) * 3);
  const mpr = card?.mpr ?? round2(clamp(0.7 + rating * 0.17 + (random.number.float() - 0.5) * 0.4, 0.5, 6.5));
  const allGames = games01 + gamesCricket;
  return {
    memberId,
    month,
    games01,
    gamesCricket,
    ppd,
    mpr: gamesCricket > 0 ? mpr : 0,
    countUpBest: card?.countUpPoint ?? Math.min(1440, Math.round(24 * ppd * (1.1 + 0.2 * random.number.float()))),
    rating,
    ratingGain: previousRating === null ? 0 : round2(rating - previousRating),
    hatTrick: around(random, allGames * level ** 2 * 0.5),
    lowTon: around(random, games01 * level ** 1.5 * 2.2),
    nineMark: around(random, gamesCricket * level ** 3 * 0.5),
    threeInAbed: around(random, gamesCricket * level ** 2 * 0.25),
    highTon: around(random, games01 * level ** 2 * 0.7),
    ton80: around(random, games01 * level ** 3 * 0.12),
    threeInABlack: around(random, games01 * level ** 3 * 0.05),
  };
}

/** A rating that moved by up to -1.5 … +2.5 points in a month. */
const ratingBefore = (random: Random, rating: number) => round2(clamp(rating - (random.number.float() * 4 - 1.5), 1, 30));

/** Pure: the ranked players, everyone's home shop and portrait, and two months of figures. */
export function generateRankingSeed(input: RankingSeedInput): RankingSeed {
  const { seed, reference, mediaBase, shops, cards = [] } = input;
  const players = newPlayers(input);
  const everyone = [...input.members, ...players];
  const thisMonth = monthKey(reference);
  const lastMonth = previousMonthKey(thisMonth);

  const random = seededRandom([seed, 7302]);
  // Dealt from a shuffled deck with more faces than the network has members: no two share a portrait.
  const avatars = seededRandom([seed, 7303]).helpers.shuffle([...AVATAR_FILES]);
  const profiles: RankingSeed['profiles'] = [];
  const months: MemberMonthRecord[] = [];
  for (const [index, member] of everyone.entries()) {
    const card = cards.find((entry) => entry.memberId === member.memberId);
    const countryShops = shops.filter((shop) => shop.countryId === member.countryId);
    const homeShop = countryShops.length > 0 ? random.helpers.arrayElement(countryShops) : undefined;
    // A card holder always has one: the card shows the member's own portrait (the draw is made either way).
    const withPortrait = random.number.float() >= 0.1 || card !== undefined;
    const avatarFile = avatars[index % avatars.length]!;
    profiles.push({
      memberId: member.memberId,
      ...(homeShop ? { homeShopId: homeShop.shopId } : {}),
      ...(withPortrait ? { portrait: `${mediaBase}media/avatars/${avatarFile}.svg` } : {}),
    });

    // A card holder plays at the card's rating; other players spread out, most of them casual.
    const rating = card?.rating ?? round2(1 + 29 * random.number.float() ** 1.8);
    const lastRating = ratingBefore(random, rating);
    const beforeRating = ratingBefore(random, lastRating);
    const playsLast = random.number.float() >= 0.12;
    // Whoever holds a card played this month: the card shows this month's figures.
    const playsThis = card !== undefined || random.number.float() >= 0.12;
    const last = monthFigures(random, member.memberId, lastMonth, lastRating, beforeRating);
    const current = monthFigures(random, member.memberId, thisMonth, rating, playsLast ? lastRating : null, card);
    if (playsLast) months.push(last);
    if (playsThis) months.push(current);
  }
  return { players, profiles, months };
}

/**
 * Seeds the rankings from what the database already holds (members, then shops): adds the
 * ranked players, gives every member a home shop and portrait, and stores the monthly figures.
 * Only `homeShopId` and `portrait` of existing members change: accounts and logins stay as they are.
 */
export async function seedRankings(db: Database, options: { seed: number; now: number; mediaBase: string }): Promise<void> {
  const result = generateRankingSeed({
    seed: options.seed,
    reference: referenceDay(options.now),
    mediaBase: options.mediaBase,
    members: db.members.all(),
    shops: db.shops.all(),
    cards: db.cards.all().filter((card) => card.isMainCard),
  });
  for (const player of result.players) await db.members.create(player);
  for (const profile of result.profiles) {
    if (profile.homeShopId === undefined && profile.portrait === undefined) continue;
    await db.members.update((q) => q.where({ memberId: profile.memberId }), {
      data(member) {
        if (profile.homeShopId !== undefined && member.homeShopId === undefined) member.homeShopId = profile.homeShopId;
        if (profile.portrait !== undefined && member.portrait === undefined) member.portrait = profile.portrait;
      },
    });
  }
  for (const month of result.months) await db.memberMonths.create(month);
}
