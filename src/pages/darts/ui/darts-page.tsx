import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BannerCarousel, BannerCarouselPlaceholder } from '@/widgets/banner-carousel';
import { ColumnCard } from '@/entities/column';
import { routes } from '@/shared/config';
import { useDeferredUnit } from '@/shared/lib';
import { Container, DocumentTitle, EmptyState, ErrorState, Loading, PageTitle, SectionTitle } from '@/shared/ui';
import { columnsRetried, dartsBannersQuery, DartsPageGate, newestColumnsQuery } from '../model/darts-page';

const ColumnGrid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: var(--space-4);
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--space-3);
  margin: var(--space-6) 0 var(--space-4);

  & h2 {
    margin: 0;
  }
  & a {
    font-weight: 600;
  }
`;

const NewestColumns = () => {
  const [failed, retry] = useUnit([newestColumnsQuery.$failed, columnsRetried]);
  const data = useDeferredUnit(newestColumnsQuery.$data);
  if (failed) return <ErrorState onRetry={() => retry()} />;
  if (!data) return <Loading />;
  if (data.list.length === 0) return <EmptyState />;
  return (
    <ColumnGrid aria-labelledby="newest-columns-title">
      {data.list.map((column) => (
        <li key={column.id}>
          <ColumnCard column={column} />
        </li>
      ))}
    </ColumnGrid>
  );
};

export const DartsPage = () => {
  const { t } = useTranslation('columns');
  useGate(DartsPageGate);
  const [banners, bannersFailed] = useUnit([dartsBannersQuery.$data, dartsBannersQuery.$failed]);
  return (
    <Container>
      <DocumentTitle title={t('darts.title')} />
      <PageTitle>{t('darts.title')}</PageTitle>
      {banners ? (
        banners.length > 0 && <BannerCarousel banners={banners} label={t('darts.banners')} />
      ) : (
        !bannersFailed && <BannerCarouselPlaceholder />
      )}
      <section aria-labelledby="newest-columns-title">
        <Header>
          <SectionTitle id="newest-columns-title">{t('darts.newest')}</SectionTitle>
          <Link to={routes.dartsList}>{t('darts.all')}</Link>
        </Header>
        <NewestColumns />
      </section>
    </Container>
  );
};
