import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language } from '@/shared/i18n';
import { visuallyHidden } from '@/shared/ui';
import { formatDecimal } from '../lib/figures';

/**
 * A figure as text, or a dash when the backend has none: the dash is for the eye, a screen reader
 * hears "no data" instead.
 */
export const StatValue = ({ text }: { text: string | null }) => {
  const { t } = useTranslation('stats');
  if (text !== null) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className={visuallyHidden}>{t('noData')}</span>
    </>
  );
};

/** A decimal figure (a rating, PPD, MPR) in the UI language, or the dash when there is none. */
export const DecimalValue = ({ value }: { value: number | null | undefined }) => {
  const language = useUnit($language);
  return <StatValue text={formatDecimal(value, language)} />;
};
