import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/shared/ui';

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
