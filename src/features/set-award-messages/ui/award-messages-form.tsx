import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { AWARD_MESSAGE_KEYS, MAX_AWARD_MESSAGE_LENGTH } from '@/shared/api';
import { useForm } from '@/shared/lib';
import { Button, ErrorState, Loading, TextField } from '@/shared/ui';
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
  const form = useForm(awardMessagesForm);
  const [data, loadError, unreadable, retry] = useUnit([
    awardMessagesQuery.$data,
    awardMessagesQuery.$error,
    $storedUnreadable,
    awardMessagesRefreshRequested,
  ]);

  if (data === null) return loadError ? <ErrorState onRetry={() => retry()} /> : <Loading />;

  return (
    <Form {...form.props}>
      <p className="intro">{t('awards.intro', { max: MAX_AWARD_MESSAGE_LENGTH })}</p>
      {unreadable && (
        <p className="notice" role="status">
          {t('awards.unreadable')}
        </p>
      )}
      <div className="grid">
        {AWARD_MESSAGE_KEYS.map((key) => {
          const length = messageLength(form.fields[key]);
          return (
            <TextField
              key={key}
              autoComplete="off"
              placeholder={t('awards.placeholder')}
              hint={
                length > MAX_AWARD_MESSAGE_LENGTH
                  ? t('awards.counterOver', { length, max: MAX_AWARD_MESSAGE_LENGTH })
                  : t('awards.counter', { length, max: MAX_AWARD_MESSAGE_LENGTH })
              }
              {...form.field(key, t(`awards.names.${key}`))}
            />
          );
        })}
      </div>
      <Button type="submit" className="submit" block disabled={form.pending}>
        {form.pending ? t('awards.submitting') : t('awards.submit')}
      </Button>
    </Form>
  );
};
