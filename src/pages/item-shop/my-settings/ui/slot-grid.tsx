import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { ItemType, MyItem } from '@/shared/api';
import { Button, ErrorState, Loading } from '@/shared/ui';
import { itemGridClass, ItemThumb, ItemTypeName, itemTypeKey } from '@/entities/item';
import { $slotSetting, $slotSettingFailed, slotSettingRefreshed } from '@/entities/item-template';
import { slotChooserOpened } from '@/features/item-shop/set-slot-item';

const Card = styled.article`
  display: grid;
  gap: var(--space-2);
  height: 100%;
  padding: var(--space-3);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-m);
  align-content: start;

  & h4 {
    margin: 0;
    font-size: 14px;
    color: var(--color-ink-soft);
  }
  & .content {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
    /* Two lines reserved: a long title or "Empty" keep every card the same height. */
    min-height: 2.8em;
  }
  & .content[data-empty='true'] {
    font-weight: 400;
    color: var(--color-ink-soft);
  }
  & .empty-picture {
    aspect-ratio: 1;
    border: 2px dashed var(--color-line);
    border-radius: var(--radius-s);
  }
`;

/** The 14 slots in template order, each with its item (or "Empty") and a button opening its chooser. */
export const SlotGrid = ({ items }: { items: readonly MyItem[] | null }) => {
  const { t } = useTranslation(['myitems', 'items']);
  const { setting, failed, retry, open } = useUnit({
    setting: $slotSetting,
    failed: $slotSettingFailed,
    retry: slotSettingRefreshed,
    open: slotChooserOpened,
  });
  if (failed) return <ErrorState onRetry={() => retry()} />;
  if (setting === null) return <Loading />;
  return (
    <ol className={itemGridClass} aria-label={t('slots.label')}>
      {setting.slots.map((slot) => {
        const key = itemTypeKey(slot.type);
        const typeName = key ? t(`items:type.${key}`) : t('items:type.unknown');
        const owned = slot.id === 0 ? undefined : items?.find((item) => item.id === slot.id);
        const title = slot.title ?? owned?.title ?? '';
        return (
          <li key={slot.type}>
            <Card>
              <h4>
                <ItemTypeName type={slot.type} />
              </h4>
              {slot.id === 0 ? (
                <div className="empty-picture" aria-hidden="true" />
              ) : (
                <ItemThumb preview={owned?.previewImg ?? slot.url ?? ''} title="" size={120} />
              )}
              <p className="content" data-empty={slot.id === 0}>
                {slot.id === 0 ? t('slots.empty') : title}
              </p>
              {key && (
                <Button
                  variant="secondary"
                  aria-label={t('slots.changeNamed', { type: typeName })}
                  onClick={() => open(slot.type as ItemType)}
                >
                  {t('slots.change')}
                </Button>
              )}
            </Card>
          </li>
        );
      })}
    </ol>
  );
};
