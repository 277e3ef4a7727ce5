import { styled } from '@linaria/react';

export const Row = styled.article`
  display: grid;
  gap: var(--space-3);
  min-width: 0;
  padding: var(--space-4);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-m);
  background: var(--color-paper);

  &[data-main='true'] {
    border-color: var(--color-brand);
    box-shadow: inset 4px 0 0 var(--color-brand);
  }
  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  justify-content: space-between;
  gap: var(--space-2);
  min-width: 0;

  & h3 {
    display: grid;
    margin: 0;
    min-width: 0;
    font-size: 14px;
    font-weight: 600;
    color: var(--color-ink-soft);
  }
  & h3 .number {
    font-size: 20px;
    font-weight: 700;
    color: var(--color-ink);
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.02em;
    overflow-wrap: anywhere;
  }
  & > div {
    min-width: 0;
  }
  & .name {
    margin: var(--space-1) 0 0;
    color: var(--color-ink);
    font-size: 15px;
    font-weight: 400;
    overflow-wrap: anywhere;
  }
`;

export const Tags = styled.ul`
  --row-list-gap: var(--space-1);

  & li {
    display: inline-flex;
    align-items: center;
    gap: var(--space-1);
    padding: 2px var(--space-2);
    border-radius: 999px;
    background: var(--color-canvas);
    font-size: 13px;
    font-weight: 600;
  }
  & li.main {
    background: var(--color-brand);
    color: #fff;
  }
  & svg {
    width: 18px;
    height: 18px;
  }
`;

export const Figures = styled.dl`
  display: grid;
  /* Equal thirds, but never narrower than a figure's name: "レーティング" broke before its last
     character at 360-390 px. */
  grid-template-columns: repeat(3, minmax(min-content, 1fr));
  gap: var(--space-2);
  margin: 0;

  & div {
    padding: var(--space-2);
    border-radius: var(--radius-s);
    background: var(--color-canvas);
    text-align: center;
  }
  & dt {
    font-size: 12px;
    color: var(--color-ink-soft);
  }
  & dd {
    margin: 0;
    font-size: 18px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);

  &:empty {
    display: none;
  }
`;
