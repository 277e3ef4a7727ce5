import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { routes } from '@/shared/config';
import { useForm } from '@/shared/lib';
import { Button, Container, DocumentTitle, PageTitle, panelClass, TextField } from '@/shared/ui';
import { SendCodeButton } from '@/features/send-code';
import { codeSender, ForgetPasswordGate, resetForm } from '../model/forget-password';

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
  const form = useForm(resetForm);
  const addressError = useUnit(codeSender.$addressError);

  return (
    <Container>
      <Card className={panelClass}>
        <DocumentTitle title={t('forgetPassword.title')} />
        <PageTitle>{t('forgetPassword.title')}</PageTitle>
        <Form {...form.props}>
          <p className="intro">{t('forgetPassword.intro')}</p>
          <TextField autoComplete="email" {...form.field('identification', t('forgetPassword.identification'), { error: addressError })} />
          <div className="code-row">
            <TextField inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.field('code', t('code.label'))} />
            <SendCodeButton sender={codeSender} />
          </div>
          <TextField
            type="password"
            autoComplete="new-password"
            hint={t('password.hint')}
            {...form.field('password', t('forgetPassword.password'))}
          />
          <TextField type="password" autoComplete="new-password" {...form.field('confirmPassword', t('forgetPassword.confirmPassword'))} />
          <Button type="submit" block disabled={form.pending}>
            {form.pending ? t('forgetPassword.submitting') : t('forgetPassword.submit')}
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
