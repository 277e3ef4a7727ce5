import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/shared/i18n';
import { Button, Modal } from '@/shared/ui';
import { GiftActionButton, GiftDialogChoices, isGiftable, PartnerPicker, type GiftItemRef } from '@/entities/gift';
import { $sending, $step, backToRecipients, recipientConfirmed, sendConfirmed, sendGiftDialog } from '../model/send-gift';

const Question = styled.div`
  display: grid;
  gap: var(--space-2);

  & p {
    margin: 0;
  }
`;

/**
 * "Give as a present": choose a friend or a player met lately, then confirm recipient, item and
 * price (the sender pays). A Style item cannot be given: the button is disabled and says why.
 */
export const SendGiftButton = ({ item }: { item: GiftItemRef }) => {
  const { t, i18n } = useTranslation('gifts');
  const units = useUnit({
    shownItem: sendGiftDialog.$item,
    chosen: sendGiftDialog.$chosen,
    step: $step,
    sending: $sending,
    open: sendGiftDialog.opened,
    close: sendGiftDialog.closed,
    next: recipientConfirmed,
    back: backToRecipients,
    send: sendConfirmed,
  });
  const giftable = isGiftable(item);
  const open = units.shownItem?.id === item.id;
  const price = formatCount(item.price, i18n.language);
  return (
    <>
      <GiftActionButton
        giftable={giftable}
        label={t('send.button')}
        reason={t('send.styleReason')}
        onClick={() => units.open(item)}
      />
      <Modal open={open} title={t('send.title', { title: item.title })} onClose={() => units.close()}>
        {units.step === 'recipient' ? (
          <>
            <PartnerPicker legend={t('send.recipient')} chooser={sendGiftDialog} />
            <GiftDialogChoices>
              <Button variant="secondary" onClick={() => units.close()}>
                {t('send.cancel')}
              </Button>
              <Button aria-disabled={!units.chosen} onClick={() => units.next()}>
                {t('send.next')}
              </Button>
            </GiftDialogChoices>
          </>
        ) : (
          <>
            <Question>
              <p>{t('send.question', { title: item.title, name: units.chosen?.name ?? '', price })}</p>
              <p>{t('send.youPay', { price })}</p>
            </Question>
            <GiftDialogChoices>
              <Button variant="secondary" onClick={() => units.back()}>
                {t('send.back')}
              </Button>
              <Button aria-disabled={units.sending} onClick={() => units.send()}>
                {units.sending ? t('send.pending') : t('send.confirm')}
              </Button>
            </GiftDialogChoices>
          </>
        )}
      </Modal>
    </>
  );
};
