import { useTranslation } from 'react-i18next';
import { parseBackendDate } from '@/shared/i18n';
import { daysSincePlayed, formatDaysAgo } from '../lib/last-played';

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** "Last played today / yesterday / 3 days ago", in the UI language; nothing for an unreadable date. */
export const LastPlayed = ({ playDate, now = new Date() }: { playDate: string | number; now?: Date }) => {
  const { t, i18n } = useTranslation('friends');
  const days = daysSincePlayed(playDate, now);
  const played = parseBackendDate(playDate);
  if (days === null || !played) return null;
  return <time dateTime={isoDay(played)}>{t('card.lastPlayed', { when: formatDaysAgo(days, i18n.language) })}</time>;
};
