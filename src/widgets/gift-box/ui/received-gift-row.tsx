import { useTranslation } from 'react-i18next';
import { ITEM_VALID_DAYS, type ReceivedGift } from '@/shared/api';
import { formatDate, type Language } from '@/shared/i18n';
import { OpenGiftButton } from '@/features/gift/open';
import { giftAgeOf } from '@/entities/gift';
import { ItemThumb, ItemTypeName } from '@/entities/item';
import { GiftRow } from './gift-row';

/** A gift waiting in the box; one unopened for more than 7 days says, before it is opened, that it gives 7 days fewer. */
export const ReceivedGiftRow = ({ gift, now }: { gift: ReceivedGift; now: number }) => {
  const { t, i18n } = useTranslation('gifts');
  const age = giftAgeOf(gift.sndTime, now);
  return (
    <GiftRow>
      <ItemThumb preview={gift.itemPreviewImg} title={gift.itemTitle} size={64} />
      <div>
        <h3>{gift.itemTitle}</h3>
        <dl>
          <dt>{t('row.type')}</dt>
          <dd>
            <ItemTypeName type={gift.type} />
          </dd>
          <dt>{t('row.from')}</dt>
          <dd>{gift.sndMemberName}</dd>
          <dt>{t('row.sent')}</dt>
          <dd>{formatDate(gift.sndTime, i18n.language as Language)}</dd>
        </dl>
        {age.late && <p className="late">{t('received.late', { days: age.validDays, full: ITEM_VALID_DAYS })}</p>}
      </div>
      <div className="actions">
        <OpenGiftButton gift={gift} />
      </div>
    </GiftRow>
  );
};
