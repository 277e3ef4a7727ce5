import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { env } from '@/shared/config';
import { Button, TextField, useFocusFirstInvalid } from '@/shared/ui';
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
  const { fields, errors, pending, refusedSubmits } = useUnit({
    fields: loginForm.$fields,
    errors: loginForm.$errors,
    pending: loginForm.$pending,
    refusedSubmits: loginForm.$refusedSubmits,
  });
  const handlers = useUnit({ fieldChanged: loginForm.fieldChanged, submitted: loginForm.submitted, left: loginForm.reset });

  useEffect(() => handlers.left, [handlers.left]);
  // After logging in, the member comes back to the page asked for (`?redirect=`, checked in the model).
  const redirect = useSearchParams()[0].get('redirect');
  const chooseReturnTo = useUnit(returnToChosen);
  useEffect(() => {
    chooseReturnTo(redirect);
  }, [chooseReturnTo, redirect]);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refusedSubmits);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    handlers.submitted();
  };

  return (
    <Form ref={formRef} onSubmit={submit} noValidate aria-busy={pending}>
      {env.demoLogin && (
        <DemoHint aria-label={t('login.demoTitle')}>
          <p>
            {t('login.demoAccount')} <code>{env.demoLogin.account}</code> · {t('login.demoPassword')}{' '}
            <code>{env.demoLogin.password}</code>
          </p>
        </DemoHint>
      )}
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        value={fields.username}
        error={errors.username && t(errors.username, { field: t('login.username') })}
        onValueChange={(value) => handlers.fieldChanged({ name: 'username', value })}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={fields.password}
        error={errors.password && t(errors.password, { field: t('login.password') })}
        onValueChange={(value) => handlers.fieldChanged({ name: 'password', value })}
      />
      <Button type="submit" block disabled={pending}>
        {pending ? t('login.submitting') : t('login.submit')}
      </Button>
    </Form>
  );
};
