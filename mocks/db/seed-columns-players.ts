import { DAY_MS, MINUTE_MS } from '../rules/clock';
import { toDateInt } from '../rules/columns';
import type { Language } from '../rules/messages';
import {
  dartImageFile,
  GOODS_FILES,
  playerPortraitFile,
  STAGE_FILES,
  type BannerFile,
} from '../media/columns-players-images';
import { COUNTRIES, type SeedCountry } from './countries';
import type { ColumnSection, ColumnTopic, ColumnsAndPlayersCopy } from './columns-copy/copy';
import { fillTemplate } from './copy-template';
import { personName, seededRandom } from './random';
import type { BannerRecord, ColumnRecord, PlayerRecord } from './schemas';

type Copies = Readonly<Record<Language, ColumnsAndPlayersCopy>>;

/** The players of each country with a full profile: pictures, dart specs, achievements, goods, video and social links. */
export const PLAYERS_PER_COUNTRY = 12;
/**
 * Two more players per country, listed after the full profiles, exercise the portal's defensive
 * parsing: one with a sparse profile, one whose achievements are malformed (always the last).
 */
export const EXTRA_PLAYERS_PER_COUNTRY = 2;
/** Every player a country lists: the full profiles, then the two extra ones. */
export const LISTED_PLAYERS_PER_COUNTRY = PLAYERS_PER_COUNTRY + EXTRA_PLAYERS_PER_COUNTRY;

/** The player of each country without goods (`goods` is null), one picture and only a Facebook link. */
export const NO_GOODS_PLAYER_INDEX = PLAYERS_PER_COUNTRY;
/** The last player of each country, whose `achievement` text is cut short on purpose (the portal must cope). */
export const MALFORMED_PLAYER_INDEX = PLAYERS_PER_COUNTRY + 1;

/**
 * Operator HTML pasted from elsewhere, with a script and an inline handler: the portal must
 * sanitise it away. The globals let browser tests check that neither ran. The image's empty
 * `src` fails at once without a request, so the handler would run if it survived, and the page
 * asks for no missing file.
 */
export const UNSAFE_COLUMN_SNIPPET = () =>
  `\n<div class="embed"><script>window.__fakeColumnScriptRan = true;</script>` +
  `<img src="" alt="" onerror="window.__fakeColumnOnerrorRan = true"></div>`;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const json = (value: unknown): string => JSON.stringify(value);

// ---------------------------------------------------------------- players

/** A name usable in a social-network address: Latin names as they are, others by id. */
const handleOf = (name: string, id: number): string => {
  const latin = name.toLowerCase().replace(/[^a-z]+/g, '');
  return latin.length >= 4 ? `${latin}.darts` : `adarts.player${id}`;
};

/**
 * A country's players in display order. The first `PLAYERS_PER_COUNTRY` have full profiles and
 * ids from `firstId`; the extra ones follow in the list with ids from `firstExtraId`.
 */
function countryPlayers(
  copies: Copies,
  country: SeedCountry,
  seed: number,
  reference: number,
  mediaBase: string,
  firstId: number,
  firstExtraId: number,
): PlayerRecord[] {
  const copy = copies[country.language].players;
  const random = seededRandom([seed, 11, country.countryId]);
  const year = new Date(reference).getUTCFullYear();
  const names = new Set<string>();
  return Array.from({ length: LISTED_PLAYERS_PER_COUNTRY }, (_, index): PlayerRecord => {
    const full = index < PLAYERS_PER_COUNTRY;
    const id = full ? firstId + index : firstExtraId + index - PLAYERS_PER_COUNTRY;
    const sparse = index === NO_GOODS_PLAYER_INDEX;
    // Odd portraits have long hair: their players are women.
    const sex = index % 2 === 1 ? 'female' : 'male';
    let name = personName(random, country.language, sex);
    while (names.has(name)) name = personName(random, country.language, sex);
    names.add(name);

    const pictures = [{ uid: `player-${id}-1`, url: `${mediaBase}media/players/${playerPortraitFile(index)}` }];
    if (!sparse) {
      pictures.push({ uid: `player-${id}-2`, url: `${mediaBase}media/players/${STAGE_FILES[index % STAGE_FILES.length]}.svg` });
    }
    const achievementCount = random.number.int({ min: 3, max: 5 });
    const achievements = random.helpers
      .arrayElements(copy.achievements, achievementCount)
      .map((content, order) => {
        const when = year - order - random.number.int({ min: 0, max: 1 });
        return { id: order + 1, label: String(when), content: fillTemplate(content, { year: when }) };
      });
    const goods = random.helpers
      .arrayElements(GOODS_FILES, random.number.int({ min: 2, max: 3 }))
      .map((file, order) => ({ uid: `goods-${id}-${order + 1}`, url: `${mediaBase}media/players/goods-${file}.svg` }));
    const handle = handleOf(name, id);
    const achievementText = json(achievements);
    return {
      id,
      countryId: country.countryId,
      sort: index + 1,
      name,
      picture: json(pictures),
      dartImg: json([{ uid: `dart-${id}`, url: `${mediaBase}media/players/${dartImageFile(index)}` }]),
      dartTip: random.helpers.arrayElement(copy.tips),
      dartBarrel: random.helpers.arrayElement(copy.barrels),
      dartShaft: random.helpers.arrayElement(copy.shafts),
      dartFlight: random.helpers.arrayElement(copy.flights),
      // Cut off mid-way, as a broken admin form once saved it.
      achievement: index === MALFORMED_PLAYER_INDEX ? achievementText.slice(0, Math.floor(achievementText.length / 2)) : achievementText,
      goods: sparse ? null : json(goods),
      videoUrl: `${mediaBase}media/promo.mp4`,
      facebookLink: `https://www.facebook.com/${handle}`,
      twitterLink: sparse ? null : `https://x.com/${handle.replace(/\./g, '_')}`,
      otherLink: sparse ? null : `https://www.youtube.com/@${handle.replace(/\./g, '')}`,
    };
  });
}

/**
 * 14 players per country in country order: the 12 full profiles with ids dense from 1 in country
 * order, then the two extra players of each country with ids after all the full profiles.
 */
export function generatePlayers(copies: Copies, seed: number, reference: number, mediaBase: string): PlayerRecord[] {
  const firstExtraId = COUNTRIES.length * PLAYERS_PER_COUNTRY + 1;
  return COUNTRIES.flatMap((country, order) =>
    countryPlayers(
      copies,
      country,
      seed,
      reference,
      mediaBase,
      order * PLAYERS_PER_COUNTRY + 1,
      firstExtraId + order * EXTRA_PLAYERS_PER_COUNTRY,
    ),
  );
}

// ---------------------------------------------------------------- columns

const TOPIC_FILES: Record<ColumnTopic, string> = { 1: 'technique', 2: 'equipment', 3: 'etiquette', 4: 'interview' };

const sectionHtml = ({ heading, paragraphs, list }: ColumnSection): string =>
  [
    `<h2>${escapeHtml(heading)}</h2>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<ul>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
  ].join('\n');

interface DraftColumn extends Omit<ColumnRecord, 'id'> {
  order: number;
}

function draftCountryColumns(
  copies: Copies,
  country: SeedCountry,
  seed: number,
  reference: number,
  mediaBase: string,
  playerNames: readonly string[],
): DraftColumn[] {
  const copy = copies[country.language].columns;
  const random = seededRandom([seed, 12, country.countryId]);
  // Publication days, oldest first: one column every two to three weeks over the past year.
  const days = Array.from({ length: copy.columns.length }, () => random.number.int({ min: 1, max: 360 })).sort((a, b) => b - a);
  let interviews = 0;
  const drafts = copy.columns.map((entry, index): DraftColumn => {
    const player = playerNames[(interviews * 5) % playerNames.length] ?? '';
    if (entry.type === 4) interviews += 1;
    const title = fillTemplate(entry.title, { player });
    const lede = fillTemplate(entry.lede, { player });
    const thumbnail = `${mediaBase}media/columns/${TOPIC_FILES[entry.type]}-${(index % 2) + 1}.svg`;
    const sections = copy.sections[entry.type];
    const first = index % sections.length;
    const second = (first + 1) % sections.length;
    const daysAgo = days[index]!;
    const cdateInt = toDateInt(new Date(reference - daysAgo * DAY_MS + country.utcOffsetMinutes * MINUTE_MS));
    const contents = [
      `<p>${escapeHtml(lede)}</p>`,
      `<figure><img src="${thumbnail}" alt="${escapeHtml(title)}" width="640" height="360"><figcaption>${escapeHtml(copy.caption)}</figcaption></figure>`,
      sectionHtml(sections[first]!),
      sectionHtml(sections[second]!),
      `<p>${escapeHtml(copy.closing[entry.type])}</p>`,
    ].join('\n');
    return {
      countryId: country.countryId,
      type: entry.type,
      title,
      thumbnail,
      cdateInt,
      visitCount: random.number.int({ min: 30, max: 150 }) + daysAgo * random.number.int({ min: 1, max: 8 }),
      contents,
      order: index,
    };
  });
  // The newest column carries pasted-in markup the portal must sanitise away.
  drafts.at(-1)!.contents += UNSAFE_COLUMN_SNIPPET();
  return drafts;
}

/** Every country's columns, ids dense from 1 in publication order across the network. */
export function generateColumns(
  copies: Copies,
  seed: number,
  reference: number,
  mediaBase: string,
  players: readonly PlayerRecord[],
): ColumnRecord[] {
  return COUNTRIES.flatMap((country, countryOrder) =>
    draftCountryColumns(
      copies,
      country,
      seed,
      reference,
      mediaBase,
      // Interviews feature the players with full profiles.
      players
        .filter((player) => player.countryId === country.countryId && player.sort <= PLAYERS_PER_COUNTRY)
        .map((player) => player.name),
    ).map((draft) => ({ draft, countryOrder })),
  )
    .sort((a, b) => a.draft.cdateInt - b.draft.cdateInt || a.countryOrder - b.countryOrder || a.draft.order - b.draft.order)
    .map(({ draft: { order: _order, ...record } }, index) => ({ ...record, id: index + 1 }));
}

// ---------------------------------------------------------------- banners

interface BannerPlan {
  type: 0 | 1 | 2;
  status: 0 | 1;
  file: BannerFile;
  link: string;
}

/** The home set has one or two banners, so the carousel repeats them (spec section 9). */
const HOME_SETS: Record<SeedCountry['countryCode'], readonly BannerPlan[]> = {
  CN: [
    { type: 0, status: 1, file: 'league', link: '/ShopActivitie?type=0' },
    { type: 0, status: 1, file: 'newcomers', link: '/AddUser' },
  ],
  HK: [{ type: 0, status: 1, file: 'league', link: '/ShopActivitie?type=0' }],
  EN: [
    { type: 0, status: 1, file: 'app', link: '/alpha/download' },
    { type: 0, status: 1, file: 'league', link: 'https://www.facebook.com/adarts.network' },
  ],
  JP: [{ type: 0, status: 1, file: 'newcomers', link: '/AddUser' }],
};

const SHARED_PLANS: readonly BannerPlan[] = [
  { type: 1, status: 1, file: 'columns', link: '/Darts/DartsList' },
  { type: 1, status: 1, file: 'players', link: '/Players' },
  // Retired: bannerShow with status 1 must leave it out.
  { type: 1, status: 0, file: 'effects', link: '/ShopProp' },
  { type: 2, status: 1, file: 'items', link: '/ShopProp' },
  { type: 2, status: 1, file: 'effects', link: '/ShopProp' },
];

export function generateBanners(mediaBase: string): BannerRecord[] {
  let id = 0;
  return COUNTRIES.flatMap((country) =>
    [...HOME_SETS[country.countryCode], ...SHARED_PLANS].map((plan, sort): BannerRecord => {
      id += 1;
      return {
        id,
        countryId: country.countryId,
        type: plan.type,
        status: plan.status,
        sort,
        image: `${mediaBase}media/banners/${plan.file}.svg`,
        link: plan.link,
      };
    }),
  );
}

/** Seeds banners, players and columns (interviews name the country's players). */
export async function seedColumnsAndPlayers(
  database: { banners: { create(record: BannerRecord): Promise<unknown> }; players: { create(record: PlayerRecord): Promise<unknown> }; columns: { create(record: ColumnRecord): Promise<unknown> } },
  { seed, now, mediaBase, copies }: { seed: number; now: number; mediaBase: string; copies: Copies },
): Promise<void> {
  const reference = Math.floor(now / DAY_MS) * DAY_MS;
  const players = generatePlayers(copies, seed, reference, mediaBase);
  for (const banner of generateBanners(mediaBase)) await database.banners.create(banner);
  for (const player of players) await database.players.create(player);
  for (const column of generateColumns(copies, seed, reference, mediaBase, players)) await database.columns.create(column);
}
