import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@/shared/ui';
import { GiftActionButton, GiftDialogChoices, isGiftable, PartnerPicker, type GiftItemRef } from '@/entities/gift';
import { $asking, askConfirmed, askGiftDialog } from '../model/ask-gift';

/**
 * "Ask for it as a present": choose a friend or a player met lately and send the request; they
 * pay if they accept. A Style item cannot be a present: the button is disabled and says why.
 */
export const AskGiftButton = ({ item }: { item: GiftItemRef }) => {
  const { t } = useTranslation('gifts');
  const units = useUnit({
    shownItem: askGiftDialog.$item,
    chosen: askGiftDialog.$chosen,
    asking: $asking,
    open: askGiftDialog.opened,
    close: askGiftDialog.closed,
    ask: askConfirmed,
  });
  const giftable = isGiftable(item);
  return (
    <>
      <GiftActionButton
        giftable={giftable}
        label={t('ask.button')}
        reason={t('ask.styleReason')}
        onClick={() => units.open(item)}
      />
      <Modal open={units.shownItem?.id === item.id} title={t('ask.title', { title: item.title })} onClose={() => units.close()}>
        <PartnerPicker legend={t('ask.partner')} chooser={askGiftDialog} />
        <GiftDialogChoices>
          <Button variant="secondary" onClick={() => units.close()}>
            {t('ask.cancel')}
          </Button>
          <Button aria-disabled={!units.chosen || units.asking} onClick={() => units.ask()}>
            {units.asking ? t('ask.pending') : t('ask.confirm')}
          </Button>
        </GiftDialogChoices>
      </Modal>
    </>
  );
};
