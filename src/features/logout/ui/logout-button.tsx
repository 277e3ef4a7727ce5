import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui';
import { logoutClicked } from '../model/logout';

export const LogoutButton = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  const logout = useUnit(logoutClicked);
  return (
    <Button variant="ghost" className={className} onClick={() => logout()}>
      {t('logout.action')}
    </Button>
  );
};
