import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AWARD_MESSAGE_KEYS, MAX_AWARD_MESSAGE_LENGTH } from '@/shared/api';
import { Button, ErrorState, Loading, TextField, useFocusFirstInvalid } from '@/shared/ui';
import {
  $storedUnreadable,
  awardMessagesForm,
  AwardMessagesGate,
  awardMessagesQuery,
  awardMessagesRefreshRequested,
} from '../model/award-messages';
import { messageLength } from '../model/validate';

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
  min-width: 0;

  & .intro,
  & .notice {
    margin: 0;
  }
  & .notice {
    padding: var(--space-3) var(--space-4);
    border-radius: var(--radius-m);
    background: var(--color-warning-bg);
    color: var(--color-warning-ink);
  }
  & .grid {
    display: grid;
    gap: var(--space-4);
  }
  @media (min-width: 720px) {
    & .grid {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  @media (min-width: 640px) {
    & .submit {
      justify-self: start;
      min-width: 200px;
    }
  }
`;

/**
 * AdartsMsgSetting: the eight messages a machine shows when its player hits an award, each at
 * most 20 characters with a live count; empty means the machine's own message.
 */
export const AwardMessagesForm = () => {
  const { t } = useTranslation('account');
  useGate(AwardMessagesGate);
  const [fields, errors, pending, refusedSubmits, data, loadError, unreadable] = useUnit([
    awardMessagesForm.$fields,
    awardMessagesForm.$errors,
    awardMessagesForm.$pending,
    awardMessagesForm.$refusedSubmits,
    awardMessagesQuery.$data,
    awardMessagesQuery.$error,
    $storedUnreadable,
  ]);
  const [change, submitted, retry] = useUnit([awardMessagesForm.fieldChanged, awardMessagesForm.submitted, awardMessagesRefreshRequested]);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refusedSubmits);

  if (data === null) return loadError ? <ErrorState onRetry={() => retry()} /> : <Loading />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
  };

  return (
    <Form ref={formRef} onSubmit={submit} noValidate aria-busy={pending}>
      <p className="intro">{t('awards.intro', { max: MAX_AWARD_MESSAGE_LENGTH })}</p>
      {unreadable && (
        <p className="notice" role="status">
          {t('awards.unreadable')}
        </p>
      )}
      <div className="grid">
        {AWARD_MESSAGE_KEYS.map((key) => {
          const length = messageLength(fields[key]);
          return (
            <TextField
              key={key}
              label={t(`awards.names.${key}`)}
              name={key}
              autoComplete="off"
              placeholder={t('awards.placeholder')}
              value={fields[key]}
              error={errors[key] && t(errors[key])}
              hint={
                length > MAX_AWARD_MESSAGE_LENGTH
                  ? t('awards.counterOver', { length, max: MAX_AWARD_MESSAGE_LENGTH })
                  : t('awards.counter', { length, max: MAX_AWARD_MESSAGE_LENGTH })
              }
              onValueChange={(value) => change({ name: key, value })}
            />
          );
        })}
      </div>
      <Button type="submit" className="submit" block disabled={pending}>
        {pending ? t('awards.submitting') : t('awards.submit')}
      </Button>
    </Form>
  );
};
