import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { shopInfoPath } from '@/shared/config';
import { useAddressGate } from '@/shared/lib';
import { Container, DocumentTitle, FallbackImage, PageTitle } from '@/shared/ui';
import { ListPageResults } from '@/shared/ui/list-page';
import { shopDefaultImage } from '@/entities/shop';
import { CountrySelect } from '@/widgets/country-shop-list';
import { ShopNav } from '@/widgets/shop-nav';
import { $total, shopThemesList, ShopThemesGate, themesList } from '../model/shop-themes-page';

/** Tiles side by side where they fit (the list itself comes from PagedList). */
const grid = css`
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;

const Tile = styled.div`
  position: relative;
  height: 100%;
  overflow: hidden;
  border-radius: var(--radius-l);
  background: var(--color-paper);
  box-shadow: var(--shadow-card);

  & img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
  & div {
    display: grid;
    gap: var(--space-1);
    padding: var(--space-3) var(--space-4);
  }
  & h2 {
    margin: 0;
    font-size: 18px;
  }
  & h2 a {
    color: inherit;
    text-decoration: none;
  }
  & h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  & p {
    margin: 0;
    color: var(--color-ink-soft);
  }
  & strong {
    justify-self: start;
    padding: 2px 10px;
    border-radius: 999px;
    background: var(--color-brand-soft);
    color: var(--color-brand-strong);
    font-size: 14px;
  }
`;

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
