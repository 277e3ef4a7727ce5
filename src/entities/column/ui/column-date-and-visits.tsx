import { useTranslation } from 'react-i18next';
import type { ColumnSummary } from '@/shared/api';
import { formatNumber, type Language } from '@/shared/i18n';
import { columnDateText, formatColumnDate } from '../lib/column-date';

/** The column's date and its visits, two items of a meta line (its card's, its page's). */
export const ColumnDateAndVisits = ({ column }: { column: Pick<ColumnSummary, 'cdateInt' | 'visitCount'> }) => {
  const { t, i18n } = useTranslation('columns');
  const language = i18n.language as Language;
  return (
    <>
      <time dateTime={columnDateText(column.cdateInt) ?? undefined}>{formatColumnDate(column.cdateInt, language)}</time>
      <span>{t('card.visits', { count: column.visitCount, formatted: formatNumber(column.visitCount, language) })}</span>
    </>
  );
};
