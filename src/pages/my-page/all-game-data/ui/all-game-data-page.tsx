import { useTranslation } from 'react-i18next';
import { SectionPanel } from '@/shared/ui';

/** Scaffold: replaced by the screen of spec section 2, My page. */
export const AllGameDataPage = () => {
  const { t } = useTranslation('site');
  return (
    <SectionPanel title={t('myPage.sections.AllGameData')}>
      <p>{t('myPage.comingSoon')}</p>
    </SectionPanel>
  );
};
