import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ITEM_TYPES, ItemQuery } from '@/shared/api';
import { itemBuyPath } from '@/shared/config';
import { PagedList, Tabs, usePagedListUnits } from '@/shared/ui';
import { SectionPanel } from '@/shared/ui/section-panel';
import { useAddressGate } from '@/shared/lib';
import { CoinIcon } from '@/entities/coin';
import { ItemCard, itemGridClass, ITEM_TYPE_KEYS } from '@/entities/item';
import {
  $homeList,
  $itemTypeTab,
  $page,
  $total,
  ALL_TYPES,
  ITEMS_PAGE_SIZE,
  ItemListGate,
  itemListQuery,
  itemTypeChosen,
  listRetried,
  pageChosen,
} from '../model/item-list';

/** Holds the panel's height while a page loads, so the tabs and pagination do not jump. */
const ListBox = styled.div`
  min-height: 480px;
  padding-top: var(--space-4);
`;

const listKeys = { [ItemQuery.recommended]: 'recommended', [ItemQuery.newest]: 'newest', [ItemQuery.ranking]: 'ranking' } as const;

const Items = () => {
  const { t } = useTranslation('items');
  const list = usePagedListUnits({ query: itemListQuery, $page, $total, pageChosen, retried: listRetried });
  const homeList = useUnit($homeList);
  const ranked = homeList === ItemQuery.ranking;
  const firstRank = (list.page - 1) * ITEMS_PAGE_SIZE + 1;
  return (
    <PagedList
      {...list}
      pageSize={ITEMS_PAGE_SIZE}
      label={t('list.label')}
      paginationLabel={t('list.pagination')}
      summary={t('list.total', { count: list.total })}
      emptyTitle={t('list.empty')}
      listClassName={itemGridClass}
      getKey={(item) => item.id}
      renderItem={(item) => (
        <ItemCard
          item={item}
          rank={ranked ? firstRank + (list.items?.indexOf(item) ?? 0) : undefined}
          priceIcon={<CoinIcon size={18} />}
        />
      )}
    />
  );
};

export interface ItemListViewProps {
  /** A pointer over the items, a touch or a focus among them: an item is likely to open next. */
  onItemIntent?: () => void;
}

/**
 * /ShopProp/ItemBuy without an item: the catalogue 12 a page, by type (All and the 14 slot types),
 * or the home list a More came from (`?type=`). Type, list and page live in the address.
 */
export const ItemListView = ({ onItemIntent }: ItemListViewProps) => {
  const { t } = useTranslation('items');
  useAddressGate(ItemListGate);
  const [tab, homeList, chooseType] = useUnit([$itemTypeTab, $homeList, itemTypeChosen]);
  const tabs = [
    { value: ALL_TYPES, label: t('type.all') },
    ...ITEM_TYPES.map((type) => ({ value: type as number, label: t(`type.${ITEM_TYPE_KEYS[type]}`) })),
  ];
  return (
    <SectionPanel
      title={homeList === null ? t('shop.sections.ItemBuy') : t(`lists.${listKeys[homeList]}`)}
      titleId="item-list-title"
      actions={homeList === null ? undefined : <Link to={itemBuyPath()}>{t('list.all')}</Link>}
    >
      <Tabs label={t('list.types')} tabs={tabs} value={tab} onChange={chooseType}>
        <ListBox onPointerEnter={onItemIntent} onTouchStart={onItemIntent} onFocus={onItemIntent}>
          <Items />
        </ListBox>
      </Tabs>
    </SectionPanel>
  );
};
