import { activityImagesFor, activityImageUrl } from '../media/activity-images';
import type { Language } from '../rules/messages';
import type { ActivityCopy, ActivityFacts } from './activity-copy/copy';
import { fillTemplate } from './copy-template';
import { COUNTRIES, type SeedCountry } from './countries';
import { formatCopyDate } from './dates';
import { seededRandom, type Random } from './random';
import type { ActivityRecord, ShopRecord } from './schemas';

/**
 * Where a country's 37 items fall, by month relative to the current one: the current month is
 * busy (8 items, so its list has two pages, with both kinds), the next two months have some,
 * and the past year one or two a month.
 */
const PLAN: ReadonlyArray<{ monthOffset: number; activities: number; matches: number }> = [
  { monthOffset: 0, activities: 4, matches: 4 },
  { monthOffset: 1, activities: 3, matches: 3 },
  { monthOffset: 2, activities: 2, matches: 1 },
  ...Array.from({ length: 11 }, (_, index) => ({ monthOffset: -(index + 1), activities: 1, matches: index < 9 ? 1 : 0 })),
];

export const ACTIVITIES_PER_COUNTRY = PLAN.reduce((sum, month) => sum + month.activities + month.matches, 0);

const pad = (value: number) => String(value).padStart(2, '0');
const dayText = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

interface Draft extends Omit<ActivityRecord, 'id'> {
  order: number;
}

function machinesOf(hosts: readonly ShopRecord[], random: Random): Array<'A1' | 'W1'> {
  const types = new Set(hosts.flatMap((shop) => shop.machineList.map((machine) => machine.machineType)));
  if (types.size > 0) return (['A1', 'W1'] as const).filter((type) => types.has(type));
  return random.helpers.arrayElement([['A1'], ['W1'], ['A1', 'W1']] as Array<Array<'A1' | 'W1'>>);
}

/**
 * Draws an item until its title is new to the country, so no list or calendar shows two alike
 * (a title without facts, such as a monthly cup, comes once); records the title as taken.
 */
function uniquelyTitled<Drawn extends { title: string }>(taken: Set<string>, draw: () => Drawn): Drawn {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const drawn = draw();
    if (taken.has(drawn.title)) continue;
    taken.add(drawn.title);
    return drawn;
  }
  throw new Error('activity copy has too few distinct titles for the plan');
}

function draftCountry(
  copies: Readonly<Record<Language, ActivityCopy>>,
  country: SeedCountry,
  seed: number,
  reference: number,
  mediaBase: string,
  shops: readonly ShopRecord[],
): Draft[] {
  const copy = copies[country.language];
  const random = seededRandom([seed, 7, country.countryId]);
  const today = new Date(reference);
  const countryShops = shops.filter((shop) => shop.countryId === country.countryId);
  const drafts: Draft[] = [];
  const titles = new Set<string>();
  let ongoingPlaced = false;

  for (const { monthOffset, activities, matches } of PLAN) {
    const kinds = [
      ...Array.from({ length: activities }, () => 'activity' as const),
      ...Array.from({ length: matches }, () => 'match' as const),
    ];
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + monthOffset, 1));
    const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    for (const kind of kinds) {
      const type = kind === 'match' ? 0 : 1;
      let startDay = random.number.int({ min: 1, max: days });
      const length = kind === 'match' ? random.number.int({ min: 1, max: 3 }) : random.number.int({ min: 2, max: 12 });
      // One activity of the current month always runs today, so "ongoing" is always on show.
      const runsToday = monthOffset === 0 && kind === 'activity' && !ongoingPlaced;
      if (runsToday) {
        startDay = Math.max(1, today.getUTCDate() - 2);
        ongoingPlaced = true;
      }
      const start = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), startDay));
      const end = new Date(start.getTime() + (length - 1) * 86_400_000);
      if (runsToday) {
        end.setTime(Math.max(end.getTime(), today.getTime() + 3 * 86_400_000));
      }

      const { hosts, machines, facts, title } = uniquelyTitled(titles, () => {
        const hostCount = Math.min(countryShops.length, kind === 'match' ? 1 : random.number.int({ min: 1, max: 3 }));
        const hosts = random.helpers.arrayElements(countryShops, hostCount);
        const machines = machinesOf(hosts, random);
        const startText = formatCopyDate(country.language, start);
        const endText = formatCopyDate(country.language, end);
        const facts: ActivityFacts = {
          venue: hosts[0]?.shopName ?? random.helpers.arrayElement(copy.districts),
          gold: random.number.int({ min: 2, max: 10 }) * 50,
          edition: random.number.int({ min: 1, max: 12 }),
          startText,
          endText,
          oneDay: startText === endText,
          variant: random.number.int({ min: 0, max: 11 }),
        };
        return { hosts, machines, facts, title: fillTemplate(random.helpers.arrayElement(copy.titles[kind]), facts) };
      });
      const images = random.helpers.shuffle(activityImagesFor(type));
      const pictureCount = random.number.int({ min: 1, max: images.length });
      drafts.push({
        order: drafts.length,
        countryId: country.countryId,
        type,
        title,
        startDate: `${dayText(start)} 00:00:00`,
        endDate: `${dayText(end)} 23:59:59`,
        thumbnail: activityImageUrl(mediaBase, images[0]!, 'thumb'),
        picture: images.slice(0, pictureCount).map((file) => activityImageUrl(mediaBase, file, 'picture')).join(','),
        shopIds: hosts.map((shop) => shop.shopId),
        machineType: machines.length === 2 ? copy.machineType.both : fillTemplate(copy.machineType.one, { machine: machines[0]! }),
        // The six texts are plain text with line breaks (api-reference section 2): nothing is escaped.
        content: fillTemplate(copy.body[kind], facts),
        joinMethod: random.helpers.arrayElement(copy.joinMethod[kind]),
        cost: fillTemplate(copy.cost[kind], facts),
        reward: fillTemplate(copy.reward[kind], facts),
        contact: fillTemplate(copy.contact, facts),
        other: random.helpers.arrayElement(copy.other),
      });
    }
  }
  return drafts;
}

/**
 * Every country's activities and matches, written in its language and hosted by its own shops
 * (`shops`: the seeded shops; none gives activities without host shops). Ids are dense from 1
 * in start order across the network. `reference` is midnight UTC of the seed's day.
 */
export function generateActivities(
  copies: Readonly<Record<Language, ActivityCopy>>,
  seed: number,
  reference: number,
  mediaBase: string,
  shops: readonly ShopRecord[],
): ActivityRecord[] {
  return COUNTRIES.flatMap((country, countryIndex) =>
    draftCountry(copies, country, seed, reference, mediaBase, shops).map((draft) => ({ draft, countryIndex })),
  )
    .sort(
      (a, b) =>
        a.draft.startDate.localeCompare(b.draft.startDate) || a.countryIndex - b.countryIndex || a.draft.order - b.draft.order,
    )
    .map(({ draft: { order: _order, ...record } }, index) => ({ ...record, id: index + 1 }));
}
