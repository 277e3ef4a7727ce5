import { styled } from '@linaria/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { modalClosed, modalOpened } from './modal-layer';

const Dialog = styled.dialog`
  width: min(560px, calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  padding: 0;
  border: 0;
  border-radius: var(--radius-l);
  box-shadow: var(--shadow-pop);
  color: var(--color-ink);

  &::backdrop {
    background: rgb(11 21 38 / 55%);
  }
`;

// A div, not a <header>: outside sectioning content a header is the page's banner landmark, and a dialog is not sectioning content.
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: var(--space-4) var(--space-5);
  border-bottom: 1px solid var(--color-line);

  & h2 {
    margin: 0;
    font-size: 20px;
  }
`;

const Close = styled.button`
  border: 0;
  background: none;
  font-size: 28px;
  line-height: 1;
  cursor: pointer;
  color: var(--color-ink-soft);
  padding: 4px 8px;
  border-radius: var(--radius-s);
`;

const Body = styled.div`
  padding: var(--space-5);
`;

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A native modal dialog: the browser traps focus, closes on Escape and restores focus to
 * the opener, which a hand-made overlay would have to imitate.
 */
export const Modal = ({ open, title, onClose, children }: ModalProps) => {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [opened, closed] = useUnit([modalOpened, modalClosed]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open) dialog.showModal();
    // Toasts raised meanwhile show inside it, above its backdrop (modal-layer.ts).
    opened(dialog);
    return () => {
      if (dialog.open) dialog.close();
      closed(dialog);
    };
  }, [open, opened, closed]);

  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <>
          <Head>
            <h2 id={titleId}>{title}</h2>
            <Close type="button" aria-label={t('actions.close')} onClick={onClose}>
              ×
            </Close>
          </Head>
          <Body>{children}</Body>
        </>
      )}
    </Dialog>
  );
};
