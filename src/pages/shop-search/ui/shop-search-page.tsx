import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Container, DocumentTitle, EmptyState, ErrorState, Loading, PageTitle, Pagination, SearchField } from '@/shared/ui';
import { ShopCard } from '@/entities/shop';
import { ShopNav } from '@/widgets/shop-nav';
import {
  $page,
  $total,
  $value,
  pageChosen,
  resultsQuery,
  resultsRetried,
  searched,
  SHOP_PAGE_SIZE,
  ShopSearchGate,
} from '../model/shop-search-page';

const Search = styled.div`
  max-width: 560px;
  margin: var(--space-5) 0;
`;

const Cards = styled.ol`
  display: grid;
  gap: var(--space-4);
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Results = styled.p`
  margin: 0 0 var(--space-3);
  color: var(--color-ink-soft);
`;

const SearchResults = () => {
  const { t } = useTranslation('shops');
  const [data, pending, failed, page, total, value, choosePage, retry] = useUnit([
    resultsQuery.$data,
    resultsQuery.$pending,
    resultsQuery.$failed,
    $page,
    $total,
    $value,
    pageChosen,
    resultsRetried,
  ]);
  if (failed) return <ErrorState onRetry={() => retry()} />;
  if (!data) return <Loading />;
  if (data.list.length === 0) return <EmptyState title={value ? t('search.noMatch', { value }) : undefined} />;
  return (
    <div aria-busy={pending}>
      <Results role="status">{value ? t('search.total', { count: total, value }) : t('list.total', { count: total })}</Results>
      <Cards aria-label={t('search.results')}>
        {data.list.map((shop) => (
          <li key={shop.shopId}>
            <ShopCard shop={shop} />
          </li>
        ))}
      </Cards>
      <Pagination page={page} pageSize={SHOP_PAGE_SIZE} total={total} label={t('search.pagination')} onChange={choosePage} />
    </div>
  );
};

export const ShopSearchPage = () => {
  const { t } = useTranslation('shops');
  const { search } = useLocation();
  useGate(ShopSearchGate, { search });
  const [value, searchFor] = useUnit([$value, searched]);
  return (
    <Container>
      <DocumentTitle title={t('search.title')} />
      <PageTitle>{t('search.title')}</PageTitle>
      <ShopNav />
      <Search>
        {/* Keyed by the searched value: the box shows it when the address changes. */}
        <SearchField
          key={value}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          submitLabel={t('search.submit')}
          initialValue={value}
          onSearch={searchFor}
        />
      </Search>
      <SearchResults />
    </Container>
  );
};
