import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language } from '@/shared/i18n';
import { ENGLISH_REGION_CODE, regionName } from './country-name';

/**
 * Names a country of the country list in the UI language: the standard name of its code, the
 * English-speaking site as a region, and the backend's own name only for a code no one knows.
 */
export const useCountryName = (): ((country: { countryCode: string; countryName?: string }) => string) => {
  const { t } = useTranslation('common');
  const language = useUnit($language);
  return ({ countryCode, countryName }) =>
    countryCode.toUpperCase() === ENGLISH_REGION_CODE
      ? t('country.englishRegion')
      : (regionName(countryCode, language) ?? countryName ?? countryCode);
};
