import { styled } from '@linaria/react';

export const InUse = styled.p`
  margin: 0 0 var(--space-3);
  font-size: 17px;

  & strong {
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: var(--space-3);
  margin-bottom: var(--space-3);
`;

export const List = styled.ul`
  display: grid;
  gap: var(--space-2);
  list-style: none;
  margin: 0;
  padding: 0;

  & li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    gap: var(--space-1) var(--space-2);
    padding: var(--space-1) var(--space-2);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-s);
  }
  & li[aria-current='true'] {
    border-color: var(--color-brand);
  }
  & .name {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  & .badge {
    display: inline-block;
    margin-inline-start: var(--space-2);
    padding: 2px var(--space-2);
    white-space: nowrap;
    border-radius: 999px;
    background: var(--color-brand);
    color: #fff;
    font-size: 13px;
    font-weight: 600;
  }
  & .row-actions {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: var(--space-2);
  }

  @media (min-width: 560px) {
    & li {
      grid-template-columns: auto minmax(0, 1fr) auto;
    }
    & .row-actions {
      grid-column: auto;
    }
  }
`;

export const Note = styled.p`
  margin: var(--space-2) 0 0;
  color: var(--color-ink-soft);
  font-size: 14px;
`;
