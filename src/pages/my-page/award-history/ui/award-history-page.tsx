import { useTranslation } from 'react-i18next';
import { SectionPanel } from '@/shared/ui';

/** Scaffold: replaced by the screen of spec section 2, My page. */
export const AwardHistoryPage = () => {
  const { t } = useTranslation('site');
  return (
    <SectionPanel title={t('myPage.sections.AwardHistory')}>
      <p>{t('myPage.comingSoon')}</p>
    </SectionPanel>
  );
};
