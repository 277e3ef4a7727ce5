import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ITEM_TYPES, MyItemSort } from '@/shared/api';
import { itemBuyPath, itemShopPath } from '@/shared/config';
import { EmptyState, ErrorState, Loading, PagedList, SelectField, Tabs, usePagedListUnits } from '@/shared/ui';
import { SectionPanel } from '@/shared/ui/section-panel';
import { useAddressGate } from '@/shared/lib';
import { ITEM_TYPE_KEYS } from '@/entities/item';
import { $slotSettingFailed, SlotSettingGate, slotSettingRefreshed } from '@/entities/item-template';
import {
  $itemsInUse,
  $itemsReadAt,
  $page,
  $sort,
  $tab,
  $total,
  $type,
  listRetried,
  MY_ITEMS_PAGE_SIZE,
  MyItemsPageGate,
  myItemsQuery,
  pageChosen,
  sortChosen,
  tabChosen,
  typeChosen,
  type MyItemSortOrder,
  type MyItemsTab,
} from '../model/my-items-page';
import { OwnedItemRow } from './owned-item-row';

const Toolbar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-3);
  margin: var(--space-4) 0;

  @media (min-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 240px));
  }
`;

/** Keeps the panel's height while a list loads, so the page does not jump under the pointer. */
const ListBox = styled.div`
  min-height: 360px;
  padding-top: var(--space-4);
`;

const Rows = styled.ol`
  display: grid;
  gap: var(--space-3);
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-2) var(--space-4);
  margin: 0;

  & a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

const ItemsInUse = ({ now }: { now: number }) => {
  useGate(SlotSettingGate);
  const { t } = useTranslation('myitems');
  const { rows, settingFailed, listFailed, retrySetting, retryList } = useUnit({
    rows: $itemsInUse,
    settingFailed: $slotSettingFailed,
    listFailed: myItemsQuery.$failed,
    retrySetting: slotSettingRefreshed,
    retryList: listRetried,
  });
  if (settingFailed || (listFailed && rows === null)) {
    return (
      <ErrorState
        onRetry={() => {
          retrySetting();
          retryList();
        }}
      />
    );
  }
  if (rows === null) return <Loading />;
  if (rows.length === 0) {
    return (
      <EmptyState title={t('list.emptyInUse')}>
        <Links>
          <Link to={itemShopPath('MySetting')}>{t('list.toSettings')}</Link>
          <Link to={itemBuyPath()}>{t('list.toShop')}</Link>
        </Links>
      </EmptyState>
    );
  }
  return (
    <Rows aria-label={t('list.inUseLabel')}>
      {rows.map(({ slot, item }) => (
        <li key={slot.type}>
          <OwnedItemRow
            id={slot.id}
            title={item?.title ?? slot.title ?? ''}
            type={slot.type}
            preview={item?.previewImg ?? slot.url ?? ''}
            buyTime={item?.buyTime ?? slot.buyTime}
            expiry={item?.time ?? null}
            now={now}
          />
        </li>
      ))}
    </Rows>
  );
};

const AllItems = ({ now }: { now: number }) => {
  const { t } = useTranslation(['myitems', 'items']);
  const list = usePagedListUnits({ query: myItemsQuery, $page, $total, pageChosen, retried: listRetried });
  const [type, sort, chooseType, chooseSort] = useUnit([$type, $sort, typeChosen, sortChosen]);
  const typeOptions = [
    { value: '', label: t('items:type.all') },
    ...ITEM_TYPES.map((code) => ({ value: String(code), label: t(`items:type.${ITEM_TYPE_KEYS[code]}`) })),
  ];
  const sortOptions = [
    { value: String(MyItemSort.newestFirst), label: t('list.sort.newestFirst') },
    { value: String(MyItemSort.oldestFirst), label: t('list.sort.oldestFirst') },
  ];
  const empty = !list.pending && !list.failed && list.items?.length === 0 && list.total === 0;
  return (
    <>
      <Toolbar>
        <SelectField
          label={t('list.type')}
          name="type"
          value={String(type)}
          options={typeOptions}
          onValueChange={(value) => chooseType(value === '' ? '' : (Number(value) as (typeof ITEM_TYPES)[number]))}
        />
        <SelectField
          label={t('list.sort.label')}
          name="sort"
          value={String(sort)}
          options={sortOptions}
          onValueChange={(value) => chooseSort(Number(value) as MyItemSortOrder)}
        />
      </Toolbar>
      {empty ? (
        <EmptyState title={type === '' ? t('list.emptyAll') : t('list.emptyType')}>
          <Links>
            <Link to={itemBuyPath()}>{t('list.toShop')}</Link>
          </Links>
        </EmptyState>
      ) : (
        <PagedList
          {...list}
          pageSize={MY_ITEMS_PAGE_SIZE}
          label={t('list.allLabel')}
          paginationLabel={t('list.pagination')}
          summary={t('list.total', { count: list.total })}
          getKey={(item) => item.id}
          renderItem={(item) => (
            <OwnedItemRow
              id={item.id}
              title={item.title}
              type={item.type}
              preview={item.previewImg}
              buyTime={item.buyTime}
              expiry={item.time}
              now={now}
            />
          )}
        />
      )}
    </>
  );
};

/**
 * /ShopProp/MyPropList: the member's items, "In use" (what the 14 slots hold) or "All" (by type,
 * newest or oldest purchase first, 10 a page), each with its days left; an expired or expiring
 * item links to renewing it. Tab, type, order and page live in the address.
 */
export const MyItemsPage = () => {
  const { t } = useTranslation(['myitems', 'items']);
  useAddressGate(MyItemsPageGate);
  const [tab, chooseTab] = useUnit([$tab, tabChosen]);
  // One clock for the whole list, read with it: every row counts its days left from the same moment.
  const now = useUnit($itemsReadAt);
  return (
    <SectionPanel title={t('items:shop.sections.MyPropList')}>
      <Tabs<MyItemsTab>
        label={t('tabs.label')}
        value={tab}
        onChange={chooseTab}
        tabs={[
          { value: 'inUse', label: t('tabs.inUse') },
          { value: 'all', label: t('tabs.all') },
        ]}
      >
        <ListBox>{tab === 'inUse' ? <ItemsInUse now={now} /> : <AllItems now={now} />}</ListBox>
      </Tabs>
    </SectionPanel>
  );
};
