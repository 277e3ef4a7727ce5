import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { forgetPasswordPath, routes } from '@/shared/config';
import { useForm } from '@/shared/lib';
import { Button, Container, DocumentTitle, PageTitle, panelClass, RadioField, TextField } from '@/shared/ui';
import { $sentTo, ForgetIdGate, forgetIdForm } from '../model/forget-id';

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
`;

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

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-4);
  margin: var(--space-4) 0 0;
`;

export const ForgetIdPage = () => {
  const { t } = useTranslation('auth');
  useGate(ForgetIdGate);
  const form = useForm(forgetIdForm);
  const sentTo = useUnit($sentTo);
  const byEmail = form.fields.channel === 'email';

  return (
    <Container>
      <Card className={panelClass}>
        <DocumentTitle title={t('forgetId.title')} />
        <PageTitle>{t('forgetId.title')}</PageTitle>
        <Form {...form.props}>
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
        </Form>
        <Links>
          <Link to={routes.login}>{t('recovery.toLogin')}</Link>
          <Link to={routes.register}>{t('recovery.toRegister')}</Link>
        </Links>
      </Card>
    </Container>
  );
};
