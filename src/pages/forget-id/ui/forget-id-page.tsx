import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { forgetPasswordPath, routes } from '@/shared/config';
import {
  Button,
  Container,
  DocumentTitle,
  PageTitle,
  panelClass,
  RadioField,
  TextField,
  useFocusFirstInvalid,
} from '@/shared/ui';
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
  const [fields, errors, pending, sentTo, refusedSubmits] = useUnit([
    forgetIdForm.$fields,
    forgetIdForm.$errors,
    forgetIdForm.$pending,
    $sentTo,
    forgetIdForm.$refusedSubmits,
  ]);
  const [change, submitted] = useUnit([forgetIdForm.fieldChanged, forgetIdForm.submitted]);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refusedSubmits);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
  };
  const byEmail = fields.channel === 'email';
  const addressField = byEmail ? 'email' : 'phone';
  const addressError = errors[addressField];
  const addressLabel = byEmail ? t('contact.email') : t('contact.phone');

  return (
    <Container>
      <Card className={panelClass}>
        <DocumentTitle title={t('forgetId.title')} />
        <PageTitle>{t('forgetId.title')}</PageTitle>
        <Form ref={formRef} onSubmit={submit} noValidate aria-busy={pending}>
          <p className="intro">{t('forgetId.intro')}</p>
          <RadioField
            label={t('contact.method')}
            name="channel"
            value={fields.channel}
            options={[
              { value: 'email', label: t('contact.byEmail') },
              { value: 'sms', label: t('contact.byPhone') },
            ]}
            onValueChange={(channel) => change({ name: 'channel', value: channel })}
          />
          <TextField
            key={fields.channel}
            label={addressLabel}
            type={byEmail ? 'email' : 'tel'}
            autoComplete={byEmail ? 'email' : 'tel'}
            name={addressField}
            placeholder={byEmail ? undefined : t('contact.phonePlaceholder')}
            value={fields[addressField]}
            error={addressError ? t(addressError, { field: addressLabel }) : undefined}
            onValueChange={(value) => change({ name: addressField, value })}
          />
          <Button type="submit" block disabled={pending}>
            {pending ? t('forgetId.submitting') : t('forgetId.submit')}
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
