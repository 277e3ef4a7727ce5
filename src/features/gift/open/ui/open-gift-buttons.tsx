import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui';
import { $giftsOpening, allGiftsOpenClicked, giftOpenClicked } from '../model/open-gift';

/** "Open" for one gift, named after its item for screen readers. */
export const OpenGiftButton = ({ gift }: { gift: { id: number; itemTitle: string } }) => {
  const { t } = useTranslation('gifts');
  const [opening, open] = useUnit([$giftsOpening, giftOpenClicked]);
  return (
    <Button aria-label={t('open.oneNamed', { title: gift.itemTitle })} aria-disabled={opening} onClick={() => open(gift.id)}>
      {t('open.one')}
    </Button>
  );
};

/** "Open all" gifts of the box. */
export const OpenAllGiftsButton = () => {
  const { t } = useTranslation('gifts');
  const [opening, openAll] = useUnit([$giftsOpening, allGiftsOpenClicked]);
  return (
    <Button variant="secondary" aria-disabled={opening} onClick={() => openAll()}>
      {opening ? t('open.pending') : t('open.all')}
    </Button>
  );
};
