import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/shared/i18n';
import { factListClass } from '@/shared/ui/fact-list';
import type { Payment } from '../lib/payment';

/** "N gold" in the current language. */
export const useGoldText = () => {
  const { t, i18n } = useTranslation('items');
  return (amount: number) => t('coin.amount', { count: amount, formatted: formatCount(amount, i18n.language) });
};

/**
 * What a confirmation of spending shows, the same for a buy, a gift and an accepted request: the
 * price, the gold now and the gold after. `children` adds facts of its own (a buy's expiry).
 */
export const PaymentFacts = ({ payment, children }: { payment: Payment; children?: ReactNode }) => {
  const { t } = useTranslation('items');
  const gold = useGoldText();
  return (
    <dl className={factListClass}>
      <dt>{t('coin.price')}</dt>
      <dd>{gold(payment.price)}</dd>
      <dt>{t('coin.now')}</dt>
      <dd>{gold(payment.balance)}</dd>
      <dt>{t('coin.after')}</dt>
      <dd>{gold(payment.after)}</dd>
      {children}
    </dl>
  );
};

/** Why a spending button is off: the gold missing. */
export const useShortText = () => {
  const { t } = useTranslation('items');
  const gold = useGoldText();
  return (payment: Payment | null) => (payment && payment.missing > 0 ? t('coin.short', { missing: gold(payment.missing) }) : null);
};
