import { styled } from '@linaria/react';

export const Box = styled.section`
  display: grid;
  gap: var(--space-3);
  padding: var(--space-4);
  border-radius: var(--radius-l);
  background: var(--color-paper);
  box-shadow: var(--shadow-card);
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);

  & h2,
  & h3 {
    margin: 0;
    font-size: 18px;
    text-align: center;
  }
  & button {
    min-width: 40px;
    min-height: 40px;
    border: 1px solid var(--color-line);
    border-radius: var(--radius-s);
    background: var(--color-paper);
    font: inherit;
    font-size: 18px;
    cursor: pointer;
  }
`;

export const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  & th {
    padding: var(--space-1) 0;
    color: var(--color-ink-soft);
    font-size: 13px;
    font-weight: 600;
  }
  & td {
    height: 52px;
    padding: 2px;
    border: 1px solid var(--color-line);
    vertical-align: top;
    font-size: 13px;
  }
  & td[data-today='true'] {
    background: var(--color-brand-soft);
  }

  /* On a phone a day's two marks (activity and match) take two lines: every row has room for
     them, so the month's marks arriving do not make rows taller (a layout shift). */
  @media (max-width: 559px) {
    & td {
      height: 80px;
    }
  }
`;

export const Marks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  margin-top: 2px;

  & a {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    min-width: 24px;
    min-height: 24px;
    padding: 0 2px;
    border-radius: var(--radius-s);
    color: var(--color-ink);
    font-weight: 700;
    text-decoration: none;
  }
  & a:hover {
    background: var(--color-canvas);
  }
`;

/** Activities: a filled circle; matches: a diamond. Shape and colour differ, and a label says which. */
export const Mark = styled.span`
  display: inline-block;
  flex: none;
  width: 12px;
  height: 12px;

  &[data-kind='activity'] {
    border-radius: 50%;
    background: var(--color-brand);
  }
  &[data-kind='match'] {
    width: 10px;
    height: 10px;
    margin: 1px;
    transform: rotate(45deg);
    background: var(--color-accent);
  }
`;

export const Legend = styled.ul`
  --row-list-gap: var(--space-4);
  font-size: 14px;

  & li {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
  }
`;

export const Status = styled.p`
  margin: 0;
  color: var(--color-ink-soft);
  font-size: 14px;
`;
