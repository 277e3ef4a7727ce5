import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@/shared/ui';
import { isGiftable, PartnerPicker, type GiftItemRef } from '@/entities/gift';
import { $asking, askConfirmed, askGiftDialog } from '../model/ask-gift';

const Wrap = styled.div`
  display: grid;
  gap: var(--space-1);
  justify-items: start;

  & .reason {
    margin: 0;
    color: var(--color-ink-soft);
    font-size: 14px;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--space-2);
  margin-top: var(--space-5);
`;

/**
 * "Ask for it as a present": choose a friend or a player met lately and send the request; they
 * pay if they accept. A Style item cannot be a present: the button is disabled and says why.
 */
export const AskGiftButton = ({ item }: { item: GiftItemRef }) => {
  const { t } = useTranslation('gifts');
  const reasonId = useId();
  const units = useUnit({
    shownItem: askGiftDialog.$item,
    partners: askGiftDialog.$partners,
    failed: askGiftDialog.$failed,
    chosen: askGiftDialog.$chosen,
    asking: $asking,
    open: askGiftDialog.opened,
    close: askGiftDialog.closed,
    choose: askGiftDialog.partnerChosen,
    retry: askGiftDialog.retried,
    ask: askConfirmed,
  });
  const giftable = isGiftable(item);
  return (
    <Wrap>
      <Button
        variant="secondary"
        disabled={!giftable}
        aria-describedby={giftable ? undefined : reasonId}
        onClick={() => units.open(item)}
      >
        {t('ask.button')}
      </Button>
      {!giftable && (
        <p id={reasonId} className="reason">
          {t('ask.styleReason')}
        </p>
      )}
      <Modal open={units.shownItem?.id === item.id} title={t('ask.title', { title: item.title })} onClose={() => units.close()}>
        <PartnerPicker
          legend={t('ask.partner')}
          partners={units.partners}
          failed={units.failed}
          onRetry={() => units.retry()}
          value={units.chosen?.memberId ?? null}
          onChange={(memberId) => units.choose(memberId)}
        />
        <Choices>
          <Button variant="secondary" onClick={() => units.close()}>
            {t('ask.cancel')}
          </Button>
          <Button aria-disabled={!units.chosen || units.asking} onClick={() => units.ask()}>
            {units.asking ? t('ask.pending') : t('ask.confirm')}
          </Button>
        </Choices>
      </Modal>
    </Wrap>
  );
};
