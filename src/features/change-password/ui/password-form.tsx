import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import { useForm } from '@/shared/lib';
import { Button, TextField } from '@/shared/ui';
import { passwordForm } from '../model/change-password';

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
  max-width: 480px;
  min-width: 0;
`;

/** PasswordSetting: old, new and confirm; sent as hashes; cleared after a change, kept after a refusal. */
export const PasswordForm = () => {
  const { t } = useTranslation('account');
  const form = useForm(passwordForm);

  return (
    <Form {...form.props}>
      <TextField type="password" autoComplete="current-password" {...form.field('oldPassword', t('password.old'))} />
      <TextField
        type="password"
        autoComplete="new-password"
        hint={t('auth:password.hint')}
        {...form.field('password', t('password.new'))}
      />
      <TextField type="password" autoComplete="new-password" {...form.field('confirmPassword', t('password.confirm'))} />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? t('password.submitting') : t('password.submit')}
      </Button>
    </Form>
  );
};
