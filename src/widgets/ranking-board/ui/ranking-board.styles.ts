import { styled } from '@linaria/react';

/** Side by side on wide screens, this month first; stacked on small ones. */
export const Months = styled.div`
  display: grid;
  gap: var(--space-5);
  align-items: start;

  @media (min-width: 960px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Month = styled.section`
  padding: var(--space-4);
  border-radius: var(--radius-l);
  background: var(--color-paper);
  box-shadow: var(--shadow-card);

  & h2 {
    margin: 0 0 var(--space-3);
    font-size: 20px;
  }
  & > p {
    margin: 0;
    color: var(--color-ink-soft);
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 15px;

  & th {
    padding: var(--space-2) var(--space-1);
    border-bottom: 2px solid var(--color-line);
    color: var(--color-ink-soft);
    font-size: 13px;
    font-weight: 600;
    text-align: left;
  }
  & td {
    padding: var(--space-2) var(--space-1);
    border-bottom: 1px solid var(--color-line);
    vertical-align: middle;
  }
  & th:last-child,
  & td:last-child {
    text-align: right;
    white-space: nowrap;
  }
  & tr[data-medal] td {
    background: var(--color-canvas);
  }
  & td:last-child {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
  }
  & .shop-line {
    display: none;
  }

  /* Phones: four columns left a name or a shop too little room, and Japanese names broke inside a
     word ("ハットトリッ/ク"). The home shop goes under the name, its column hidden. */
  @media (max-width: 479px) {
    & th:nth-child(3),
    & td:nth-child(3) {
      display: none;
    }
    & .shop-line {
      display: block;
      margin-top: 2px;
      font-size: 13px;
      overflow-wrap: anywhere;
    }
  }
`;

export const Player = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-width: 0;

  & img:first-child {
    flex: none;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    object-fit: cover;
  }
  & span {
    /* anywhere, not break-word: a name is then no floor to the table's width (Japanese keeps its
       phrases whole, and a phrase longer than the cell made the table wider than a phone). */
    overflow-wrap: anywhere;
    font-weight: 600;
  }

  /* Phones: the name and the home shop need the room more than the portrait. */
  @media (max-width: 479px) {
    & img:first-child {
      display: none;
    }
  }
`;

export const Shop = styled.td`
  overflow-wrap: anywhere;
  font-size: 14px;
`;

export const RankCell = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 32px;
  height: 32px;
  font-weight: 700;

  &[data-medal] {
    border-radius: 50%;
    color: #1b1b1b;
    box-shadow: inset 0 0 0 2px rgb(0 0 0 / 25%);
  }
  &[data-medal='gold'] {
    background: #f2c94c;
  }
  &[data-medal='silver'] {
    background: #d5d9de;
  }
  &[data-medal='bronze'] {
    background: #e0a46e;
  }
`;
