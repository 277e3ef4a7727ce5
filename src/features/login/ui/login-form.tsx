import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { env } from '@/shared/config';
import { useForm } from '@/shared/lib';
import { Button, TextField } from '@/shared/ui';
import { loginForm, returnToChosen } from '../model/login';

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;

const DemoHint = styled.aside`
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-m);
  background: var(--color-success-bg);
  color: var(--color-success-ink);

  & p {
    margin: 0;
  }
  & code {
    font-weight: 700;
  }
`;

export const LoginForm = () => {
  const { t } = useTranslation('auth');
  const form = useForm(loginForm);
  // After logging in, the member comes back to the page asked for (`?redirect=`, checked in the model).
  const redirect = useSearchParams()[0].get('redirect');
  const chooseReturnTo = useUnit(returnToChosen);
  useEffect(() => {
    chooseReturnTo(redirect);
  }, [chooseReturnTo, redirect]);

  return (
    <Form {...form.props}>
      {env.demoLogin && (
        <DemoHint aria-label={t('login.demoTitle')}>
          <p>
            {t('login.demoAccount')} <code>{env.demoLogin.account}</code> · {t('login.demoPassword')}{' '}
            <code>{env.demoLogin.password}</code>
          </p>
        </DemoHint>
      )}
      <TextField autoComplete="username" {...form.field('username', t('login.username'))} />
      <TextField type="password" autoComplete="current-password" {...form.field('password', t('login.password'))} />
      <Button type="submit" block disabled={form.pending}>
        {form.pending ? t('login.submitting') : t('login.submit')}
      </Button>
    </Form>
  );
};
