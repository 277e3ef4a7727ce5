import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, useFocusFirstInvalid } from '@/shared/ui';
import { passwordForm, passwordFormLeft } from '../model/change-password';
import type { PasswordChangeFields } from '../model/validate';

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
  max-width: 480px;
  min-width: 0;
`;

/** PasswordSetting: old, new and confirm; sent as hashes; cleared after a change, kept after a refusal. */
export const PasswordForm = () => {
  const { t } = useTranslation('account');
  const [fields, errors, pending, refusedSubmits] = useUnit([
    passwordForm.$fields,
    passwordForm.$errors,
    passwordForm.$pending,
    passwordForm.$refusedSubmits,
  ]);
  const handlers = useUnit({ change: passwordForm.fieldChanged, submitted: passwordForm.submitted, left: passwordFormLeft });
  useEffect(() => handlers.left, [handlers.left]);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refusedSubmits);

  const field = (name: keyof PasswordChangeFields) => ({
    name,
    type: 'password',
    value: fields[name],
    error: errors[name] && t(errors[name]),
    onValueChange: (value: string) => handlers.change({ name, value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    handlers.submitted();
  };

  return (
    <Form ref={formRef} onSubmit={submit} noValidate aria-busy={pending}>
      <TextField label={t('password.old')} autoComplete="current-password" {...field('oldPassword')} />
      <TextField label={t('password.new')} autoComplete="new-password" hint={t('auth:password.hint')} {...field('password')} />
      <TextField label={t('password.confirm')} autoComplete="new-password" {...field('confirmPassword')} />
      <Button type="submit" disabled={pending}>
        {pending ? t('password.submitting') : t('password.submit')}
      </Button>
    </Form>
  );
};
