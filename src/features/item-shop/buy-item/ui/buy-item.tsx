import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '@/shared/api';
import { formatCount, formatDate, type Language } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { factListClass } from '@/shared/ui/fact-list';
import {
  $affordable,
  $balanceAfter,
  $buying,
  $expiryAfter,
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

const Refusal = styled.p`
  margin: var(--space-2) 0 0;
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius-s);
  background: var(--color-warning-bg);
  color: var(--color-warning-ink);
  font-weight: 600;
`;

const useGold = () => {
  const { t, i18n } = useTranslation('items');
  return (amount: number) => t('coin.amount', { count: amount, formatted: formatCount(amount, i18n.language) });
};

export interface BuyItemActionsProps {
  item: Pick<Item, 'id' | 'title' | 'type' | 'price'>;
  /** The member's gold; null while unknown (the buttons wait for it). */
  balance: number | null;
  /** The current expiry (epoch ms) of the member's copy; null when not owned. */
  currentExpiry: number | null;
}

/**
 * Buy (Renew when owned) and "Buy and use", each asking first in one confirmation that names the
 * price, the balance after and the expiry after. Too little gold is said beside the buttons and in
 * the confirmation, which then cannot be confirmed. While a purchase runs the buttons send nothing.
 */
export const BuyItemActions = ({ item, balance, currentExpiry }: BuyItemActionsProps) => {
  const { t } = useTranslation('items');
  const gold = useGold();
  const [buying, ask] = useUnit([$buying, buyAsked]);
  const shortId = useId();
  const renewal = currentExpiry !== null;
  const short = balance !== null && balance < item.price;
  const waiting = buying || balance === null;
  const open = (andUse: boolean) => {
    if (!waiting && balance !== null) ask({ item, balance, currentExpiry, andUse });
  };
  return (
    <Actions>
      <div className="buttons">
        <Button aria-disabled={waiting} aria-describedby={short ? shortId : undefined} onClick={() => open(false)}>
          {renewal ? t('buy.renew') : t('buy.buy')}
        </Button>
        <Button variant="secondary" aria-disabled={waiting} aria-describedby={short ? shortId : undefined} onClick={() => open(true)}>
          {renewal ? t('buy.renewAndUse') : t('buy.buyAndUse')}
        </Button>
      </div>
      {short && (
        <p className="short" id={shortId}>
          {t('buy.short', { missing: gold(item.price - balance) })}
        </p>
      )}
      <BuyItemDialog />
    </Actions>
  );
};

/** The one confirmation of a purchase: price, balance after, expiry after; refused when the gold is short. */
const BuyItemDialog = () => {
  const { t, i18n } = useTranslation('items');
  const gold = useGold();
  const { purchase, balanceAfter, expiryAfter, affordable, buying, cancel, confirm } = useUnit({
    purchase: $purchase,
    balanceAfter: $balanceAfter,
    expiryAfter: $expiryAfter,
    affordable: $affordable,
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
      // Short of gold, the confirm button stays, disabled, with the reason above it.
      pending={buying || !affordable}
      pendingLabel={buying ? t('buy.confirm.buying') : undefined}
      onConfirm={confirm}
      onCancel={cancel}
    >
      {purchase && balanceAfter !== null && expiryAfter !== null && (
        <>
          <dl className={factListClass}>
            <dt>{t('buy.confirm.price')}</dt>
            <dd>{gold(purchase.item.price)}</dd>
            <dt>{t('buy.confirm.balance')}</dt>
            <dd>{gold(purchase.balance)}</dd>
            <dt>{t('buy.confirm.balanceAfter')}</dt>
            <dd>{affordable ? gold(balanceAfter) : '—'}</dd>
            <dt>{t('buy.confirm.validUntil')}</dt>
            <dd>{formatDate(expiryAfter, i18n.language as Language)}</dd>
          </dl>
          {affordable ? (
            purchase.andUse && <p>{t('buy.confirm.useNote')}</p>
          ) : (
            <Refusal role="alert">{t('buy.short', { missing: gold(-balanceAfter) })}</Refusal>
          )}
        </>
      )}
    </ConfirmDialog>
  );
};
