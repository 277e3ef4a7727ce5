import { useTranslation } from 'react-i18next';
import { SectionTitle } from '@/shared/ui';

/** Placeholder until the screen is built (issue 10). */
export const ItemShopHomePage = () => {
  const { t } = useTranslation('items');
  return <SectionTitle>{t('shop.sections.home')}</SectionTitle>;
};
