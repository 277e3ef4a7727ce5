import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { CardSummary } from '@/shared/api';
import { Button } from '@/shared/ui';
import { $settingMainCard, mainCardChosen, setMainCardAction } from '../model/set-main-card';

/** "Set as main card" for a card that is not the main one; its accessible name carries the card number. */
export const SetMainCardButton = ({ card }: { card: CardSummary }) => {
  const { t } = useTranslation('cards');
  const { choose, pending, setting } = useUnit({
    choose: mainCardChosen,
    pending: setMainCardAction.$pending,
    setting: $settingMainCard,
  });
  if (card.isMainCard) return null;
  return (
    <Button
      variant="secondary"
      aria-label={t('main.setLabel', { number: card.cardNo })}
      aria-disabled={pending}
      onClick={() => choose(card)}
    >
      {setting === card.cardId ? t('main.setting') : t('main.set')}
    </Button>
  );
};
