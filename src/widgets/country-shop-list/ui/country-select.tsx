import { styled } from '@linaria/react';
import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { $countries, useCountryName } from '@/entities/country';

const Field = styled.div`
  display: grid;
  gap: var(--space-1);
  max-width: 320px;
  margin: var(--space-5) 0 var(--space-4);

  & label {
    font-weight: 600;
  }
  & select {
    min-height: 40px;
    padding: 0 var(--space-3);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-s);
    background: var(--color-paper);
    font: inherit;
  }
`;

/** The country selector of a shop list by country (createCountryShopList), fed by the country list. */
export const CountrySelect = ({ list }: { list: { $shownCountry: Store<number>; countryPicked: EventCallable<number> } }) => {
  const { t } = useTranslation('shops');
  const id = useId();
  const [value, pick, countries] = useUnit([list.$shownCountry, list.countryPicked, $countries]);
  const countryName = useCountryName();
  const known = countries.some((country) => country.countryId === value);
  return (
    <Field>
      <label htmlFor={id}>{t('country.label')}</label>
      <select id={id} value={value} onChange={(event) => pick(Number(event.target.value))}>
        {!known && <option value={value}>{t('country.current')}</option>}
        {countries.map((country) => (
          <option key={country.countryId} value={country.countryId}>
            {countryName(country)}
          </option>
        ))}
      </select>
    </Field>
  );
};
