import { styled } from '@linaria/react';

/** One gift or request: the picture, what it is and from whom, and its actions below on narrow screens. */
export const GiftRow = styled.article`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: var(--space-2) var(--space-3);
  align-items: start;
  padding-bottom: var(--space-3);
  border-bottom: 1px solid var(--color-line);

  & h3 {
    margin: 0;
    font-size: 16px;
    overflow-wrap: anywhere;
  }
  & dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 2px var(--space-2);
    margin: var(--space-1) 0 0;
    font-size: 14px;
  }
  & dt {
    color: var(--color-ink-soft);
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & .late {
    margin: var(--space-2) 0 0;
    padding: var(--space-1) var(--space-2);
    border-left: 3px solid var(--color-warning-strong, #8a5300);
    color: var(--color-warning-strong, #8a5300);
    font-size: 14px;
    font-weight: 600;
  }
  & .actions {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: var(--space-2);
  }
`;
