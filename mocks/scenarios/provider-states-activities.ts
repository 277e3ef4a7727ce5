import { backend } from '../backend';
import { db } from '../db/collections';
import { nextRecordId, placeholderActivity } from '../db/factories';
import { periodOf } from '../rules/activities';

import { idOf, integerParam, type StateInput } from './provider-state-params';

/** Provider states of the activity calls; spread into PROVIDER_STATES (provider-states.ts). */
/** A contract-test item of country 617, hosted by one of its shops when there is one. */
function contractActivity(id: number, type: 0 | 1, first: string, last: string) {
  const shop = db.shops.findFirst((q) => q.where({ countryId: 617 }));
  return placeholderActivity({ id, type, first, last, shopIds: shop ? [shop.shopId] : [] }, backend.mediaBase);
}

export const activityProviderStates = [
  {
    // At least one activity (type 1) and one match (type 0) of country 617 run in that month.
    pattern: /^an activity and a match of country 617 run in \{year\}-\{month\}$/,
    async apply({ params }: StateInput) {
      const year = integerParam(params, 'year');
      const month = integerParam(params, 'month');
      const { first } = periodOf(year, month);
      const day = `${first.slice(0, 8)}10`;
      for (const type of [0, 1] as const) await db.activities.create(contractActivity(nextRecordId(db.activities.all()), type, day, day));
      return { year, month };
    },
  },
  {
    pattern: /^activity (?:\{id\}|(\d+)) exists$/,
    async apply(input: StateInput) {
      const id = idOf(input);
      if (!db.activities.findFirst((q) => q.where({ id }))) {
        await db.activities.create(contractActivity(id, 1, '2026-03-10', '2026-03-12'));
      }
      return { id };
    },
  },
  {
    pattern: /^no activity has id (?:\{id\}|(\d+))$/,
    async apply(input: StateInput) {
      const id = idOf(input);
      db.activities.deleteMany((q) => q.where({ id }));
      return { id };
    },
  },
];
