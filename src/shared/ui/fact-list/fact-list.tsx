import { styled } from '@linaria/react';

/** Facts as label and value pairs (a `<dl>` of `<dt>` and `<dd>`), the labels in one column. */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: var(--space-2) var(--space-4);
  margin: 0;

  & dt {
    color: var(--color-ink-soft);
  }
  & dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
