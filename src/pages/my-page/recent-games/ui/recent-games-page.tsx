import { useTranslation } from 'react-i18next';
import { SectionPanel } from '@/shared/ui';

/** Scaffold: replaced by the screen of spec section 2, My page. */
export const RecentGamesPage = () => {
  const { t } = useTranslation('site');
  return (
    <SectionPanel title={t('myPage.sections.About30Game')}>
      <p>{t('myPage.comingSoon')}</p>
    </SectionPanel>
  );
};
