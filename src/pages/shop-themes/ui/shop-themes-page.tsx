import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { shopInfoPath } from '@/shared/config';
import { useAddressGate } from '@/shared/lib';
import { Container, DocumentTitle, FallbackImage, ListPageResults, PageTitle } from '@/shared/ui';
import { shopDefaultImage } from '@/entities/shop';
import { CountrySelect, ShopNav } from '@/widgets/shop-nav';
import { $total, shopThemesList, ShopThemesGate, themesList } from '../model/shop-themes-page';
import { grid, Tile } from './shop-themes-page.styles';

export const ShopThemesPage = () => {
  const { t } = useTranslation('shops');
  useAddressGate(ShopThemesGate);
  return (
    <Container>
      <DocumentTitle title={t('themes.title')} />
      <PageTitle>{t('themes.title')}</PageTitle>
      <ShopNav />
      <CountrySelect list={shopThemesList} />
      <ListPageResults
        list={shopThemesList}
        query={themesList}
        $total={$total}
        label={t('themes.list')}
        paginationLabel={t('themes.pagination')}
        listClassName={grid}
        getKey={(shop) => shop.shopId}
        renderItem={(shop) => (
          <Tile>
            <FallbackImage src={shop.shopImg} fallbackSrc={shopDefaultImage()} alt="" width={240} height={150} />
            <div>
              <h2>
                <Link to={shopInfoPath(shop.shopId)}>{shop.shopName}</Link>
              </h2>
              {/* A shop without a theme or type shows no empty "Theme: " or "Type: ". */}
              {shop.theme.trim() && <strong>{t('themes.theme', { theme: shop.theme })}</strong>}
              {shop.type.trim() && <p>{t('themes.type', { type: shop.type })}</p>}
            </div>
          </Tile>
        )}
      />
    </Container>
  );
};
