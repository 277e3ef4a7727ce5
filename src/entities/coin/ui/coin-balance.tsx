import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/shared/i18n';
import { usePresence } from '@/shared/lib/presence';
import { $coins, $coinsFailed, coinBalancePresence } from '../model/balance';
import { CoinIcon } from './coin-icon';

const Balance = styled.p`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  margin: 0;
  min-height: 32px;

  & .label {
    color: var(--color-muted);
  }
  & .amount {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    /* Room for five digits, so the line does not shift when the figure arrives or changes. */
    min-width: 9ch;
  }
`;

/** The member's gold balance, read while shown; it follows every change a feature reports. */
export const CoinBalance = ({ className }: { className?: string }) => {
  usePresence(coinBalancePresence);
  const { t, i18n } = useTranslation('items');
  const { coins, failed } = useUnit({ coins: $coins, failed: $coinsFailed });
  const amount = coins === null ? null : t('coin.amount', { count: coins, formatted: formatCount(coins, i18n.language) });
  return (
    <Balance className={className}>
      <CoinIcon />
      <span className="label">{t('coin.balance')}</span>
      <span className="amount" aria-live="polite" aria-busy={coins === null && !failed}>
        {amount ?? (failed ? t('coin.unknown') : null)}
      </span>
    </Balance>
  );
};
