export { bindNavigator, navigateFx } from './browser/navigation';
export { readPositiveInt } from './search-params';
export { countryPageFromSearch, searchOfCountryPage, type CountryPage } from './country-page-search';
export { readStored, writeStored } from './browser/storage';
export { validateNewPassword, type NewPasswordErrors } from './form/new-password';
export { createDetailPage } from './page-model/detail-page';
export { createForm, type Form, type FormConfig, type FormErrors, type FormSender } from './form/form';
export { createListPage, type ListRequest } from './page-model/list-page';
export { withoutEventHandlers } from './html/event-handlers';
