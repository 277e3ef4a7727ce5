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

  const field = (name: keyof PasswordChangeFields, label: string) => ({
    name,
    label,
    type: 'password',
    value: fields[name],
    error: errors[name] && t(errors[name], { field: label }),
    onValueChange: (value: string) => handlers.change({ name, value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    handlers.submitted();
  };

  return (
    <Form ref={formRef} onSubmit={submit} noValidate aria-busy={pending}>
      <TextField autoComplete="current-password" {...field('oldPassword', t('password.old'))} />
      <TextField autoComplete="new-password" hint={t('auth:password.hint')} {...field('password', t('password.new'))} />
      <TextField autoComplete="new-password" {...field('confirmPassword', t('password.confirm'))} />
      <Button type="submit" disabled={pending}>
        {pending ? t('password.submitting') : t('password.submit')}
      </Button>
    </Form>
  );
};
