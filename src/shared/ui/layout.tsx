import { css, cx } from '@linaria/core';
import { styled } from '@linaria/react';
import type { HTMLAttributes } from 'react';

/*
 * Container and panel styles are also exported as classes. A page that adds its own rules writes
 * `styled.section` and puts the class on it, instead of `styled(Panel)`: extending an imported
 * component makes wyw-in-js evaluate the module graph at build time, and its import resolution
 * races under load ("AbortError: superseded").
 */
export const containerClass = css`
  width: 100%;
  max-width: var(--content-width);
  margin: 0 auto;
  padding: 0 var(--space-4);
`;

export const panelClass = css`
  padding: var(--space-5);
  border-radius: var(--radius-l);
  background: var(--color-paper);
  box-shadow: var(--shadow-card);
`;

/**
 * A list laid out as a row that wraps, without bullets (tags, links, machine counts). Its user
 * spaces the items with `--row-list-gap` (default var(--space-2)) rather than restating `gap`.
 */
export const rowListClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--row-list-gap, var(--space-2));
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Container = ({ className, ...rest }: HTMLAttributes<HTMLDivElement>) => (
  <div {...rest} className={cx(containerClass, className)} />
);

export const Panel = ({ className, ...rest }: HTMLAttributes<HTMLElement>) => (
  <section {...rest} className={cx(panelClass, className)} />
);

export const PageTitle = styled.h1`
  margin: var(--space-6) 0 var(--space-4);
  font-size: clamp(24px, 4vw, 34px);
  line-height: 1.25;
`;

export const SectionTitle = styled.h2`
  margin: var(--space-6) 0 var(--space-3);
  font-size: 22px;
`;

/** A panel's heading: the panel's padding is its space above. */
export const PanelTitle = styled.h2`
  margin: 0 0 var(--space-3);
  font-size: 22px;
`;
