import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { GiftRequest } from '@/shared/api';
import { formatCount } from '@/shared/i18n';
import { usePresence } from '@/shared/lib/presence';
import { Button, ButtonWithReason } from '@/shared/ui';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { $coins, coinBalancePresence, PaymentFacts, useShortText } from '@/entities/coin';
import {
  $acceptAsked,
  $acceptPayment,
  $answering,
  acceptCancelled,
  acceptClicked,
  acceptConfirmed,
  acceptPaymentOf,
  rejectClicked,
} from '../model/answer-gift-request';

/**
 * Accept and Reject for a request, each named after the item and the member who asked. Accept is
 * off, saying why, while the member's gold is short of the price.
 */
export const AnswerGiftRequestButtons = ({ request }: { request: GiftRequest }) => {
  const { t } = useTranslation('gifts');
  const shortText = useShortText();
  const [answering, coins, accept, reject] = useUnit([$answering, $coins, acceptClicked, rejectClicked]);
  const names = { title: request.itemTitle, name: request.askMemberName };
  return (
    <>
      <ButtonWithReason
        reason={shortText(acceptPaymentOf(request, coins))}
        aria-label={t('answer.acceptNamed', names)}
        aria-disabled={answering}
        onClick={() => accept(request)}
      >
        {t('answer.accept')}
      </ButtonWithReason>
      <Button variant="secondary" aria-label={t('answer.rejectNamed', names)} aria-disabled={answering} onClick={() => reject(request)}>
        {t('answer.reject')}
      </Button>
    </>
  );
};

/**
 * The question before accepting: who gets the item, and the payment (price, gold now and after) as
 * a buy's confirmation shows it. Render it once beside the list: it also reads the member's gold.
 */
export const AcceptGiftRequestDialog = () => {
  usePresence(coinBalancePresence);
  const { t, i18n } = useTranslation('gifts');
  const [request, payment, answering, confirm, cancel] = useUnit([$acceptAsked, $acceptPayment, $answering, acceptConfirmed, acceptCancelled]);
  return (
    <ConfirmDialog
      open={request !== null}
      title={t('answer.confirmTitle')}
      confirmLabel={t('answer.confirm')}
      cancelLabel={t('answer.cancel')}
      pending={answering}
      pendingLabel={t('answer.pending')}
      onConfirm={() => confirm()}
      onCancel={() => cancel()}
    >
      {request && (
        <>
          <p>
            {t('answer.question', {
              title: request.itemTitle,
              name: request.askMemberName,
              price: formatCount(request.itemPrice, i18n.language),
            })}
          </p>
          {payment && <PaymentFacts payment={payment} />}
          <p>{t('answer.youPay', { name: request.askMemberName })}</p>
        </>
      )}
    </ConfirmDialog>
  );
};
