import { css } from '@linaria/core';
import { styled } from '@linaria/react';

export const Root = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: var(--radius-l);
  background: var(--color-night);
  box-shadow: var(--shadow-card);
`;

export const Viewport = styled.div`
  overflow: hidden;
`;

export const Track = styled.div`
  display: flex;
  transition: transform 0.45s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;

  & a {
    display: block;
  }
  & a:focus-visible {
    outline-offset: -4px;
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  padding: var(--space-2) var(--space-3);
  background: var(--color-night);
  color: var(--color-on-night);
`;

export const Control = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-1);
  min-width: 40px;
  min-height: 40px;
  padding: 0 var(--space-3);
  border: 1px solid rgb(232 237 245 / 40%);
  border-radius: 999px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: rgb(232 237 245 / 14%);
  }
  & svg {
    width: 16px;
    height: 16px;
  }
`;

export const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  min-width: 0;
  gap: var(--space-1);
`;

/**
 * On a phone the play/pause button shows only its icon (its name stays for screen readers), so
 * the controls keep to one row, as tall as the placeholder that stands in for them while the
 * banners load: wrapping to a second row would push the page down when they arrive.
 */
export const phoneHiddenLabelClass = css`
  @media (max-width: 479px) {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export const Dot = styled.button`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border: 2px solid var(--color-on-night);
    border-radius: 50%;
  }
  &.current::before {
    background: var(--color-on-night);
  }
`;

/**
 * The banner carousel (home, darts page, item shop): autoplay every 2000 ms with a visible
 * pause/play button, paused for reduced motion and while hovered or focused, previous/next and
 * slide indicators as labelled buttons, announced as a carousel of labelled slides ("2 of 4").
 * Renders nothing when there are no banners.
 */
export const placeholderControlsClass = css`
  /* One row of controls: 40 px buttons and the row's padding. */
  min-height: 56px;
`;

export const placeholderSlideClass = css`
  aspect-ratio: 3 / 1;
`;
