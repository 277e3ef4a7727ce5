import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { CardSummary } from '@/shared/api';
import { Button } from '@/shared/ui';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { $cardToUnbind, $unbinding, unbindAsked, unbindCancelled, unbindConfirmed } from '../model/unbind-card';

/** "Delete" on a card that is not the main one: it asks first (UnbindCardDialog). */
export const UnbindCardButton = ({ card }: { card: CardSummary }) => {
  const { t } = useTranslation('cards');
  const ask = useUnit(unbindAsked);
  if (card.isMainCard) return null;
  return (
    <Button variant="ghost" aria-label={t('unbind.openLabel', { number: card.cardNo })} onClick={() => ask(card)}>
      {t('unbind.open')}
    </Button>
  );
};

/** The one "Confirm delete?" dialog of the screen, for the card whose Delete was pressed. */
export const UnbindCardDialog = () => {
  const { t } = useTranslation('cards');
  const { card, pending, cancel, confirm } = useUnit({
    card: $cardToUnbind,
    pending: $unbinding,
    cancel: unbindCancelled,
    confirm: unbindConfirmed,
  });
  return (
    <ConfirmDialog
      open={card !== null}
      title={t('unbind.confirm')}
      confirmLabel={t('unbind.submit')}
      confirmName={card ? t('unbind.openLabel', { number: card.cardNo }) : undefined}
      cancelLabel={t('unbind.cancel')}
      pending={pending}
      pendingLabel={t('unbind.submitting')}
      onConfirm={confirm}
      onCancel={cancel}
    >
      {card && <p>{t('unbind.detail', { number: card.cardNo })}</p>}
    </ConfirmDialog>
  );
};
