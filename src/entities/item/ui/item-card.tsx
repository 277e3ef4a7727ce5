import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Item } from '@/shared/api';
import { itemBuyPath } from '@/shared/config';
import { formatCount } from '@/shared/i18n';
import { ItemThumb } from './item-thumb';
import { ItemTypeName } from './item-type-name';

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-rows: auto auto auto 1fr;
  gap: var(--space-1);
  height: 100%;
  padding: var(--space-2);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-m);
  background: var(--color-paper);
  transition: border-color 0.15s, box-shadow 0.15s;

  &:hover,
  &:focus-within {
    border-color: var(--color-ink-soft);
    box-shadow: var(--shadow-card);
  }
  & h3 {
    margin: var(--space-1) 0 0;
    font-size: 15px;
    line-height: 1.35;
    /* Two lines reserved: a long title never pushes the row below. */
    min-height: calc(2 * 1.35em);
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
  /* The title's link covers the whole card, so the card is one target and one tab stop. */
  & h3 a {
    color: var(--color-ink);
    text-decoration: none;
  }
  & h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: var(--radius-m);
  }
  & h3 a:focus-visible {
    outline: none;
  }
  & h3 a:focus-visible::after {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
  & .type {
    margin: 0;
    font-size: 13px;
    color: var(--color-ink-soft);
  }
  & .price {
    display: flex;
    align-items: center;
    gap: var(--space-1);
    align-self: end;
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    /* Ink, not gold: gold text on white is 3.5:1, too faint for 16 px; the coin beside it is gold. */
    color: var(--color-ink);
  }
  & .rank {
    position: absolute;
    top: var(--space-3);
    left: var(--space-3);
    min-width: 32px;
    padding: 2px var(--space-2);
    border-radius: 999px;
    background: var(--color-night);
    color: var(--color-on-night);
    font-weight: 700;
    font-size: 14px;
    text-align: center;
  }
`;

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

const Blank = styled.span`
  display: block;
  border-radius: var(--radius-s);
  background: var(--color-canvas);

  &.picture {
    aspect-ratio: 1;
  }
  &.line {
    height: 1em;
    margin-top: var(--space-1);
  }
  &.short {
    width: 50%;
  }
`;

/** An ItemCard's shape while the items load: the grid holds its final size from the start. */
export const ItemCardPlaceholder = () => (
  <Card aria-hidden="true">
    <Blank className="picture" />
    <h3>
      <Blank className="line" />
    </h3>
    <Blank className="line short" />
    <Blank className="line short" />
  </Card>
);
