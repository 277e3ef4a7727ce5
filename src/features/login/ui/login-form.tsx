import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/shared/config';
import { Button, TextField, useFocusFirstInvalid } from '@/shared/ui';
import {
  $errors,
  $password,
  $pending,
  $refusedSubmits,
  $username,
  loginFormLeft,
  loginSubmitted,
  passwordChanged,
  usernameChanged,
} from '../model/login';

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
  const [username, password, errors, pending, refusedSubmits] = useUnit([$username, $password, $errors, $pending, $refusedSubmits]);
  const handlers = useUnit({ usernameChanged, passwordChanged, loginSubmitted, loginFormLeft });

  useEffect(() => handlers.loginFormLeft, [handlers.loginFormLeft]);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refusedSubmits);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    handlers.loginSubmitted();
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
        value={username}
        error={errors.username && t(errors.username)}
        onValueChange={handlers.usernameChanged}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password && t(errors.password)}
        onValueChange={handlers.passwordChanged}
      />
      <Button type="submit" block disabled={pending}>
        {pending ? t('login.submitting') : t('login.submit')}
      </Button>
    </Form>
  );
};
