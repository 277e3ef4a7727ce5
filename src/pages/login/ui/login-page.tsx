import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { $session } from '@/entities/session';
import { LoginForm } from '@/features/login';
import { routes } from '@/shared/config';
import { Container, DocumentTitle, PageTitle, Panel } from '@/shared/ui';

const Card = styled(Panel)`
  max-width: 440px;
  margin: var(--space-6) auto 0;

  & h1 {
    margin-top: 0;
  }
`;

export const LoginPage = () => {
  const { t } = useTranslation('auth');
  const session = useUnit($session);
  return (
    <Container>
      <Card>
        <DocumentTitle title={t('login.title')} />
        <PageTitle>{t('login.title')}</PageTitle>
        {session ? (
          <p>
            {t('login.already', { username: session.username })} <Link to={routes.home}>{t('login.goHome')}</Link>
          </p>
        ) : (
          <LoginForm />
        )}
      </Card>
    </Container>
  );
};
