import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { expiryAfterPurchase, type ItemDetails } from '@/shared/api';
import { itemBuyPath } from '@/shared/config';
import { formatCount, formatDate, type Language } from '@/shared/i18n';
import { DocumentTitle, EmptyState, ErrorState, Loading, Panel } from '@/shared/ui';
import { factListClass } from '@/shared/ui/fact-list';
import { useAddressGate } from '@/shared/lib';
import { BuyItemActions } from '@/features/item-shop/buy-item';
import { CoinIcon, type Payment } from '@/entities/coin';
import { ItemTypeName, ValidityNote } from '@/entities/item';
import {
  $balance,
  $failed,
  $notFound,
  $ownership,
  $ownershipKnown,
  $payment,
  detailRetried,
  ItemDetailGate,
  itemDetailsQuery,
} from '../model/item-detail';

// Players, video and audio code load with an item's detail only, never with the list or the shop home.
const MediaPreview = lazy(() => import('./media-preview').then((module) => ({ default: module.MediaPreview })));

const Layout = styled.div`
  display: grid;
  gap: var(--space-5);
  align-items: start;

  @media (min-width: 720px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  }
`;

/** The preview's room while its code loads: the same square the preview takes. */
const StagePlaceholder = styled.div`
  aspect-ratio: 1;
  width: 100%;
  border-radius: var(--radius-m);
  background: var(--color-night);
  opacity: 0.12;
`;

const Info = styled.div`
  display: grid;
  gap: var(--space-4);
  min-width: 0;

  & h2 {
    margin: 0;
    font-size: 24px;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  & .gold {
    display: inline-flex;
    align-items: center;
    gap: var(--space-1);
  }
  & .note {
    margin-left: var(--space-2);
    font-weight: 400;
  }
`;

/** Room for the buttons before the member's items are read, so nothing jumps when they appear. */
const ActionsBox = styled.div`
  display: grid;
  gap: var(--space-3);
  min-height: 48px;
`;

const backClass = css`
  display: inline-block;
  margin-top: var(--space-5);
  font-weight: 600;
`;

const useGold = () => {
  const { t, i18n } = useTranslation('items');
  return (amount: number) => t('coin.amount', { count: amount, formatted: formatCount(amount, i18n.language) });
};

const ItemFacts = ({ item, now }: { item: ItemDetails; now: number }) => {
  const { t, i18n } = useTranslation('items');
  const gold = useGold();
  const [balance, ownership] = useUnit([$balance, $ownership]);
  const language = i18n.language as Language;
  return (
    <Facts className={factListClass}>
      <dt>{t('detail.type')}</dt>
      <dd>
        <ItemTypeName type={item.type} />
      </dd>
      <dt>{t('detail.price')}</dt>
      <dd className="gold">
        <CoinIcon size={18} />
        {gold(item.price)}
      </dd>
      <dt>{t('detail.balance')}</dt>
      <dd aria-live="polite">{balance === null ? '' : gold(balance)}</dd>
      <dt>{t('detail.validity')}</dt>
      <dd>{t('detail.validDays', { count: item.validDays })}</dd>
      {ownership && (
        <>
          <dt>{t('detail.currentExpiry')}</dt>
          <dd>
            {formatDate(ownership.expiresAt, language)}
            <span className="note">
              <ValidityNote expiry={ownership.expiresAt} now={now} />
            </span>
          </dd>
          <dt>{t('detail.renewedExpiry')}</dt>
          <dd>{formatDate(expiryAfterPurchase(now, ownership.expiresAt, item.validDays), language)}</dd>
        </>
      )}
    </Facts>
  );
};

export interface ItemDetailViewProps {
  /** Give as a present / Ask for it as a present (their own features), shown beside Buy. */
  giftActions?: (item: ItemDetails, payment: Payment | null) => ReactNode;
}

/** /ShopProp/ItemBuy?id=: one item's preview, price, the member's gold, validity, and buying. */
export const ItemDetailView = ({ giftActions }: ItemDetailViewProps) => {
  const { t } = useTranslation('items');
  useAddressGate(ItemDetailGate);
  const [item, notFound, failed, retry, payment, ownership, ownershipKnown] = useUnit([
    itemDetailsQuery.$data,
    $notFound,
    $failed,
    detailRetried,
    $payment,
    $ownership,
    $ownershipKnown,
  ]);
  // One clock for the whole detail, read when it opens: days left and expiries count from it.
  const [now] = useState(() => Date.now());

  const body = notFound ? (
    <EmptyState title={t('detail.notFound')}>
      <DocumentTitle title={t('detail.notFound')} />
      <p>{t('detail.notFoundHint')}</p>
    </EmptyState>
  ) : failed ? (
    <ErrorState onRetry={() => retry()} />
  ) : !item ? (
    <Loading />
  ) : (
    <Layout>
      <DocumentTitle title={item.title} />
      <Suspense fallback={<StagePlaceholder />}>
        <MediaPreview key={item.id} title={item.title} url={item.url} previewImg={item.previewImg} />
      </Suspense>
      <Info>
        <h2 id="item-detail-title">{item.title}</h2>
        <ItemFacts item={item} now={now} />
        <ActionsBox>
          {ownershipKnown && (
            <BuyItemActions item={item} payment={payment} currentExpiry={ownership?.expiresAt ?? null} />
          )}
          {giftActions?.(item, payment)}
        </ActionsBox>
      </Info>
    </Layout>
  );

  return (
    <Panel aria-labelledby={item && !notFound && !failed ? 'item-detail-title' : undefined}>
      {body}
      <Link className={backClass} to={itemBuyPath()}>
        {t('detail.back')}
      </Link>
    </Panel>
  );
};
