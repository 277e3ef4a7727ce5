import { styled } from '@linaria/react';
import { useId } from 'react';
import { Button, type ButtonProps } from './button';

const Wrap = styled.span`
  display: inline-grid;
  gap: var(--space-1);
  justify-items: start;
  max-width: 100%;

  & .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
  }
  & .reason {
    margin: 0;
    color: var(--color-ink-soft);
    font-size: 14px;
  }
`;

export interface ButtonsWithReasonProps {
  /** Why the buttons cannot succeed now, or null when they can: shown once beside them and linked by `aria-describedby`. */
  reason: string | null;
  buttons: readonly ButtonProps[];
}

/**
 * Buttons that are off, saying why, while what they do cannot succeed (too little gold, no one to
 * choose): disabled, with the reason right after them in the reading order and as each one's
 * description. Several buttons off for one reason (Buy and "Buy and use") share the one line.
 * `aria-disabled` alone is for a button that is only busy for a moment (a request on its way).
 */
export const ButtonsWithReason = ({ reason, buttons }: ButtonsWithReasonProps) => {
  const reasonId = useId();
  const off = reason !== null;
  return (
    <Wrap>
      <span className="buttons">
        {buttons.map(({ onClick, 'aria-disabled': busy, ...props }, index) => (
          <Button
            // The buttons are given once, in a fixed order.
            key={index}
            {...props}
            disabled={off}
            aria-disabled={off || busy === true || busy === 'true'}
            aria-describedby={off ? reasonId : undefined}
            onClick={(event) => !off && onClick?.(event)}
          />
        ))}
      </span>
      {off && (
        <span id={reasonId} className="reason">
          {reason}
        </span>
      )}
    </Wrap>
  );
};

export interface ButtonWithReasonProps extends ButtonProps {
  /** Why the button cannot succeed now, or null when it can (see ButtonsWithReason). */
  reason: string | null;
}

/** One button that is off, saying why, while what it does cannot succeed (see ButtonsWithReason). */
export const ButtonWithReason = ({ reason, ...button }: ButtonWithReasonProps) => <ButtonsWithReason reason={reason} buttons={[button]} />;
