import { css } from '@linaria/core';

/**
 * Facts as label and value pairs (a `<dl>` of `<dt>` and `<dd>`), the labels in one column. A
 * class, not a styled component: a page adding its own rules writes `styled.dl` with this class
 * (see shared/ui/layout.tsx on why extending an imported component races at build time).
 */
export const factListClass = css`
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
