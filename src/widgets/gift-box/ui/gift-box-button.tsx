import { cx } from '@linaria/core';
import { styled } from '@linaria/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, Modal, visuallyHidden } from '@/shared/ui';
import { useGiftCount } from '@/entities/gift';
import { GiftIcon } from './gift-icon';

// The box's lists, features and texts are a chunk of their own: a page carries only the button.
const GiftBoxContent = lazy(() => import('./gift-box-content').then(({ GiftBoxContent: Content }) => ({ default: Content })));

const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  min-width: 44px;
  min-height: 44px;
  padding: 0 var(--space-2);
  border: 1px solid transparent;
  border-radius: var(--radius-s);
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: rgb(127 127 127 / 14%);
  }
  &.outlined {
    border-color: var(--color-line);
  }
  & .icon {
    position: relative;
    display: inline-flex;
  }
  /* Over the icon's corner, so the count arriving or changing never moves anything. */
  & .badge {
    position: absolute;
    top: -8px;
    right: -10px;
    min-width: 18px;
    height: 18px;
    padding: 0 4px;
    border-radius: 999px;
    background: var(--color-brand);
    color: #fff;
    font-size: 11px;
    font-weight: 700;
    line-height: 18px;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  &.compact .label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/** Counts above this read "99+" on the badge (the button's name keeps the exact figure). */
const BADGE_MAX = 99;

export interface GiftBoxButtonProps {
  /** The icon alone (its name stays for screen readers): the header's tight row. */
  compact?: boolean;
  className?: string;
}

/**
 * The gift box: unopened gifts plus open requests as a badge, and the box itself in a modal (the
 * gifts received and the requests from others). The count is read while the button is shown.
 */
export const GiftBoxButton = ({ compact = false, className }: GiftBoxButtonProps) => {
  const { t } = useTranslation();
  const count = useGiftCount();
  const [open, setOpen] = useState(false);
  const name = count ? t('giftBox.buttonNew', { count }) : t('giftBox.button');
  return (
    <>
      <Trigger
        type="button"
        className={cx(compact ? 'compact' : 'outlined', className)}
        aria-haspopup="dialog"
        title={compact ? name : undefined}
        onClick={() => setOpen(true)}
      >
        <span className="icon">
          <GiftIcon />
          {count ? (
            <span className="badge" aria-hidden="true">
              {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
            </span>
          ) : null}
        </span>
        {/* The name comes from the content, not aria-label: the visible words stay part of it (the
            badge's figure is drawn, not read), so "Label in Name" holds with the count said in full. */}
        <span className="label" aria-hidden="true">
          {t('giftBox.button')}
        </span>
        <span className={visuallyHidden}>{name}</span>
      </Trigger>
      <Modal open={open} title={t('giftBox.title')} onClose={() => setOpen(false)}>
        {open && (
          <Suspense fallback={<Loading />}>
            <GiftBoxContent />
          </Suspense>
        )}
      </Modal>
    </>
  );
};
