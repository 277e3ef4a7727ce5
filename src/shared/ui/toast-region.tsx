import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { $openModals } from './modal-layer';
import { $toasts, messageText, toastDismissed, type Toast } from './toast-model';

const Region = styled.div`
  position: fixed;
  z-index: 1000;
  inset: auto var(--space-4) var(--space-4) auto;
  display: grid;
  gap: var(--space-2);
  width: min(420px, calc(100vw - 2 * var(--space-4)));
`;

const Item = styled.div`
  display: flex;
  align-items: start;
  gap: var(--space-3);
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-m);
  box-shadow: var(--shadow-pop);
  background: var(--color-paper);
  border-left: 5px solid var(--color-accent);

  &[data-tone='warning'] {
    background: var(--color-warning-bg);
    color: var(--color-warning-ink);
    border-left-color: #d97706;
  }
  &[data-tone='error'] {
    border-left-color: var(--color-brand);
  }
  &[data-tone='success'] {
    background: var(--color-success-bg);
    color: var(--color-success-ink);
  }

  & p {
    flex: 1;
    margin: 0;
  }
`;

const Close = styled.button`
  border: 0;
  background: none;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  color: inherit;
  padding: 2px 6px;
`;

/** How long a toast stays; the clock stops while the pointer or focus is on it (WCAG 2.2.1). */
const SHOWN_FOR_MS = 6000;

const ToastItem = ({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) => {
  const { t } = useTranslation();
  const [held, setHeld] = useState(false);
  const text = messageText(toast.message, t);

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onDismiss(toast.id), SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [held, onDismiss, toast.id]);

  return (
    <Item
      data-tone={toast.tone}
      role={toast.tone === 'warning' || toast.tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p>{text}</p>
      <Close type="button" aria-label={t('actions.dismiss')} onClick={() => onDismiss(toast.id)}>
        ×
      </Close>
    </Item>
  );
};

/**
 * Where toasts appear; alerts are announced by screen readers as they arrive. While a modal dialog
 * is open the region is inside the topmost one: outside it, the page is inert (modal-layer.ts).
 */
export const ToastRegion = () => {
  const [toasts, dismiss, modals] = useUnit([$toasts, toastDismissed, $openModals]);
  const region = (
    <Region>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </Region>
  );
  const topDialog = modals.at(-1);
  return topDialog ? createPortal(region, topDialog) : region;
};
