import { createEvent, createStore, sample } from 'effector';
import { countriesWanted, countryChosen } from '@/entities/country';

export const pickerOpened = createEvent();
export const pickerClosed = createEvent();

export const $isPickerOpen = createStore(false)
  .on(pickerOpened, () => true)
  .on(pickerClosed, () => false);
/** Opened once: the dialog stays mounted from then on (closing it returns focus to the button). */
export const $isPickerWanted = createStore(false).on(pickerOpened, () => true);

// The country list is fetched when the picker first needs it.
sample({ clock: pickerOpened, target: countriesWanted });

/** Choosing a country re-targets the site's content; the dialog stays open for the language. */
export const countryPicked = createEvent<number>();
sample({ clock: countryPicked, target: countryChosen });
