import { css } from '@linaria/core';
import { styled } from '@linaria/react';

/** Tiles side by side where they fit (the list itself comes from PagedList). */
export const grid = css`
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;

export const Tile = styled.div`
  position: relative;
  height: 100%;
  overflow: hidden;
  border-radius: var(--radius-l);
  background: var(--color-paper);
  box-shadow: var(--shadow-card);

  & img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
  & div {
    display: grid;
    gap: var(--space-1);
    padding: var(--space-3) var(--space-4);
  }
  & h2 {
    margin: 0;
    font-size: 18px;
  }
  & h2 a {
    color: inherit;
    text-decoration: none;
  }
  & h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  & p {
    margin: 0;
    color: var(--color-ink-soft);
  }
  & strong {
    justify-self: start;
    padding: 2px 10px;
    border-radius: 999px;
    background: var(--color-brand-soft);
    color: var(--color-brand-strong);
    font-size: 14px;
  }
`;
