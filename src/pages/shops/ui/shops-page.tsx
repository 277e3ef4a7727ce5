import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/shared/config';
import { useDeferredUnit } from '@/shared/lib';
import { Container, DocumentTitle, EmptyState, ErrorState, Loading, PageTitle, SearchField, SectionTitle } from '@/shared/ui';
import { ShopCard } from '@/entities/shop';
import { ShopNav } from '@/widgets/shop-nav';
import { newestQuery, newestRetried, searchSubmitted, ShopsPageGate } from '../model/shops-page';

const Search = styled.div`
  max-width: 560px;
  margin-top: var(--space-5);
`;

const Cards = styled.ol`
  display: grid;
  gap: var(--space-4);
  list-style: none;
  margin: 0;
  padding: 0;
`;

const moreClass = css`
  display: inline-block;
  margin-top: var(--space-4);
  font-weight: 600;
`;

/** The newest shops, then the link to all of them: drawn with the list, so the list's arrival does not push it down. */
const NewestShops = () => {
  const { t } = useTranslation('shops');
  const [failed, retry] = useUnit([newestQuery.$failed, newestRetried]);
  const data = useDeferredUnit(newestQuery.$data);
  if (failed) return <ErrorState onRetry={() => retry()} />;
  if (!data) return <Loading />;
  if (data.list.length === 0) return <EmptyState />;
  return (
    <>
      <Cards>
        {data.list.map((shop) => (
          <li key={shop.shopId}>
            <ShopCard shop={shop} />
          </li>
        ))}
      </Cards>
      <Link className={moreClass} to={routes.newShops}>{t('home.more')}</Link>
    </>
  );
};

export const ShopsPage = () => {
  const { t } = useTranslation('shops');
  useGate(ShopsPageGate);
  const search = useUnit(searchSubmitted);
  return (
    <Container>
      <DocumentTitle title={t('home.title')} />
      <PageTitle>{t('home.title')}</PageTitle>
      <ShopNav />
      <Search>
        <SearchField
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          submitLabel={t('search.submit')}
          onSearch={search}
        />
      </Search>
      <section aria-labelledby="newest-shops-title">
        <SectionTitle id="newest-shops-title">{t('home.newest')}</SectionTitle>
        <NewestShops />
      </section>
    </Container>
  );
};
