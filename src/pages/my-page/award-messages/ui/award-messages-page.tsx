import { useTranslation } from 'react-i18next';
import { SectionPanel } from '@/shared/ui/section-panel';
import { AwardMessagesForm } from '@/features/set-award-messages';

/** /MyPageIndex/AdartsMsgSetting. */
export const AwardMessagesPage = () => {
  const { t } = useTranslation('account');
  return (
    <SectionPanel title={t('awards.title')}>
      <AwardMessagesForm />
    </SectionPanel>
  );
};
