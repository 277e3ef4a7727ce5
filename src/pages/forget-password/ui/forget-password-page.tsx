import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { routes } from '@/shared/config';
import { useForm } from '@/shared/lib';
import { Button, TextField } from '@/shared/ui';
import { FormPage, formPageFormClass, formPageLinksClass } from '@/shared/ui/form-page';
import { CodeField } from '@/features/send-code';
import { codeSender, ForgetPasswordGate, resetForm } from '../model/forget-password';

export const ForgetPasswordPage = () => {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  useGate(ForgetPasswordGate, { identification: search.get('identification') ?? '' });
  const form = useForm(resetForm);
  const addressError = useUnit(codeSender.$addressError);

  return (
    <FormPage title={t('forgetPassword.title')}>
      <form className={formPageFormClass} {...form.props}>
        <p className="intro">{t('forgetPassword.intro')}</p>
        <TextField autoComplete="email" {...form.field('identification', t('forgetPassword.identification'), { error: addressError })} />
        <CodeField sender={codeSender} {...form.field('code', t('code.label'))} />
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
      </form>
      <p className={formPageLinksClass}>
        <Link to={routes.login}>{t('recovery.toLogin')}</Link>
        <Link to={routes.forgetId}>{t('recovery.forgotAccount')}</Link>
      </p>
    </FormPage>
  );
};
