import { db } from '../db/collections';
import { groupBy, indexBy, memoOnSources } from '../rules/memo';

/**
 * Indexes of the content collections, rebuilt only when their records change (see
 * rules/memo.ts). They replace `findMany(where countryId)` and `findFirst(where id)`, which
 * scan every record and evaluate the query object on each, on every request.
 */

const EMPTY: readonly never[] = [];

/** A collection's records of one country, in collection order, as `findMany(where({ countryId }))` lists them. */
function byCountry<Item extends { countryId: number }>(records: () => readonly Item[]): (countryId: number) => readonly Item[] {
  const groups = memoOnSources(
    () => [records()],
    () => groupBy(records(), (record) => record.countryId),
  );
  return (countryId) => groups().get(countryId) ?? EMPTY;
}

export const newsOfCountry = byCountry(() => db.news.all());
export const shopsOfCountry = byCountry(() => db.shops.all());
export const columnsOfCountry = byCountry(() => db.columns.all());
export const activitiesOfCountry = byCountry(() => db.activities.all());

const shopsById = memoOnSources(
  () => [db.shops.all()],
  () => indexBy(db.shops.all(), (shop) => shop.shopId),
);
/** The shop of an id, as `findFirst(where({ shopId }))` finds it. */
export const shopById = (shopId: number) => shopsById().get(shopId);

const countriesById = memoOnSources(
  () => [db.countries.all()],
  () => indexBy(db.countries.all(), (country) => country.countryId),
);
/** The country of an id, as `findFirst(where({ countryId }))` finds it. */
export const countryById = (countryId: number) => countriesById().get(countryId);

const membersByAccount = memoOnSources(
  () => [db.members.all()],
  () => indexBy(db.members.all(), (member) => member.account),
);
/** The member of a login name, as `findFirst(where({ account }))` finds it. */
export const memberByAccount = (account: string) => membersByAccount().get(account);
