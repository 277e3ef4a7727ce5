import { styled } from '@linaria/react';
import { useId } from 'react';
import { Button } from '@/shared/ui';

const Wrap = styled.div`
  display: grid;
  gap: var(--space-1);
  justify-items: start;

  & .reason {
    margin: 0;
    color: var(--color-ink-soft);
    font-size: 14px;
  }
`;

/** The row of a gift dialog's buttons: Cancel or Back, then the step's action. */
export const GiftDialogChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--space-2);
  margin-top: var(--space-5);
`;

export interface GiftActionButtonProps {
  /** False for an item that cannot be a present (Style): the button is disabled and `reason` says why. */
  giftable: boolean;
  label: string;
  reason: string;
  onClick: () => void;
}

/** "Give as a present" / "Ask for it as a present": the button, and the reason beside it when it cannot be used. */
export const GiftActionButton = ({ giftable, label, reason, onClick }: GiftActionButtonProps) => {
  const reasonId = useId();
  return (
    <Wrap>
      <Button variant="secondary" disabled={!giftable} aria-describedby={giftable ? undefined : reasonId} onClick={onClick}>
        {label}
      </Button>
      {!giftable && (
        <p id={reasonId} className="reason">
          {reason}
        </p>
      )}
    </Wrap>
  );
};
