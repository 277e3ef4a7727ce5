import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useAddressGate } from '@/shared/lib';
import { Container, DocumentTitle, PageTitle, SearchField } from '@/shared/ui';
import { ListPageResults } from '@/shared/ui/list-page';
import { ShopCard } from '@/entities/shop';
import { ShopNav } from '@/widgets/shop-nav';
import { $total, $value, resultsQuery, searched, shopSearchList, ShopSearchGate } from '../model/shop-search-page';

const Search = styled.div`
  max-width: 560px;
  margin: var(--space-5) 0;
`;

const SearchResults = () => {
  const { t } = useTranslation('shops');
  const value = useUnit($value);
  return (
    <ListPageResults
      list={shopSearchList}
      query={resultsQuery}
      $total={$total}
      label={t('search.results')}
      paginationLabel={t('search.pagination')}
      summary={(count) => (value ? t('search.total', { count, value }) : t('list.total', { count }))}
      emptyTitle={value ? t('search.noMatch', { value }) : undefined}
      getKey={(shop) => shop.shopId}
      renderItem={(shop) => <ShopCard shop={shop} headingLevel={2} />}
    />
  );
};

export const ShopSearchPage = () => {
  const { t } = useTranslation('shops');
  useAddressGate(ShopSearchGate);
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
