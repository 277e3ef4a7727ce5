import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { GiftRequest } from '@/shared/api';
import { formatCount } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { $acceptAsked, $answering, acceptCancelled, acceptClicked, acceptConfirmed, rejectClicked } from '../model/answer-gift-request';

/** Accept and Reject for a request, each named after the item and the member who asked. */
export const AnswerGiftRequestButtons = ({ request }: { request: GiftRequest }) => {
  const { t } = useTranslation('gifts');
  const [answering, accept, reject] = useUnit([$answering, acceptClicked, rejectClicked]);
  const names = { title: request.itemTitle, name: request.askMemberName };
  return (
    <>
      <Button aria-label={t('answer.acceptNamed', names)} aria-disabled={answering} onClick={() => accept(request)}>
        {t('answer.accept')}
      </Button>
      <Button variant="secondary" aria-label={t('answer.rejectNamed', names)} aria-disabled={answering} onClick={() => reject(request)}>
        {t('answer.reject')}
      </Button>
    </>
  );
};

/** The question before accepting: the price the member pays and who gets the item. Render it once beside the list. */
export const AcceptGiftRequestDialog = () => {
  const { t, i18n } = useTranslation('gifts');
  const [request, answering, confirm, cancel] = useUnit([$acceptAsked, $answering, acceptConfirmed, acceptCancelled]);
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
          <p>{t('answer.youPay', { name: request.askMemberName })}</p>
        </>
      )}
    </ConfirmDialog>
  );
};
