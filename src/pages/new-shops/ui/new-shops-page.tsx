import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Container, DocumentTitle, PagedList, PageTitle, usePagedListUnits } from '@/shared/ui';
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

const NewShopList = () => {
  const { t } = useTranslation('shops');
  const list = usePagedListUnits({ query: listQuery, $page, $total, pageChosen, retried: listRetried });
  return (
    <PagedList
      {...list}
      pageSize={SHOP_PAGE_SIZE}
      label={t('newShops.list')}
      paginationLabel={t('newShops.pagination')}
      getKey={(shop) => shop.shopId}
      renderItem={(shop) => <ShopCard shop={shop} headingLevel={2} />}
    />
  );
};

export const NewShopsPage = () => {
  const { t } = useTranslation('shops');
  const { search } = useLocation();
  useGate(NewShopsGate, { search });
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
