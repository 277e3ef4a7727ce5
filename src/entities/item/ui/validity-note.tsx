import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import { formatDate, type Language } from '@/shared/i18n';
import { validityOf } from '../lib/validity';

const Note = styled.span`
  font-variant-numeric: tabular-nums;

  &[data-state='expiring'] {
    color: var(--color-warning-strong, #8a5300);
    font-weight: 700;
  }
  &[data-state='expired'] {
    color: var(--color-danger, #b42318);
    font-weight: 700;
  }
`;

/**
 * What is left of an owned item: "12 days left" (highlighted when 3 or fewer) or "Expired", with
 * the expiry date as its title. `now` comes from the caller so a list reads one clock.
 */
export const ValidityNote = ({ expiry, now }: { expiry: string | number; now: number }) => {
  const { t, i18n } = useTranslation('items');
  const validity = validityOf(expiry, now);
  if (!validity) return null;
  const until = formatDate(expiry, i18n.language as Language);
  return (
    <Note data-state={validity.state} title={until ? t('validity.until', { date: until }) : undefined}>
      {validity.state === 'expired' ? t('validity.expired') : t('validity.daysLeft', { count: validity.daysLeft })}
    </Note>
  );
};
