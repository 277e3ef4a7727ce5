import { useTranslation } from 'react-i18next';
import { SectionPanel } from '@/shared/ui';

/** Scaffold: replaced by the screen of spec section 2, My page. */
export const AwardMessagesPage = () => {
  const { t } = useTranslation('site');
  return (
    <SectionPanel title={t('myPage.sections.AdartsMsgSetting')}>
      <p>{t('myPage.comingSoon')}</p>
    </SectionPanel>
  );
};
