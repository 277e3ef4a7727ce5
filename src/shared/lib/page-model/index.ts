// The list and tab page kits, an entry of their own apart from `@/shared/lib`: what that index
// exports rides in every page's shared chunk, and only list and tab pages need these (measured:
// /DartsInfo, 0.1 kB under its budget on main, went 0.8 kB over with them there). Detail pages
// (createDetailPage), page visits and useAddressGate stay in `@/shared/lib`.
export { createCountryListPage, createListPage, type CountryPageParams, type ListRequest, type ListState } from './list-page';
export { createTabPage } from './tab-page';
