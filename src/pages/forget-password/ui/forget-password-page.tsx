import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { routes } from '@/shared/config';
import { Button, Container, DocumentTitle, PageTitle, panelClass, TextField, useFocusFirstInvalid } from '@/shared/ui';
import { SendCodeButton } from '@/features/send-code';
import { codeSender, ForgetPasswordGate, resetForm, type ResetFieldName } from '../model/forget-password';

const Card = styled.section`
  max-width: 480px;
  margin: var(--space-6) auto 0;

  & h1 {
    margin-top: 0;
  }
`;

const Form = styled.form`
  display: grid;
  gap: var(--space-4);

  & .intro {
    margin: 0;
    color: var(--color-ink-soft);
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

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-4);
  margin: var(--space-4) 0 0;
`;

export const ForgetPasswordPage = () => {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  useGate(ForgetPasswordGate, { identification: search.get('identification') ?? '' });
  const [fields, errors, pending, addressError, refusedSubmits] = useUnit([
    resetForm.$fields,
    resetForm.$errors,
    resetForm.$pending,
    codeSender.$addressError,
    resetForm.$refusedSubmits,
  ]);
  const [change, submitted] = useUnit([resetForm.fieldChanged, resetForm.submitted]);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refusedSubmits);

  const text = (name: ResetFieldName, label: string) => ({
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
  const identificationError = errors.identification ?? addressError ?? undefined;

  return (
    <Container>
      <Card className={panelClass}>
        <DocumentTitle title={t('forgetPassword.title')} />
        <PageTitle>{t('forgetPassword.title')}</PageTitle>
        <Form ref={formRef} onSubmit={submit} noValidate aria-busy={pending}>
          <p className="intro">{t('forgetPassword.intro')}</p>
          <TextField
            {...text('identification', t('forgetPassword.identification'))}
            autoComplete="email"
            error={identificationError && t(identificationError, { field: t('forgetPassword.identification') })}
          />
          <div className="code-row">
            <TextField
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...text('code', t('code.label'))}
            />
            <SendCodeButton sender={codeSender} />
          </div>
          <TextField
            type="password"
            autoComplete="new-password"
            hint={t('password.hint')}
            {...text('password', t('forgetPassword.password'))}
          />
          <TextField type="password" autoComplete="new-password" {...text('confirmPassword', t('forgetPassword.confirmPassword'))} />
          <Button type="submit" block disabled={pending}>
            {pending ? t('forgetPassword.submitting') : t('forgetPassword.submit')}
          </Button>
        </Form>
        <Links>
          <Link to={routes.login}>{t('recovery.toLogin')}</Link>
          <Link to={routes.forgetId}>{t('recovery.forgotAccount')}</Link>
        </Links>
      </Card>
    </Container>
  );
};
