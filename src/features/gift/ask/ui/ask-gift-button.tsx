import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonWithReason, Modal } from '@/shared/ui';
import { GiftDialogChoices, isGiftable, PartnerPicker, useChoiceMissingText, type GiftItemRef } from '@/entities/gift';
import { $asking, askConfirmed, askGiftDialog } from '../model/ask-gift';

/**
 * "Ask for it as a present": choose a friend or a player met lately and send the request; they
 * pay if they accept. A Style item cannot be a present: the button is off and says why; so is
 * "Send request" until someone is chosen.
 */
export const AskGiftButton = ({ item }: { item: GiftItemRef }) => {
  const { t } = useTranslation('gifts');
  const choiceMissing = useChoiceMissingText(askGiftDialog);
  const units = useUnit({
    shownItem: askGiftDialog.$item,
    asking: $asking,
    open: askGiftDialog.opened,
    close: askGiftDialog.closed,
    ask: askConfirmed,
  });
  return (
    <>
      <ButtonWithReason variant="secondary" reason={isGiftable(item) ? null : t('ask.styleReason')} onClick={() => units.open(item)}>
        {t('ask.button')}
      </ButtonWithReason>
      <Modal open={units.shownItem?.id === item.id} title={t('ask.title', { title: item.title })} onClose={() => units.close()}>
        <PartnerPicker legend={t('ask.partner')} chooser={askGiftDialog} />
        <GiftDialogChoices>
          <Button variant="secondary" onClick={() => units.close()}>
            {t('ask.cancel')}
          </Button>
          <ButtonWithReason
            reason={choiceMissing}
            aria-disabled={units.asking}
            onClick={() => !units.asking && units.ask()}
          >
            {units.asking ? t('ask.pending') : t('ask.confirm')}
          </ButtonWithReason>
        </GiftDialogChoices>
      </Modal>
    </>
  );
};
