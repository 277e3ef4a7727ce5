import { css, cx } from '@linaria/core';

const bar = css`
  display: inline-block;
  width: var(--skeleton-width, 4.5em);
  max-width: 100%;
  height: 0.9em;
  border-radius: 4px;
  background: linear-gradient(90deg, rgb(127 140 160 / 22%) 0%, rgb(127 140 160 / 38%) 50%, rgb(127 140 160 / 22%) 100%);
  background-size: 200% 100%;
  vertical-align: middle;
  animation: value-skeleton 1.2s ease-in-out infinite;

  @keyframes value-skeleton {
    from {
      background-position: 100% 0;
    }
    to {
      background-position: -100% 0;
    }
  }
`;

/**
 * Where a figure will appear once it has loaded: a bar of the figure's line height, so the page
 * keeps its layout and nothing moves when the numbers arrive. Hidden from screen readers (the
 * page says "Loading" once).
 */
export const ValueSkeleton = ({ width, className }: { width?: string; className?: string }) => (
  <span aria-hidden="true" className={cx(bar, className)} style={width ? { width } : undefined} />
);
