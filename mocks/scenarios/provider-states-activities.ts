import { backend } from '../backend';
import { db } from '../db/collections';
import type { ActivityRecord } from '../db/schemas';
import { periodOf } from '../rules/activities';

/** Provider states of the activity calls; spread into PROVIDER_STATES (provider-states.ts). */
interface ActivityStateInput {
  params: Record<string, unknown>;
  match: RegExpExecArray;
  now: number;
}

const positive = (value: unknown, name: string): number => {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`activity provider state needs a positive integer "${name}"`);
  return number;
};

const nextId = () => db.activities.all().reduce((max, record) => Math.max(max, record.id), 0) + 1;

/** A contract-test item of country 617, hosted by one of its shops when there is one. */
const contractActivity = (id: number, type: 0 | 1, first: string, last: string): ActivityRecord => {
  const shop = db.shops.findFirst((q) => q.where({ countryId: 617 }));
  return {
    id,
    countryId: 617,
    type,
    title: type === 0 ? `Contract Cup ${id}` : `Contract Happy Hour ${id}`,
    startDate: `${first} 00:00:00`,
    endDate: `${last} 23:59:59`,
    thumbnail: `${backend.mediaBase}media/activities/activity-party-thumb.svg`,
    picture: `${backend.mediaBase}media/activities/activity-party-picture.svg`,
    shopIds: shop ? [shop.shopId] : [],
    machineType: 'A1 and W1 machines',
    // Plain text with line breaks, like every activity text (api-reference section 2).
    content: `Item ${id}, created for a contract test.\n\nDouble gold every evening.`,
    joinMethod: 'Play with your player card.',
    cost: 'Free',
    reward: '100 gold',
    contact: 'Ask the staff',
    other: 'Bring your player card.',
  };
};

export const activityProviderStates = [
  {
    // At least one activity (type 1) and one match (type 0) of country 617 run in that month.
    pattern: /^an activity and a match of country 617 run in \{year\}-\{month\}$/,
    async apply({ params }: ActivityStateInput) {
      const year = positive(params.year, 'year');
      const month = positive(params.month, 'month');
      const { first } = periodOf(year, month);
      const day = `${first.slice(0, 8)}10`;
      for (const type of [0, 1] as const) await db.activities.create(contractActivity(nextId(), type, day, day));
      return { year, month };
    },
  },
  {
    pattern: /^activity (?:\{id\}|(\d+)) exists$/,
    async apply({ params, match }: ActivityStateInput) {
      const id = positive(params.id ?? match[1], 'id');
      if (!db.activities.findFirst((q) => q.where({ id }))) {
        await db.activities.create(contractActivity(id, 1, '2026-03-10', '2026-03-12'));
      }
      return { id };
    },
  },
  {
    pattern: /^no activity has id (?:\{id\}|(\d+))$/,
    async apply({ params, match }: ActivityStateInput) {
      const id = positive(params.id ?? match[1], 'id');
      db.activities.deleteMany((q) => q.where({ id }));
      return { id };
    },
  },
];
