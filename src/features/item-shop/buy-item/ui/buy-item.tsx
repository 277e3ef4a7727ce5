import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { Item } from '@/shared/api';
import { formatDate, type Language } from '@/shared/i18n';
import { ButtonsWithReason } from '@/shared/ui';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { PaymentFacts, useShortText, type Payment } from '@/entities/coin';
import {
  $buying,
  $expiryAfter,
  $payment,
  $purchase,
  buyAsked,
  buyCancelled,
  buyConfirmed,
} from '../model/buy-item';

export interface BuyItemActionsProps {
  item: Pick<Item, 'id' | 'title' | 'type' | 'price'>;
  /** The price out of the member's gold (entities/coin paymentOf); null while the gold is unknown (the buttons wait for it). */
  payment: Payment | null;
  /** The current expiry (epoch ms) of the member's copy; null when not owned. */
  currentExpiry: number | null;
}

/**
 * Buy (Renew when owned) and "Buy and use", each asking first in one confirmation that names the
 * price, the gold now and after, and the expiry after. With too little gold both are off and say
 * why beside them. While a purchase runs the buttons send nothing.
 */
export const BuyItemActions = ({ item, payment, currentExpiry }: BuyItemActionsProps) => {
  const { t } = useTranslation('items');
  const shortText = useShortText();
  const [buying, ask] = useUnit([$buying, buyAsked]);
  const renewal = currentExpiry !== null;
  const short = shortText(payment);
  const open = (andUse: boolean) => {
    if (!buying && payment !== null && short === null) ask({ item, balance: payment.balance, currentExpiry, andUse });
  };
  return (
    <>
      <ButtonsWithReason
        reason={short}
        buttons={[
          { 'aria-disabled': buying || payment === null, onClick: () => open(false), children: renewal ? t('buy.renew') : t('buy.buy') },
          {
            variant: 'secondary',
            'aria-disabled': buying || payment === null,
            onClick: () => open(true),
            children: renewal ? t('buy.renewAndUse') : t('buy.buyAndUse'),
          },
        ]}
      />
      <BuyItemDialog />
    </>
  );
};

/** The one confirmation of a purchase: the payment (price, gold now and after) and the expiry after. */
const BuyItemDialog = () => {
  const { t, i18n } = useTranslation('items');
  const { purchase, payment, expiryAfter, buying, cancel, confirm } = useUnit({
    purchase: $purchase,
    payment: $payment,
    expiryAfter: $expiryAfter,
    buying: $buying,
    cancel: buyCancelled,
    confirm: buyConfirmed,
  });
  const renewal = purchase?.currentExpiry != null;
  const itemTitle = purchase?.item.title ?? '';
  const title = renewal ? t('buy.confirm.renewTitle', { title: itemTitle }) : t('buy.confirm.buyTitle', { title: itemTitle });
  const confirmLabel = purchase?.andUse
    ? renewal
      ? t('buy.renewAndUse')
      : t('buy.buyAndUse')
    : renewal
      ? t('buy.renew')
      : t('buy.buy');
  return (
    <ConfirmDialog
      open={purchase !== null}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={t('buy.confirm.cancel')}
      pending={buying}
      pendingLabel={t('buy.confirm.buying')}
      onConfirm={confirm}
      onCancel={cancel}
    >
      {purchase && payment && expiryAfter !== null && (
        <>
          <PaymentFacts payment={payment}>
            <dt>{t('buy.confirm.validUntil')}</dt>
            <dd>{formatDate(expiryAfter, i18n.language as Language)}</dd>
          </PaymentFacts>
          {purchase.andUse && <p>{t('buy.confirm.useNote')}</p>}
        </>
      )}
    </ConfirmDialog>
  );
};
