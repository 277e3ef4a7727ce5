export { i18n, initI18n } from './instance';
export { $language, applyLanguageFx, languageChosen, readSavedLanguage } from './model';
export {
  fallbackLanguage,
  isLanguage,
  languageIds,
  languageNames,
  languages,
  startLanguage,
  type Language,
} from './languages';
export { memberNamespaces, namespaces, startNamespaces, type MemberNamespace, type Namespace } from './namespaces';
export { formatDate, formatNumber, parseBackendDate } from './format';
export { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl';
export { prepareFormats } from './prepare-formats';
export { formatCount, formatDecimal, formatPercent } from './figures';
