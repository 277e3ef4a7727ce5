import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '@/shared/api';
import { formatDate, type Language } from '@/shared/i18n';
import { Button } from '@/shared/ui';
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

const Actions = styled.div`
  display: grid;
  gap: var(--space-2);

  & .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
  }
  & .short {
    margin: 0;
    color: var(--color-warning-ink);
    font-weight: 600;
  }
`;

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
  const shortId = useId();
  const renewal = currentExpiry !== null;
  const short = shortText(payment);
  const off = buying || payment === null || short !== null;
  const open = (andUse: boolean) => {
    if (!off) ask({ item, balance: payment.balance, currentExpiry, andUse });
  };
  return (
    <Actions>
      <div className="buttons">
        <Button aria-disabled={off} aria-describedby={short ? shortId : undefined} onClick={() => open(false)}>
          {renewal ? t('buy.renew') : t('buy.buy')}
        </Button>
        <Button variant="secondary" aria-disabled={off} aria-describedby={short ? shortId : undefined} onClick={() => open(true)}>
          {renewal ? t('buy.renewAndUse') : t('buy.buyAndUse')}
        </Button>
      </div>
      {short && (
        <p className="short" id={shortId}>
          {short}
        </p>
      )}
      <BuyItemDialog />
    </Actions>
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
