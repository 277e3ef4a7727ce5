import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useEffect, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardSummary } from '@/shared/api';
import { useForm } from '@/shared/lib';
import { Button, TextField } from '@/shared/ui';
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
 * back to the card's Copy button on Cancel or Escape. The form is reset when it closes or the
 * screen is left, so the password is not kept.
 */
export const CopyCardForm = ({ card }: { card: CardSummary }) => {
  const copied = useUnit($copiedCard);
  return copied?.cardId === card.cardId ? <OpenCopyForm card={card} /> : null;
};

const OpenCopyForm = ({ card }: { card: CardSummary }) => {
  const { t } = useTranslation('cards');
  const form = useForm(copyCardForm);
  const closed = useUnit(copyClosed);
  const { ref } = form.props;

  useEffect(() => {
    ref.current?.querySelector('input')?.focus();
  }, [ref]);

  const cancel = () => {
    closed();
    document.getElementById(openerId(card))?.focus();
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };
  const titleId = `${formId(card)}-title`;

  return (
    <Form {...form.props} id={formId(card)} aria-labelledby={titleId} onKeyDown={escape}>
      <h4 id={titleId}>{t('copy.title', { number: card.cardNo })}</h4>
      <p className="intro">{t('copy.intro')}</p>
      <TextField
        inputMode="numeric"
        autoComplete="off"
        maxLength={32}
        hint={t('copy.newCardNoHint')}
        {...form.field('cardNoNew', t('copy.newCardNo'))}
      />
      <TextField
        type="password"
        autoComplete="current-password"
        hint={t('copy.passwordHint')}
        {...form.field('password', t('copy.password'))}
      />
      <div className="choices">
        <Button type="submit" aria-disabled={form.pending}>
          {form.pending ? t('copy.submitting') : t('copy.submit')}
        </Button>
        <Button variant="secondary" onClick={cancel}>
          {t('copy.cancel')}
        </Button>
      </div>
    </Form>
  );
};
