import { styled } from '@linaria/react';
import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/shared/ui';
import { $countries, useCountryName } from '@/entities/country';

const Place = styled.div`
  max-width: 320px;
  margin: var(--space-5) 0 var(--space-4);
`;

/** The country selector of a shop list by country (createCountryShopList), fed by the country list. */
export const CountrySelect = ({ list }: { list: { $shownCountry: Store<number>; countryPicked: EventCallable<number> } }) => {
  const { t } = useTranslation('shops');
  const [value, pick, countries] = useUnit([list.$shownCountry, list.countryPicked, $countries]);
  const countryName = useCountryName();
  const options = countries.map((country) => ({ value: String(country.countryId), label: countryName(country) }));
  // The country shown before the list of countries has come (or one it lacks) still has its option.
  if (!countries.some((country) => country.countryId === value)) options.unshift({ value: String(value), label: t('country.current') });
  return (
    <Place>
      <SelectField label={t('country.label')} name="country" value={String(value)} options={options} onValueChange={(picked) => pick(Number(picked))} />
    </Place>
  );
};
