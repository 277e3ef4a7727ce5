import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Container, DocumentTitle, PagedList, PageTitle, SearchField, usePagedListUnits } from '@/shared/ui';
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

const SearchResults = () => {
  const { t } = useTranslation('shops');
  const list = usePagedListUnits({ query: resultsQuery, $page, $total, pageChosen, retried: resultsRetried });
  const value = useUnit($value);
  return (
    <PagedList
      {...list}
      pageSize={SHOP_PAGE_SIZE}
      label={t('search.results')}
      paginationLabel={t('search.pagination')}
      summary={value ? t('search.total', { count: list.total, value }) : t('list.total', { count: list.total })}
      emptyTitle={value ? t('search.noMatch', { value }) : undefined}
      getKey={(shop) => shop.shopId}
      renderItem={(shop) => <ShopCard shop={shop} headingLevel={2} />}
    />
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
        <SearchField
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          submitLabel={t('search.submit')}
          value={value}
          onSearch={searchFor}
        />
      </Search>
      <SearchResults />
    </Container>
  );
};
