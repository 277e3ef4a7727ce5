import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/shared/config';
import { languageIds, languageNames, languages } from '@/shared/i18n';
import {
  Button,
  Container,
  DocumentTitle,
  PageTitle,
  panelClass,
  RadioField,
  SelectField,
  TextField,
  useFocusFirstInvalid,
} from '@/shared/ui';
import { $countries, countriesQuery, useCountryName } from '@/entities/country';
import { SendCodeButton } from '@/features/send-code';
import { codeSender, RegisterGate, registerForm } from '../model/register';
import type { FieldName, RegisterFields } from '../model/validate';

/** The fields typed as free text (the others are choices). */
type TextName = { [Name in FieldName]: string extends RegisterFields[Name] ? Name : never }[FieldName];

const Card = styled.section`
  max-width: 640px;
  margin: var(--space-6) auto 0;

  & h1 {
    margin-top: 0;
  }
`;

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
  & .code-row {
    display: grid;
    gap: var(--space-2);
    align-items: end;
  }
  @media (min-width: 480px) {
    & .code-row {
      grid-template-columns: 1fr auto;
    }
    & .code-row > button {
      min-height: 44px;
    }
  }
`;

const Footer = styled.p`
  margin: var(--space-4) 0 0;
  text-align: center;
`;

export const RegisterPage = () => {
  const { t } = useTranslation('auth');
  useGate(RegisterGate);
  const [fields, errors, pending, addressError, countries, countriesPending, refusedSubmits] = useUnit([
    registerForm.$fields,
    registerForm.$errors,
    registerForm.$pending,
    codeSender.$addressError,
    $countries,
    countriesQuery.$pending,
    registerForm.$refusedSubmits,
  ]);
  const [change, submitted] = useUnit([registerForm.fieldChanged, registerForm.submitted]);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refusedSubmits);
  const countryName = useCountryName();

  const text = (name: TextName, label: string) => ({
    name,
    label,
    value: fields[name],
    error: errors[name] && t(errors[name], { field: label }),
    onValueChange: (value: string) => change({ name, value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
  };
  const addressName = fields.channel === 'email' ? 'email' : 'phone';
  const addressMessage = errors[addressName] ?? addressError ?? undefined;

  return (
    <Container>
      <Card className={panelClass}>
        <DocumentTitle title={t('register.title')} />
        <PageTitle>{t('register.title')}</PageTitle>
        <Form ref={formRef} onSubmit={submit} noValidate aria-busy={pending}>
          <fieldset className="group">
            <legend>{t('register.accountSection')}</legend>
            <TextField
              autoComplete="username"
              hint={t('register.accountHint')}
              {...text('account', t('register.account'))}
            />
            <TextField inputMode="numeric" autoComplete="off" {...text('cardNo', t('register.cardNo'))} />
            <TextField
              type="password"
              autoComplete="new-password"
              hint={t('password.hint')}
              {...text('password', t('register.password'))}
            />
            <TextField
              type="password"
              autoComplete="new-password"
              {...text('confirmPassword', t('register.confirmPassword'))}
            />
          </fieldset>

          <fieldset className="group">
            <legend>{t('register.profileSection')}</legend>
            <TextField autoComplete="nickname" {...text('nickname', t('register.nickname'))} />
            <TextField autoComplete="name" {...text('name', t('register.name'))} />
            <RadioField
              label={t('register.gender')}
              name="gender"
              value={fields.gender}
              options={[
                { value: '1', label: t('register.male') },
                { value: '0', label: t('register.female') },
              ]}
              onValueChange={(value) => change({ name: 'gender', value })}
            />
            <TextField type="date" autoComplete="bday" min="1900-01-01" {...text('birth', t('register.birth'))} />
            <SelectField
              label={t('register.country')}
              name="countryId"
              value={fields.countryId}
              disabled={countriesPending && countries.length === 0}
              error={errors.countryId && t(errors.countryId, { field: t('register.country') })}
              options={
                countries.length > 0
                  ? countries.map((country) => ({ value: String(country.countryId), label: countryName(country) }))
                  : [{ value: fields.countryId, label: t('register.countryLoading') }]
              }
              onValueChange={(value) => change({ name: 'countryId', value })}
            />
            <SelectField
              label={t('register.language')}
              name="languageId"
              value={fields.languageId}
              options={languages.map((language) => ({
                value: languageIds[language] as RegisterFields['languageId'],
                label: languageNames[language],
              }))}
              onValueChange={(value) => change({ name: 'languageId', value })}
            />
          </fieldset>

          <fieldset className="group">
            <legend>{t('register.verifySection')}</legend>
            <RadioField
              label={t('contact.method')}
              name="channel"
              value={fields.channel}
              options={[
                { value: 'email', label: t('contact.byEmail') },
                { value: 'sms', label: t('contact.byPhone') },
              ]}
              onValueChange={(value) => change({ name: 'channel', value })}
            />
            {fields.channel === 'email' ? (
              <TextField
                label={t('contact.email')}
                type="email"
                autoComplete="email"
                name="email"
                value={fields.email}
                error={addressMessage && t(addressMessage, { field: t('contact.email') })}
                onValueChange={(value) => change({ name: 'email', value })}
              />
            ) : (
              <TextField
                label={t('contact.phone')}
                type="tel"
                autoComplete="tel"
                name="phone"
                placeholder={t('contact.phonePlaceholder')}
                value={fields.phone}
                error={addressMessage && t(addressMessage, { field: t('contact.phone') })}
                onValueChange={(value) => change({ name: 'phone', value })}
              />
            )}
            <div className="code-row">
              <TextField
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                {...text('code', t('code.label'))}
              />
              <SendCodeButton sender={codeSender} />
            </div>
          </fieldset>

          <Button type="submit" block disabled={pending}>
            {pending ? t('register.submitting') : t('register.submit')}
          </Button>
        </Form>
        <Footer>
          {t('register.haveAccount')} <Link to={routes.login}>{t('register.toLogin')}</Link>
        </Footer>
      </Card>
    </Container>
  );
};
