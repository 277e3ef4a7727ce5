import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { $session } from '@/entities/session';
import { LoginForm } from '@/features/login';
import { routes } from '@/shared/config';
import { FormPage } from '@/shared/ui/form-page';

const AccountLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-2) var(--space-4);
  margin-top: var(--space-4);
`;

export const LoginPage = () => {
  const { t } = useTranslation('auth');
  const session = useUnit($session);
  return (
    <FormPage title={t('login.title')} width="narrow">
      {session ? (
        <p>
          {t('login.already', { username: session.username })} <Link to={routes.home}>{t('login.goHome')}</Link>
        </p>
      ) : (
        <>
          <LoginForm />
          <AccountLinks aria-label={t('recovery.linksLabel')}>
            <Link to={routes.register}>{t('recovery.register')}</Link>
            <Link to={routes.forgetId}>{t('recovery.forgotAccount')}</Link>
            <Link to={routes.forgetPassword}>{t('recovery.forgotPassword')}</Link>
          </AccountLinks>
        </>
      )}
    </FormPage>
  );
};
