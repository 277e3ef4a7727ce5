export { bindNavigator, navigateFx } from './browser/navigation';
export { readPositiveInt } from './search-params';
export { readStored, writeStored } from './browser/storage';
export { validateNewPassword, type NewPasswordErrors } from './form/new-password';
export { REQUIRED, REQUIRED_CHOICE, type RequiredError } from './form/required';
export { createDetailPage } from './page-model/detail-page';
export { createForm, type Form, type FormConfig, type FormErrors, type FormSender } from './form/form';
export { useForm, type FieldOptions } from './form/use-form';
export { createPageVisit, type PageAddress, type PageVisit } from './page-model/page-visit';
export { createAwaitingAnswer, createShownTogether } from './page-model/shown-together';
export { useAddressGate } from './react/address-gate';
export { useDeferredUnit } from './react/deferred-unit';
export { withoutEventHandlers } from './html/event-handlers';
export { rovingIndex, type RovingKeys } from './browser/roving-index';
// The list and tab page kits (createListPage, createCountryListPage, createTabPage) are
// `@/shared/lib/page-model`: what this index exports rides in every page's shared chunk.
