import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardSummary } from '@/shared/api';
import { Button, TextField, useFocusFirstInvalid } from '@/shared/ui';
import { $copiedCard, copyCardForm, copyClosed, copyOpened } from '../model/copy-card';

const openerId = (card: CardSummary) => `copy-card-${card.cardId}`;
const formId = (card: CardSummary) => `copy-card-${card.cardId}-form`;

/** "Copy" on a card: opens (or closes) its copy form below the card. */
export const CopyCardButton = ({ card }: { card: CardSummary }) => {
  const { t } = useTranslation('cards');
  const { copied, open, close } = useUnit({ copied: $copiedCard, open: copyOpened, close: copyClosed });
  const expanded = copied?.cardId === card.cardId;
  return (
    <Button
      id={openerId(card)}
      variant="secondary"
      aria-label={t('copy.openLabel', { number: card.cardNo })}
      aria-expanded={expanded}
      aria-controls={expanded ? formId(card) : undefined}
      onClick={() => (expanded ? close() : open(card))}
    >
      {t('copy.open')}
    </Button>
  );
};

const Form = styled.form`
  display: grid;
  gap: var(--space-3);
  padding: var(--space-4);
  border-radius: var(--radius-m);
  background: var(--color-canvas);

  & h4 {
    margin: 0;
    font-size: 16px;
    overflow-wrap: anywhere;
  }
  & p.intro {
    margin: 0;
    color: var(--color-ink-soft);
    font-size: 14px;
  }
  & .choices {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
  }
`;

/**
 * The copy form of a card, shown below it while open: the new card number (16 digits) and the
 * account password (6-20 letters or digits, sent hashed). Focus moves into it when it opens and
 * back to the card's Copy button on Cancel or Escape. The screen sends `copyClosed` when it is
 * left, so the password is not kept.
 */
export const CopyCardForm = ({ card }: { card: CardSummary }) => {
  const { t } = useTranslation('cards');
  const { copied, fields, errors, pending, refusedSubmits } = useUnit({
    copied: $copiedCard,
    fields: copyCardForm.$fields,
    errors: copyCardForm.$errors,
    pending: copyCardForm.$pending,
    refusedSubmits: copyCardForm.$refusedSubmits,
  });
  const handlers = useUnit({ fieldChanged: copyCardForm.fieldChanged, submitted: copyCardForm.submitted, closed: copyClosed });
  const open = copied?.cardId === card.cardId;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refusedSubmits);

  useEffect(() => {
    if (open) formRef.current?.querySelector('input')?.focus();
  }, [open]);
  if (!open) return null;

  const cancel = () => {
    handlers.closed();
    document.getElementById(openerId(card))?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    handlers.submitted();
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };
  const titleId = `${formId(card)}-title`;

  return (
    <Form ref={formRef} id={formId(card)} aria-labelledby={titleId} onSubmit={submit} onKeyDown={escape} noValidate aria-busy={pending}>
      <h4 id={titleId}>{t('copy.title', { number: card.cardNo })}</h4>
      <p className="intro">{t('copy.intro')}</p>
      <TextField
        label={t('copy.newCardNo')}
        name="cardNoNew"
        inputMode="numeric"
        autoComplete="off"
        maxLength={32}
        hint={t('copy.newCardNoHint')}
        value={fields.cardNoNew}
        error={errors.cardNoNew && t(errors.cardNoNew)}
        onValueChange={(value) => handlers.fieldChanged({ name: 'cardNoNew', value })}
      />
      <TextField
        label={t('copy.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        hint={t('copy.passwordHint')}
        value={fields.password}
        error={errors.password && t(errors.password)}
        onValueChange={(value) => handlers.fieldChanged({ name: 'password', value })}
      />
      <div className="choices">
        <Button type="submit" aria-disabled={pending}>
          {pending ? t('copy.submitting') : t('copy.submit')}
        </Button>
        <Button variant="secondary" onClick={cancel}>
          {t('copy.cancel')}
        </Button>
      </div>
    </Form>
  );
};
