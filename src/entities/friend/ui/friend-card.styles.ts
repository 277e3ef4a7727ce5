import { styled } from '@linaria/react';

/*
 * Phones (from 360 px): portrait, name and figures side by side, the actions on a row of their own
 * when they are buttons with words (a star toggle stays in the first row). Wide screens: one row
 * per player with the figures in fixed columns, so a list reads like a table without being one.
 */
export const Card = styled.article`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  grid-template-areas:
    'portrait who actions'
    'portrait figures figures';
  align-items: center;
  gap: var(--space-2) var(--space-3);
  padding: var(--space-3) var(--space-4);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-m);
  background: var(--color-paper);

  &.buttons {
    grid-template-areas:
      'portrait who who'
      'portrait figures figures'
      'actions actions actions';
  }

  & > img {
    grid-area: portrait;
    align-self: start;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    object-fit: cover;
    background: var(--color-canvas);
  }

  @media (min-width: 720px) {
    grid-template-columns: 48px minmax(0, 1fr) auto auto;
    grid-template-areas: 'portrait who figures actions';

    &.buttons {
      grid-template-areas: 'portrait who figures actions';
    }
    & > img {
      align-self: center;
    }
  }
`;

export const Who = styled.div`
  grid-area: who;
  min-width: 0;

  & h3 {
    margin: 0;
    font-size: 17px;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
  & p {
    margin: 0;
    font-size: 14px;
    color: var(--color-ink-soft);
  }
`;

export const Figures = styled.dl`
  grid-area: figures;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 5.5rem));
  gap: var(--space-2);
  margin: 0;

  & dt {
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.04em;
    color: var(--color-ink-soft);
  }
  & dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

export const Actions = styled.div`
  grid-area: actions;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--space-2);

  .buttons > & {
    justify-content: flex-start;
  }
  @media (min-width: 720px) {
    .buttons > & {
      justify-content: flex-end;
      min-width: 11rem;
    }
  }
`;
