import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { forgetPasswordPath, routes } from '@/shared/config';
import { useForm } from '@/shared/lib';
import { Button, RadioField, TextField } from '@/shared/ui';
import { FormPage, formPageFormClass, formPageLinksClass } from '@/shared/ui/form-page';
import { $sentTo, ForgetIdGate, forgetIdForm } from '../model/forget-id';

const Done = styled.div`
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-m);
  background: var(--color-success-bg);
  color: var(--color-success-ink);

  & p {
    margin: 0 0 var(--space-2);
  }
  & p:last-child {
    margin-bottom: 0;
  }
`;

export const ForgetIdPage = () => {
  const { t } = useTranslation('auth');
  useGate(ForgetIdGate);
  const form = useForm(forgetIdForm);
  const sentTo = useUnit($sentTo);
  const byEmail = form.fields.channel === 'email';

  return (
    <FormPage title={t('forgetId.title')}>
      <form className={formPageFormClass} {...form.props}>
        <p className="intro">{t('forgetId.intro')}</p>
        <RadioField
          options={[
            { value: 'email', label: t('contact.byEmail') },
            { value: 'sms', label: t('contact.byPhone') },
          ]}
          {...form.field('channel', t('contact.method'))}
        />
        <TextField
          key={form.fields.channel}
          type={byEmail ? 'email' : 'tel'}
          autoComplete={byEmail ? 'email' : 'tel'}
          placeholder={byEmail ? undefined : t('contact.phonePlaceholder')}
          {...(byEmail ? form.field('email', t('contact.email')) : form.field('phone', t('contact.phone')))}
        />
        <Button type="submit" block disabled={form.pending}>
          {form.pending ? t('forgetId.submitting') : t('forgetId.submit')}
        </Button>
        <div role="status">
          {sentTo && (
            <Done>
              <p>
                {sentTo.channel === 'email'
                  ? t('forgetId.sentEmail', { address: sentTo.address })
                  : t('forgetId.sentPhone', { address: sentTo.address })}
              </p>
              <p>
                <Link to={forgetPasswordPath(sentTo.address)}>{t('forgetId.resetPassword')}</Link>
              </p>
            </Done>
          )}
        </div>
      </form>
      <p className={formPageLinksClass}>
        <Link to={routes.login}>{t('recovery.toLogin')}</Link>
        <Link to={routes.register}>{t('recovery.toRegister')}</Link>
      </p>
    </FormPage>
  );
};
