import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { $countries, useCountryName } from '@/entities/country';

const Field = styled.div`
  display: grid;
  gap: var(--space-1);
  max-width: 320px;
  margin-bottom: var(--space-4);

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

/** The country selector of the shop lists, fed by the country list. */
export const CountrySelect = ({ value, onChange }: { value: number; onChange: (countryId: number) => void }) => {
  const { t } = useTranslation('shops');
  const id = useId();
  const countries = useUnit($countries);
  const countryName = useCountryName();
  const known = countries.some((country) => country.countryId === value);
  return (
    <Field>
      <label htmlFor={id}>{t('country.label')}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
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
