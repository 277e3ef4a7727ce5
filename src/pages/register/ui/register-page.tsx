import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/shared/config';
import { languageIds, languageNames, languages } from '@/shared/i18n';
import { useForm } from '@/shared/lib';
import { Button, RadioField, SelectField, TextField } from '@/shared/ui';
import { FormPage } from '@/shared/ui/form-page';
import { $countries, countriesQuery, useCountryName } from '@/entities/country';
import { CodeField } from '@/features/send-code';
import { codeSender, RegisterGate, registerForm } from '../model/register';
import type { RegisterFields } from '../model/validate';

const Form = styled.form`
  display: grid;
  gap: var(--space-4);

  & fieldset.group {
    display: grid;
    gap: var(--space-4);
    margin: 0;
    padding: var(--space-4);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-m);
  }
  & fieldset.group > legend {
    padding: 0 var(--space-2);
    font-weight: 700;
  }
`;

const Footer = styled.p`
  margin: var(--space-4) 0 0;
  text-align: center;
`;

export const RegisterPage = () => {
  const { t } = useTranslation('auth');
  useGate(RegisterGate);
  const form = useForm(registerForm);
  const { fields } = form;
  const [addressError, countries, countriesPending] = useUnit([codeSender.$addressError, $countries, countriesQuery.$pending]);
  const countryName = useCountryName();

  return (
    <FormPage title={t('register.title')} width="wide">
      <Form {...form.props}>
        <fieldset className="group">
          <legend>{t('register.accountSection')}</legend>
          <TextField autoComplete="username" hint={t('register.accountHint')} {...form.field('account', t('register.account'))} />
          <TextField inputMode="numeric" autoComplete="off" {...form.field('cardNo', t('register.cardNo'))} />
          <TextField
            type="password"
            autoComplete="new-password"
            hint={t('password.hint')}
            {...form.field('password', t('register.password'))}
          />
          <TextField type="password" autoComplete="new-password" {...form.field('confirmPassword', t('register.confirmPassword'))} />
        </fieldset>

        <fieldset className="group">
          <legend>{t('register.profileSection')}</legend>
          <TextField autoComplete="nickname" {...form.field('nickname', t('register.nickname'))} />
          <TextField autoComplete="name" {...form.field('name', t('register.name'))} />
          <RadioField
            options={[
              { value: '1', label: t('register.male') },
              { value: '0', label: t('register.female') },
            ]}
            {...form.field('gender', t('register.gender'))}
          />
          <TextField type="date" autoComplete="bday" min="1900-01-01" {...form.field('birth', t('register.birth'))} />
          <SelectField
            disabled={countriesPending && countries.length === 0}
            options={
              countries.length > 0
                ? countries.map((country) => ({ value: String(country.countryId), label: countryName(country) }))
                : [{ value: fields.countryId, label: t('register.countryLoading') }]
            }
            {...form.field('countryId', t('register.country'))}
          />
          <SelectField
            options={languages.map((language) => ({
              value: languageIds[language] as RegisterFields['languageId'],
              label: languageNames[language],
            }))}
            {...form.field('languageId', t('register.language'))}
          />
        </fieldset>

        <fieldset className="group">
          <legend>{t('register.verifySection')}</legend>
          <RadioField
            options={[
              { value: 'email', label: t('contact.byEmail') },
              { value: 'sms', label: t('contact.byPhone') },
            ]}
            {...form.field('channel', t('contact.method'))}
          />
          {fields.channel === 'email' ? (
            <TextField type="email" autoComplete="email" {...form.field('email', t('contact.email'), { error: addressError })} />
          ) : (
            <TextField
              type="tel"
              autoComplete="tel"
              placeholder={t('contact.phonePlaceholder')}
              {...form.field('phone', t('contact.phone'), { error: addressError })}
            />
          )}
          <CodeField sender={codeSender} {...form.field('code', t('code.label'))} />
        </fieldset>

        <Button type="submit" block disabled={form.pending}>
          {form.pending ? t('register.submitting') : t('register.submit')}
        </Button>
      </Form>
      <Footer>
        {t('register.haveAccount')} <Link to={routes.login}>{t('register.toLogin')}</Link>
      </Footer>
    </FormPage>
  );
};
