import { styled } from '@linaria/react';

/** The row of a gift dialog's buttons: Cancel or Back, then the step's action. */
export const GiftDialogChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: start;
  gap: var(--space-2);
  margin-top: var(--space-5);
`;
