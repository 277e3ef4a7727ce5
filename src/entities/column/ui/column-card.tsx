import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ColumnSummary } from '@/shared/api';
import { dartsInfoPath, env } from '@/shared/config';
import { FallbackImage } from '@/shared/ui';
import { EntityCard, EntityMeta } from '@/shared/ui/entity-card';
import { columnExcerpt } from '../lib/column-excerpt';
import { ColumnDateAndVisits } from './column-date-and-visits';

const columnCard = css`
  --entity-card-padding: var(--space-3) var(--space-4) var(--space-4);
  --entity-card-title-size: 17px;
  --entity-card-title-leading: 1.45;
  --entity-card-meta-gap: var(--space-3);
  height: 100%;

  & > img {
    height: auto;
  }
  /* The focus ring goes round the whole card, the link's area, rather than the title's words. */
  & :is(h2, h3) a:focus-visible {
    outline: none;
  }
  & :is(h2, h3) a:focus-visible::after {
    outline: 3px solid var(--color-focus);
    outline-offset: -3px;
    border-radius: var(--radius-l);
  }
`;

/** Three lines at most: enough to tell columns apart in a list without pushing the next one away. */
const Excerpt = styled.p`
  display: -webkit-box;
  overflow: hidden;
  margin: 0;
  color: var(--color-ink-soft);
  line-height: 1.6;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
`;

export interface ColumnCardProps {
  column: ColumnSummary;
  layout?: 'tile' | 'row';
  /** 3 under a section heading (default), 2 directly under the page title. */
  headingLevel?: 2 | 3;
}

/**
 * A column in a list: thumbnail, title (the link), date and visits. `layout="row"` (the list
 * page, with room beside the picture) adds a plain-text excerpt cut from the HTML body.
 */
export const ColumnCard = ({ column, layout = 'tile', headingLevel = 3 }: ColumnCardProps) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const excerpt = useMemo(() => (layout === 'row' ? columnExcerpt(column.contents) : ''), [layout, column.contents]);
  return (
    <EntityCard
      className={columnCard}
      layout={layout}
      picture={
        <FallbackImage
          src={column.thumbnail}
          fallbackSrc={`${env.basePath}media/banners/banner-default.svg`}
          alt=""
          width={320}
          height={180}
        />
      }
    >
      <Heading>
        <Link to={dartsInfoPath(column.id)}>{column.title}</Link>
      </Heading>
      <EntityMeta>
        <ColumnDateAndVisits column={column} />
      </EntityMeta>
      {excerpt && <Excerpt>{excerpt}</Excerpt>}
    </EntityCard>
  );
};
