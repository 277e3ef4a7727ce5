import { useTranslation } from 'react-i18next';
import { useAddressGate } from '@/shared/lib';
import { Container, DocumentTitle, PageTitle } from '@/shared/ui';
import { ListPageResults } from '@/shared/ui/list-page';
import { ShopCard } from '@/entities/shop';
import { CountrySelect } from '@/widgets/country-shop-list';
import { ShopNav } from '@/widgets/shop-nav';
import { $total, listQuery, newShopsList, NewShopsGate } from '../model/new-shops-page';

export const NewShopsPage = () => {
  const { t } = useTranslation('shops');
  useAddressGate(NewShopsGate);
  return (
    <Container>
      <DocumentTitle title={t('newShops.title')} />
      <PageTitle>{t('newShops.title')}</PageTitle>
      <ShopNav />
      <CountrySelect list={newShopsList} />
      <ListPageResults
        list={newShopsList}
        query={listQuery}
        $total={$total}
        label={t('newShops.list')}
        paginationLabel={t('newShops.pagination')}
        getKey={(shop) => shop.shopId}
        renderItem={(shop) => <ShopCard shop={shop} headingLevel={2} />}
      />
    </Container>
  );
};
