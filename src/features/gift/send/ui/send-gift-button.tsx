import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/shared/i18n';
import { Button, ButtonWithReason, Modal } from '@/shared/ui';
import { PaymentFacts, useShortText, type Payment } from '@/entities/coin';
import { GiftDialogChoices, PartnerPicker, useChoiceMissingText, type GiftItemRef } from '@/entities/gift';
import { $sending, $step, backToRecipients, giveBlockOf, recipientConfirmed, sendConfirmed, sendGiftDialog } from '../model/send-gift';

const Question = styled.div`
  display: grid;
  gap: var(--space-3);

  & p {
    margin: 0;
  }
`;

export interface SendGiftButtonProps {
  item: GiftItemRef;
  /** The item's price out of the member's gold (the sender pays); null while the gold is unknown. */
  payment: Payment | null;
}

/**
 * "Give as a present": choose a friend or a player met lately, then confirm recipient, item and
 * price with the gold before and after (the sender pays). The button is off, saying why, for a
 * Style item or too little gold; Next is off, saying why, until someone is chosen.
 */
export const SendGiftButton = ({ item, payment }: SendGiftButtonProps) => {
  const { t, i18n } = useTranslation('gifts');
  const short = useShortText();
  const choiceMissing = useChoiceMissingText(sendGiftDialog);
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
  const block = giveBlockOf(item, payment);
  const open = units.shownItem?.id === item.id;
  const price = formatCount(item.price, i18n.language);
  return (
    <>
      <ButtonWithReason
        variant="secondary"
        reason={block === 'style' ? t('send.styleReason') : block === 'short' ? short(payment) : null}
        onClick={() => units.open(item)}
      >
        {t('send.button')}
      </ButtonWithReason>
      <Modal open={open} title={t('send.title', { title: item.title })} onClose={() => units.close()}>
        {units.step === 'recipient' ? (
          <>
            <PartnerPicker legend={t('send.recipient')} chooser={sendGiftDialog} />
            <GiftDialogChoices>
              <Button variant="secondary" onClick={() => units.close()}>
                {t('send.cancel')}
              </Button>
              <ButtonWithReason reason={choiceMissing} onClick={() => units.next()}>
                {t('send.next')}
              </ButtonWithReason>
            </GiftDialogChoices>
          </>
        ) : (
          <>
            <Question>
              <p>{t('send.question', { title: item.title, name: units.chosen?.name ?? '', price })}</p>
              {payment && <PaymentFacts payment={payment} />}
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
