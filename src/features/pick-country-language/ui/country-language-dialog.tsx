import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $countries, $countryId, countriesQuery, CountryFlag, useCountryName } from '@/entities/country';
import { $language, languageChosen, languageNames, languages } from '@/shared/i18n';
import { Button, ErrorState, Loading, Modal } from '@/shared/ui';
import { $isPickerOpen, countryPicked, pickerClosed } from '../model/picker';

const Fieldset = styled.fieldset`
  margin: 0 0 var(--space-5);
  padding: 0;
  border: 0;

  & legend {
    margin-bottom: var(--space-2);
    font-weight: 700;
  }
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: var(--space-2);

  & label {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    min-height: 44px;
    padding: var(--space-2) var(--space-3);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-m);
    cursor: pointer;
  }
  & label:has(input:checked) {
    border-color: var(--color-brand);
    background: var(--color-brand-soft);
    font-weight: 600;
  }
  & input {
    accent-color: var(--color-brand);
  }
`;

const CountryChoices = () => {
  const { t } = useTranslation();
  const [countries, countryId, pending, failed, pick, retry] = useUnit([
    $countries,
    $countryId,
    countriesQuery.$pending,
    countriesQuery.$failed,
    countryPicked,
    countriesQuery.refresh,
  ]);
  const countryName = useCountryName();
  if (pending && countries.length === 0) return <Loading />;
  if (failed) return <ErrorState onRetry={() => retry({})} />;
  return (
    <Choices>
      {countries.map((country) => (
        <label key={country.countryId}>
          <input
            type="radio"
            name="country"
            value={country.countryId}
            checked={country.countryId === countryId}
            onChange={() => pick(country.countryId)}
          />
          <CountryFlag code={country.countryCode} name="" />
          <span>{countryName(country)}</span>
        </label>
      ))}
      {countries.length === 0 && <p>{t('status.empty')}</p>}
    </Choices>
  );
};

/** The dialog itself: a chunk of its own, loaded when the picker is first wanted (see picker.tsx). */
export const CountryLanguageDialogContent = () => {
  const { t } = useTranslation();
  const [isOpen, close, language, chooseLanguage] = useUnit([$isPickerOpen, pickerClosed, $language, languageChosen]);
  return (
    <Modal open={isOpen} title={t('picker.title')} onClose={() => close()}>
      <Fieldset>
        <legend>{t('picker.country')}</legend>
        <CountryChoices />
      </Fieldset>
      <Fieldset>
        <legend>{t('picker.language')}</legend>
        <Choices>
          {languages.map((code) => (
            <label key={code} lang={code}>
              <input
                type="radio"
                name="language"
                value={code}
                checked={code === language}
                onChange={() => chooseLanguage(code)}
              />
              <span>{languageNames[code]}</span>
            </label>
          ))}
        </Choices>
      </Fieldset>
      <Button block onClick={() => close()}>
        {t('actions.done')}
      </Button>
    </Modal>
  );
};
