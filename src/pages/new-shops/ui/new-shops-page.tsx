import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Container, DocumentTitle, EmptyState, ErrorState, Loading, PageTitle, Pagination } from '@/shared/ui';
import { ShopCard } from '@/entities/shop';
import { CountrySelect, ShopNav } from '@/widgets/shop-nav';
import {
  $page,
  $shownCountry,
  $total,
  countryPicked,
  listQuery,
  listRetried,
  NewShopsGate,
  pageChosen,
  SHOP_PAGE_SIZE,
} from '../model/new-shops-page';

const Toolbar = styled.div`
  margin-top: var(--space-5);
`;

const Cards = styled.ol`
  display: grid;
  gap: var(--space-4);
  list-style: none;
  margin: 0;
  padding: 0;
`;

const NewShopList = () => {
  const { t } = useTranslation('shops');
  const [data, pending, failed, page, total, choosePage, retry] = useUnit([
    listQuery.$data,
    listQuery.$pending,
    listQuery.$failed,
    $page,
    $total,
    pageChosen,
    listRetried,
  ]);
  if (failed) return <ErrorState onRetry={() => retry()} />;
  if (!data) return <Loading />;
  if (data.list.length === 0) return <EmptyState />;
  return (
    <div aria-busy={pending}>
      <Cards aria-label={t('newShops.list')}>
        {data.list.map((shop) => (
          <li key={shop.shopId}>
            <ShopCard shop={shop} headingLevel={2} />
          </li>
        ))}
      </Cards>
      <Pagination page={page} pageSize={SHOP_PAGE_SIZE} total={total} label={t('newShops.pagination')} onChange={choosePage} />
    </div>
  );
};

export const NewShopsPage = () => {
  const { t } = useTranslation('shops');
  useGate(NewShopsGate);
  const [country, pickCountry] = useUnit([$shownCountry, countryPicked]);
  return (
    <Container>
      <DocumentTitle title={t('newShops.title')} />
      <PageTitle>{t('newShops.title')}</PageTitle>
      <ShopNav />
      <Toolbar>
        <CountrySelect value={country} onChange={pickCountry} />
      </Toolbar>
      <NewShopList />
    </Container>
  );
};
