import { useTranslation } from 'react-i18next';
import { SectionTitle } from '@/shared/ui';

/** Placeholder until the screen is built (issue 10). */
export const MyItemsPage = () => {
  const { t } = useTranslation('items');
  return <SectionTitle>{t('shop.sections.MyPropList')}</SectionTitle>;
};
