import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/shared/config';
import { Container, DocumentTitle, PageTitle, panelClass, rowListClass } from '@/shared/ui';

const Notice = styled.section`
  display: grid;
  justify-items: start;
  gap: var(--space-3);
  max-width: 640px;
  margin-bottom: var(--space-7);

  & p {
    margin: 0;
    color: var(--color-ink-soft);
  }
  & ul {
    --row-list-gap: var(--space-2) var(--space-5);
    font-weight: 600;
  }
`;

const Badge = styled.strong`
  padding: var(--space-1) var(--space-3);
  border-radius: 999px;
  background: var(--color-brand-soft);
  color: var(--color-brand-strong);
  font-size: 14px;
`;

/** /Match: the matches section is not open yet (spec section 2: a placeholder). */
export const MatchPage = () => {
  const { t } = useTranslation('site');
  return (
    <Container>
      <DocumentTitle title={t('match.title')} />
      <PageTitle>{t('match.title')}</PageTitle>
      <Notice className={panelClass} aria-labelledby="match-coming-soon">
        <Badge id="match-coming-soon">{t('match.comingSoon')}</Badge>
        <p>{t('match.text')}</p>
        <nav aria-label={t('match.meanwhile')}>
          <ul className={rowListClass}>
            <li>
              <Link to={routes.rankings}>{t('match.toRankings')}</Link>
            </li>
            <li>
              <Link to={routes.activities}>{t('match.toActivities')}</Link>
            </li>
            <li>
              <Link to={routes.home}>{t('match.toHome')}</Link>
            </li>
          </ul>
        </nav>
      </Notice>
    </Container>
  );
};
