/** Cross-import for entities/gift: a gift dialog offers only partners of the member's country (its id). */
export { accountQuery, accountWanted } from '../model/account';
