import { styled } from '@linaria/react';

/**
 * The box of a figures table: it scrolls sideways inside itself when the table is wider than the
 * screen, so the page never does. Numbers align right in tabular figures; the first column and
 * cells marked `text` align left. Wrap it with `styled(TableBox)` for a table's own rules.
 */
export const TableBox = styled.div`
  /* Positioned, so the visually hidden caption (absolute) stays inside the scrolling box too. */
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid var(--color-line);
  border-radius: var(--radius-m);

  & table {
    width: 100%;
    border-collapse: collapse;
    font-size: 15px;
  }
  & th,
  & td {
    padding: var(--space-2) var(--space-3);
    border-bottom: 1px solid var(--color-line);
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  & thead th {
    background: var(--color-canvas);
    color: var(--color-ink-soft);
    font-size: 13px;
    font-weight: 600;
  }
  & th:first-child,
  & td.text {
    text-align: left;
  }
  & tbody th {
    font-weight: 600;
  }
  & tbody tr:last-child > * {
    border-bottom: 0;
  }
`;
