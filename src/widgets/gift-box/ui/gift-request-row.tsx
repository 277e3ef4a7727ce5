import { useTranslation } from 'react-i18next';
import type { GiftRequest } from '@/shared/api';
import { formatCount, formatDate, type Language } from '@/shared/i18n';
import { AnswerGiftRequestButtons } from '@/features/gift/answer-request';
import { ItemThumb, ItemTypeName } from '@/entities/item';
import { GiftRow } from './gift-row';

/** A request from another member: the item, its price (paid by the member on accepting), who asked and when. */
export const GiftRequestRow = ({ request }: { request: GiftRequest }) => {
  const { t, i18n } = useTranslation('gifts');
  return (
    <GiftRow>
      <ItemThumb preview={request.itemPreviewImg} title={request.itemTitle} size={64} />
      <div>
        <h3>{request.itemTitle}</h3>
        <dl>
          <dt>{t('row.type')}</dt>
          <dd>
            <ItemTypeName type={request.type} />
          </dd>
          <dt>{t('row.price')}</dt>
          <dd>{t('row.gold', { count: request.itemPrice, formatted: formatCount(request.itemPrice, i18n.language) })}</dd>
          <dt>{t('row.askedBy')}</dt>
          <dd>{request.askMemberName}</dd>
          <dt>{t('row.asked')}</dt>
          <dd>{formatDate(request.askTime, i18n.language as Language)}</dd>
        </dl>
      </div>
      <div className="actions">
        <AnswerGiftRequestButtons request={request} />
      </div>
    </GiftRow>
  );
};
