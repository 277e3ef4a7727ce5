import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyItem } from '@/shared/api';
import { itemShopPath } from '@/shared/config';
import { ErrorState, Loading, Modal } from '@/shared/ui';
import { ItemThumb, itemTypeKey, ValidityNote } from '@/entities/item';
import { $slotSetting } from '@/entities/item-template';
import { slotCandidates } from '../lib/candidates';
import { $chooserType, $setSlotPending, slotChooserClosed, slotItemChosen } from '../model/set-slot-item';

const Choices = styled.ul`
  display: grid;
  gap: var(--space-2);
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: min(60vh, 480px);
  overflow-y: auto;

  & button {
    display: grid;
    grid-template-columns: 48px minmax(0, 1fr);
    align-items: center;
    gap: var(--space-3);
    width: 100%;
    min-height: 56px;
    padding: var(--space-2) var(--space-3);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-s);
    background: var(--color-paper);
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  & button[aria-current='true'] {
    border-color: var(--color-brand);
    box-shadow: inset 0 0 0 1px var(--color-brand);
  }
  & button[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.6;
  }
  & .text {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  & .title {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  & .note {
    color: var(--color-ink-soft);
    font-size: 14px;
  }
  & .empty-mark {
    display: grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border: 2px dashed var(--color-line);
    border-radius: var(--radius-s);
  }
`;

const Hint = styled.p`
  margin: var(--space-3) 0 0;
  color: var(--color-ink-soft);
  font-size: 14px;
`;

export interface SlotItemChooserProps {
  /** The member's items (all types, expired ones too), null while they are read. */
  items: readonly MyItem[] | null;
  /** The clock the page reads validity with. */
  now: number;
  /** The items could not be read: the chooser offers a retry instead of waiting. */
  failed?: boolean;
  onRetry?: () => void;
}

/**
 * The chooser of the slot opened with `slotChooserOpened`: "Empty slot" and the member's valid
 * items of the slot's type. A choice is saved at once; the one in the slot is marked.
 */
export const SlotItemChooser = ({ items, now, failed = false, onRetry }: SlotItemChooserProps) => {
  const { t } = useTranslation(['myitems', 'items']);
  const { type, setting, pending, close, choose } = useUnit({
    type: $chooserType,
    setting: $slotSetting,
    pending: $setSlotPending,
    close: slotChooserClosed,
    choose: slotItemChosen,
  });
  const key = type === null ? null : itemTypeKey(type);
  const typeName = key ? t(`items:type.${key}`) : t('items:type.unknown');
  const current = setting?.slots.find((slot) => slot.type === type)?.id ?? 0;
  const candidates = type === null || items === null ? [] : slotCandidates(items, type, now);
  const pick = (itemId: number) => {
    if (type !== null && !pending) choose({ type, itemId });
  };
  const inSlot = (itemId: number) => (itemId === current ? 'true' : undefined);

  return (
    <Modal open={type !== null} title={t('chooser.title', { type: typeName })} onClose={close}>
      {items === null && failed ? (
        <ErrorState onRetry={onRetry} />
      ) : items === null ? (
        <Loading />
      ) : (
        <>
          <Choices aria-label={t('chooser.label', { type: typeName })} aria-busy={pending}>
            <li>
              <button type="button" aria-current={inSlot(0)} aria-disabled={pending} onClick={() => pick(0)}>
                <span className="empty-mark" aria-hidden="true" />
                <span className="text">
                  <span className="title">{t('chooser.empty')}</span>
                  {current === 0 && <span className="note">{t('chooser.current')}</span>}
                </span>
              </button>
            </li>
            {candidates.map((item) => (
              <li key={item.id}>
                <button type="button" aria-current={inSlot(item.id)} aria-disabled={pending} onClick={() => pick(item.id)}>
                  <ItemThumb preview={item.previewImg} title="" size={48} />
                  <span className="text">
                    <span className="title">{item.title}</span>
                    <span className="note">
                      <ValidityNote expiry={item.time} now={now} />
                      {item.id === current && <> · {t('chooser.current')}</>}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </Choices>
          {candidates.length === 0 && (
            <Hint>
              {t('chooser.none')} <Link to={itemShopPath('ItemBuy')} onClick={() => close()}>
                {t('chooser.buy')}
              </Link>
            </Hint>
          )}
        </>
      )}
    </Modal>
  );
};
