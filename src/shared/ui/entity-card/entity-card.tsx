import { css, cx } from '@linaria/core';
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';

/*
 * The card of one thing in a list (a news item, an activity, a shop, a column, a player): its
 * picture, then a body of label, title and meta lines, the whole card one link target.
 *
 * A card of an entity adapts it with CSS custom properties on its own class, never by restating a
 * rule of the base: two classes of equal weight on one element win by their order in the style
 * sheet, which code splitting does not promise.
 *   --entity-card-picture-width  the picture's column beside the body (layout "row", 720 px and up; 240px)
 *   --entity-card-picture-ratio  the picture's aspect ratio (16 / 9)
 *   --entity-card-picture-ground what shows behind a picture still loading (the canvas colour)
 *   --entity-card-padding        the body's padding (var(--space-4) var(--space-5))
 *   --entity-card-title-size     the title's font size (19px), --entity-card-title-leading its line height (1.4)
 *   --entity-card-meta-gap       the space between the items of a meta line (var(--space-4))
 */
const card = css`
  position: relative;
  display: grid;
  grid-template-columns: 1fr;
  overflow: hidden;
  border-radius: var(--radius-l);
  background: var(--color-paper);
  box-shadow: var(--shadow-card);

  &:focus-within {
    box-shadow: var(--shadow-pop);
  }
  &[data-lift] {
    transition: transform 0.15s, box-shadow 0.15s;
  }
  &[data-lift]:hover,
  &[data-lift]:focus-within {
    transform: translateY(-2px);
    box-shadow: var(--shadow-pop);
  }

  & > img {
    display: block;
    width: 100%;
    aspect-ratio: var(--entity-card-picture-ratio, 16 / 9);
    object-fit: cover;
    background: var(--entity-card-picture-ground, var(--color-canvas));
  }

  @media (min-width: 720px) {
    &[data-layout='row'] {
      grid-template-columns: var(--entity-card-picture-width, 240px) 1fr;
    }
  }
`;

const body = css`
  display: grid;
  align-content: start;
  gap: var(--space-2);
  padding: var(--entity-card-padding, var(--space-4) var(--space-5));

  & :is(h2, h3) {
    margin: 0;
    font-size: var(--entity-card-title-size, 19px);
    line-height: var(--entity-card-title-leading, 1.4);
  }
  /* The whole card is one link target, without nesting interactive elements. */
  & :is(h2, h3) a {
    color: inherit;
    text-decoration: none;
  }
  & :is(h2, h3) a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

export interface EntityCardProps {
  /** The picture (a `FallbackImage`), above the body or, in a row on a wide screen, beside it. */
  picture: ReactNode;
  /** `row`: the picture beside the body from 720 px on; `tile` (default): always above it. */
  layout?: 'row' | 'tile';
  /** Lifts on hover and focus (default); `false` keeps the card in place and only deepens its shadow on focus. */
  lift?: boolean;
  /** The entity's own class: the custom properties above, and rules of what only it has. */
  className?: string;
  /** The body: an `EntityLabel`, the title (an h2 or h3 holding the link), `EntityMeta` lines. */
  children: ReactNode;
}

/** A card of one thing in a list: picture, label, title, meta lines; the title's link covers the card. */
export const EntityCard = ({ picture, layout = 'tile', lift = true, className, children }: EntityCardProps) => (
  <article className={cx(card, className)} data-layout={layout} data-lift={lift ? '' : undefined}>
    {picture}
    <div className={body}>{children}</div>
  </article>
);

/** A line of facts under a card's title (date, visits, address), in the soft ink. */
export const EntityMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--entity-card-meta-gap, var(--space-4));
  margin: 0;
  color: var(--color-ink-soft);
  font-size: 14px;
`;

/**
 * A short label on a card or above a detail page's title: a type, a state, a machine count. The
 * `neutral` tone sets a second label apart from a first one beside it.
 */
export const entityLabelClass = css`
  justify-self: start;
  padding: 2px 10px;
  border-radius: 999px;
  background: var(--color-brand-soft);
  color: var(--color-brand-strong);
  font-size: 13px;
  font-weight: 700;

  &[data-tone='neutral'] {
    background: var(--color-canvas);
    color: var(--color-ink);
  }
`;

export const EntityLabel = ({ tone, children }: { tone?: 'neutral'; children: ReactNode }) => (
  <span className={entityLabelClass} data-tone={tone}>
    {children}
  </span>
);
