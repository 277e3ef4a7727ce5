/** Cross-import for entities/gift: a gift dialog offers only partners of the member's country (its code). */
export { countriesQuery, countriesWanted } from '../model/country';
