import { useTranslation } from 'react-i18next';
import { SectionPanel } from '@/shared/ui/section-panel';
import { PasswordForm } from '@/features/change-password';

/** /MyPageIndex/PasswordSetting. */
export const PasswordSettingsPage = () => {
  const { t } = useTranslation('account');
  return (
    <SectionPanel title={t('password.title')}>
      <PasswordForm />
    </SectionPanel>
  );
};
