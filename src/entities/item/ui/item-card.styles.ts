import { styled } from '@linaria/react';

export const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-rows: auto auto auto 1fr;
  gap: var(--space-1);
  height: 100%;
  padding: var(--space-2);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-m);
  background: var(--color-paper);
  transition: border-color 0.15s, box-shadow 0.15s;

  &:hover,
  &:focus-within {
    border-color: var(--color-ink-soft);
    box-shadow: var(--shadow-card);
  }
  & h3 {
    margin: var(--space-1) 0 0;
    font-size: 15px;
    line-height: 1.35;
    /* Two lines reserved: a long title never pushes the row below. */
    min-height: calc(2 * 1.35em);
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
  /* The title's link covers the whole card, so the card is one target and one tab stop. */
  & h3 a {
    color: var(--color-ink);
    text-decoration: none;
  }
  & h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: var(--radius-m);
  }
  & h3 a:focus-visible {
    outline: none;
  }
  & h3 a:focus-visible::after {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
  /* One line each, drawn or not: the placeholder's bars hold the lines' height. */
  & .type,
  & .price {
    min-height: 1lh;
  }
  & .type {
    margin: 0;
    font-size: 13px;
    color: var(--color-ink-soft);
  }
  & .price {
    display: flex;
    align-items: center;
    gap: var(--space-1);
    align-self: end;
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    /* Ink, not gold: gold text on white is 3.5:1, too faint for 16 px; the coin beside it is gold. */
    color: var(--color-ink);
  }
  & .rank {
    position: absolute;
    top: var(--space-3);
    left: var(--space-3);
    min-width: 32px;
    padding: 2px var(--space-2);
    border-radius: 999px;
    background: var(--color-night);
    color: var(--color-on-night);
    font-weight: 700;
    font-size: 14px;
    text-align: center;
  }
`;

export const Blank = styled.span`
  display: block;
  border-radius: var(--radius-s);
  background: var(--color-canvas);

  &.picture {
    aspect-ratio: 1;
  }
  &.line {
    height: 1em;
    margin-top: var(--space-1);
  }
  &.short {
    width: 50%;
  }
`;
