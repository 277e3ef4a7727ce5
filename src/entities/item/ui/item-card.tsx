import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Item } from '@/shared/api';
import { itemBuyPath } from '@/shared/config';
import { formatCount } from '@/shared/i18n';
import { ItemThumb } from './item-thumb';
import { ItemTypeName } from './item-type-name';
import { Blank, Card } from './item-card.styles';

export interface ItemCardProps {
  item: Pick<Item, 'id' | 'title' | 'type' | 'price' | 'previewImg'>;
  /** The item's place in a ranking (1 = best seller); no badge when left out. */
  rank?: number;
  /** Drawn before the price: the gold coin (entities/coin), which an entity cannot import. */
  priceIcon?: ReactNode;
  /** The first cards of a page: their pictures load at once. */
  eager?: boolean;
}

/**
 * An item of the shop as a card of fixed shape (square picture, two lines of title, type, price),
 * so a grid never shifts when answers arrive; the whole card opens the item's detail.
 */
export const ItemCard = ({ item, rank, priceIcon, eager }: ItemCardProps) => {
  const { t, i18n } = useTranslation('items');
  return (
    <Card>
      {/* The title beside it names the picture: read once, not twice. */}
      <ItemThumb preview={item.previewImg} title="" eager={eager} />
      {rank !== undefined && <span className="rank">{t('card.rank', { rank })}</span>}
      <h3>
        <Link to={itemBuyPath({ id: item.id })}>{item.title}</Link>
      </h3>
      <p className="type">
        <ItemTypeName type={item.type} />
      </p>
      <p className="price">
        {priceIcon}
        {t('coin.amount', { count: item.price, formatted: formatCount(item.price, i18n.language) })}
      </p>
    </Card>
  );
};

/** An ItemCard's shape while the items load: the grid holds its final size from the start. */
export const ItemCardPlaceholder = () => (
  <Card aria-hidden="true">
    <Blank className="picture" />
    <h3>
      <Blank className="line" />
    </h3>
    <p className="type">
      <Blank className="line short" />
    </p>
    <p className="price">
      <Blank className="line short" />
    </p>
  </Card>
);
