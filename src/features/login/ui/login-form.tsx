import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useEffect, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/shared/config';
import { Button } from '@/shared/ui';
import {
  $errors,
  $password,
  $pending,
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

const Field = styled.div`
  display: grid;
  gap: var(--space-1);

  & label {
    font-weight: 600;
  }
  & input {
    min-height: 44px;
    padding: 0 var(--space-3);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-s);
    font: inherit;
  }
  & input[aria-invalid='true'] {
    border-color: var(--color-brand);
  }
  & [role='alert'] {
    margin: 0;
    color: var(--color-brand-strong);
    font-size: 14px;
  }
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
  const ids = { username: useId(), password: useId(), usernameError: useId(), passwordError: useId() };
  const [username, password, errors, pending] = useUnit([$username, $password, $errors, $pending]);
  const handlers = useUnit({ usernameChanged, passwordChanged, loginSubmitted, loginFormLeft });

  useEffect(() => handlers.loginFormLeft, [handlers.loginFormLeft]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    handlers.loginSubmitted();
  };

  return (
    <Form onSubmit={submit} noValidate aria-busy={pending}>
      {env.demo && (
        <DemoHint aria-label={t('login.demoTitle')}>
          <p>
            {t('login.demoAccount')} <code>{env.demoLogin.account}</code> · {t('login.demoPassword')}{' '}
            <code>{env.demoLogin.password}</code>
          </p>
        </DemoHint>
      )}
      <Field>
        <label htmlFor={ids.username}>{t('login.username')}</label>
        <input
          id={ids.username}
          name="username"
          autoComplete="username"
          value={username}
          aria-invalid={Boolean(errors.username)}
          aria-describedby={errors.username ? ids.usernameError : undefined}
          onChange={(event) => handlers.usernameChanged(event.target.value)}
        />
        {errors.username && (
          <p id={ids.usernameError} role="alert">
            {t(errors.username)}
          </p>
        )}
      </Field>
      <Field>
        <label htmlFor={ids.password}>{t('login.password')}</label>
        <input
          id={ids.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? ids.passwordError : undefined}
          onChange={(event) => handlers.passwordChanged(event.target.value)}
        />
        {errors.password && (
          <p id={ids.passwordError} role="alert">
            {t(errors.password)}
          </p>
        )}
      </Field>
      <Button type="submit" block disabled={pending}>
        {pending ? t('login.submitting') : t('login.submit')}
      </Button>
    </Form>
  );
};
