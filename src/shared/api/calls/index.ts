/** Every call of api-reference.md, one definition each, grouped by backend domain. */
export { countryList, login } from './account';
export { newsInfo, officialNewsList } from './news';
