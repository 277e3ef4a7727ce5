import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $countries, $countryId, countriesQuery, CountryFlag, useCountryName } from '@/entities/country';
import { $language, languageChosen, languageNames, languages } from '@/shared/i18n';
import { Button, ErrorState, Loading, Modal } from '@/shared/ui';
import { $isPickerOpen, countryPicked, pickerClosed, pickerOpened } from '../model/picker';

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

const GlobeIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path
      d="M2.5 12h19M12 2.5c2.6 2.8 3.9 6 3.9 9.5s-1.3 6.7-3.9 9.5M12 2.5C9.4 5.3 8.1 8.5 8.1 12s1.3 6.7 3.9 9.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    />
  </svg>
);

export const CountryLanguageButton = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  const [open, isOpen] = useUnit([pickerOpened, $isPickerOpen]);
  return (
    <Button
      variant="ghost"
      className={className}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-label={t('picker.open')}
      title={t('picker.open')}
      onClick={() => open()}
    >
      <GlobeIcon />
    </Button>
  );
};

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

export const CountryLanguageDialog = () => {
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
