import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Item } from '@/shared/api';
import { itemBuyPath } from '@/shared/config';
import { DocumentTitle, EmptyState, ErrorState } from '@/shared/ui';
import { BannerCarousel } from '@/widgets/banner-carousel';
import { CoinIcon } from '@/entities/coin';
import { ItemCard, ItemCardPlaceholder, itemGridClass } from '@/entities/item';
import { HOME_LISTS, type HomeList } from '../config/home-lists';
import { $shopBannersAwaited, shopBannersQuery, ShopHomeGate, shopHomeQuery, shopHomeRetried } from '../model/home-page';

const Page = styled.div`
  display: grid;
  gap: var(--space-5);
  min-width: 0;
`;

/** Banner picture (3:1) plus its control bar, held while the banners load. */
const BannerSpace = styled.div`
  aspect-ratio: 3 / 1;
  padding-bottom: 56px;
  box-sizing: content-box;
  border-radius: var(--radius-l);
  background: var(--color-night-soft);
  opacity: 0.15;
`;

const Section = styled.section`
  min-width: 0;

  & .head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: var(--space-2) var(--space-4);
    margin-bottom: var(--space-3);
  }
  & h2 {
    margin: 0;
    font-size: 20px;
  }
  & .more {
    font-weight: 600;
  }
`;

const ShopBanners = () => {
  const { t } = useTranslation('items');
  const [banners, awaited] = useUnit([shopBannersQuery.$data, $shopBannersAwaited]);
  if (!banners) return awaited ? <BannerSpace aria-hidden="true" /> : null;
  if (banners.length === 0) return null;
  return <BannerCarousel banners={banners} label={t('home.banners')} />;
};

const HomeItems = ({ list, items }: { list: HomeList; items: readonly Item[] | null }) => {
  const { t } = useTranslation('items');
  const titleId = `shop-home-${list.key}`;
  const title = t(`lists.${list.key}`);
  return (
    <Section aria-labelledby={titleId}>
      <div className="head">
        <h2 id={titleId}>{title}</h2>
        <Link className="more" to={itemBuyPath({ list: list.query })} aria-label={t('home.moreOf', { list: title })}>
          {t('home.more')}
        </Link>
      </div>
      {/* Keyed apart: React would otherwise keep the placeholder list and reuse a placeholder card
          whose index matches an item's id for that item, moving it (a layout shift of nothing visible). */}
      {items === null ? (
        <ol key="placeholders" className={itemGridClass} aria-busy="true">
          {Array.from({ length: list.count }, (_, index) => (
            <li key={index}>
              <ItemCardPlaceholder />
            </li>
          ))}
        </ol>
      ) : items.length === 0 ? (
        <EmptyState title={t('home.empty')} />
      ) : (
        <ol key="items" className={itemGridClass} aria-labelledby={titleId}>
          {items.map((item, index) => (
            <li key={item.id}>
              <ItemCard item={item} rank={list.ranked ? index + 1 : undefined} priceIcon={<CoinIcon size={18} />} />
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
};

/**
 * /ShopProp: the item shop's banners, then its recommended, new and best-selling items (4 each),
 * each with More to the whole list. The shell around it holds the menu and the gold balance.
 */
export const ItemShopHomePage = () => {
  const { t } = useTranslation('items');
  useGate(ShopHomeGate);
  const [data, failed, retry] = useUnit([shopHomeQuery.$data, shopHomeQuery.$failed, shopHomeRetried]);
  return (
    <Page>
      <DocumentTitle title={t('shop.sections.home')} />
      <ShopBanners />
      {failed && !data ? (
        <ErrorState onRetry={() => retry()} />
      ) : (
        HOME_LISTS.map((list) => <HomeItems key={list.key} list={list} items={data ? data[list.field] : null} />)
      )}
    </Page>
  );
};
