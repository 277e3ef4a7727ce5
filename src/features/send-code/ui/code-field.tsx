import { styled } from '@linaria/react';
import { TextField, type TextFieldProps } from '@/shared/ui';
import type { CodeSender } from '../model/code-sender';
import { SendCodeButton } from './send-code-button';

const Row = styled.div`
  display: grid;
  gap: var(--space-2);
  align-items: end;

  @media (min-width: 480px) {
    grid-template-columns: 1fr auto;

    & > button {
      min-height: 44px;
    }
  }
`;

/** The verification code's field with the button that sends it beside it. */
export const CodeField = ({ sender, ...field }: TextFieldProps & { sender: CodeSender }) => (
  <Row>
    <TextField inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...field} />
    <SendCodeButton sender={sender} />
  </Row>
);
