import { styled } from '@linaria/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../button';
import { Modal } from '../modal';

const Message = styled.div`
  display: grid;
  gap: var(--space-2);

  & p {
    margin: 0;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--space-2);
  margin-top: var(--space-5);
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question and what follows from it. */
  children: ReactNode;
  /** Says what the confirm button does ("Delete"); `confirmName`, when given, is its accessible name. */
  confirmLabel: string;
  confirmName?: string;
  cancelLabel: string;
  /** The confirmed action is running: the confirm button says `pendingLabel` and sends nothing more. */
  pending?: boolean;
  pendingLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question with a confirm and a cancel button (native <dialog>: focus stays inside,
 * Escape cancels, and focus returns to the opener). Focus starts on the harmless choice, Cancel.
 */
export const ConfirmDialog = ({
  open,
  title,
  children,
  confirmLabel,
  confirmName,
  cancelLabel,
  pending = false,
  pendingLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const choicesRef = useRef<HTMLDivElement>(null);
  // After the Modal's own effect has opened the dialog (a child's effects run first).
  useEffect(() => {
    if (open) choicesRef.current?.querySelector('button')?.focus();
  }, [open]);
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <Message>{children}</Message>
      <Choices ref={choicesRef}>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button aria-label={confirmName} aria-disabled={pending} onClick={() => !pending && onConfirm()}>
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </Choices>
    </Modal>
  );
};
