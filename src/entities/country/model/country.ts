import { createEffect, createEvent, createStore, sample } from 'effector';
import { calls, createApiQuery } from '@/shared/api';
import { readStored, writeStored } from '@/shared/lib';
import { CountryId } from '@/shared/config';

const STORAGE_KEY = 'countryId';

/** English is the start language, so the English-speaking country is the start country. */
export const defaultCountryId: number = CountryId.english;

export const countryChosen = createEvent<number>();
export const countryRestoreRequested = createEvent();

export const $countryId = createStore<number>(defaultCountryId);

export const countriesQuery = createApiQuery(calls.countryList);
export const $countries = countriesQuery.$data.map((countries) => countries ?? []);

/**
 * A screen needs the country list: asked once (it is small and rarely changes), again only when
 * it has none (never answered, or failed).
 */
export const countriesWanted = createEvent();
sample({
  clock: countriesWanted,
  source: { data: countriesQuery.$data, pending: countriesQuery.$pending },
  filter: ({ data, pending }) => data === null && !pending,
  fn: () => ({}),
  target: countriesQuery.start,
});

const readCountryFx = createEffect(() => {
  const stored = Number(readStored('session', STORAGE_KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : defaultCountryId;
});
const saveCountryFx = createEffect((countryId: number) => writeStored('session', STORAGE_KEY, String(countryId)));

sample({ clock: countryRestoreRequested, target: readCountryFx });
sample({ clock: [readCountryFx.doneData, countryChosen], target: $countryId });
sample({ clock: countryChosen, target: saveCountryFx });
