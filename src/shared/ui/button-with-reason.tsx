import { styled } from '@linaria/react';
import { useId } from 'react';
import { Button, type ButtonProps } from './button';

const Wrap = styled.span`
  display: inline-grid;
  gap: var(--space-1);
  justify-items: start;
  max-width: 100%;

  & .reason {
    margin: 0;
    color: var(--color-ink-soft);
    font-size: 14px;
  }
`;

export interface ButtonWithReasonProps extends ButtonProps {
  /** Why the button cannot succeed now, or null when it can: shown beside it and linked by `aria-describedby`. */
  reason: string | null;
}

/**
 * A button that is off, saying why, while what it does cannot succeed (too little gold, no one to
 * choose): disabled, with the reason right after it in the reading order and as its description.
 * `aria-disabled` alone is for a button that is only busy for a moment (a request on its way).
 */
export const ButtonWithReason = ({ reason, onClick, 'aria-disabled': busy, ...props }: ButtonWithReasonProps) => {
  const reasonId = useId();
  const off = reason !== null;
  return (
    <Wrap>
      <Button
        {...props}
        disabled={off}
        aria-disabled={off || busy === true || busy === 'true'}
        aria-describedby={off ? reasonId : undefined}
        onClick={(event) => !off && onClick?.(event)}
      />
      {off && (
        <span id={reasonId} className="reason">
          {reason}
        </span>
      )}
    </Wrap>
  );
};
