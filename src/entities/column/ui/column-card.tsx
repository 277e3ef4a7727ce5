import { styled } from '@linaria/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnSummary } from '@/shared/api';
import { dartsInfoPath, env } from '@/shared/config';
import { formatNumber, type Language } from '@/shared/i18n';
import { FallbackImage } from '@/shared/ui';
import { columnDateText, formatColumnDate } from '../lib/column-date';
import { columnExcerpt } from '../lib/column-excerpt';

const Card = styled.article`
  position: relative;
  display: grid;
  height: 100%;
  overflow: hidden;
  border-radius: var(--radius-l);
  background: var(--color-paper);
  box-shadow: var(--shadow-card);
  transition: transform 0.15s, box-shadow 0.15s;

  &:hover,
  &:focus-within {
    transform: translateY(-2px);
    box-shadow: var(--shadow-pop);
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: var(--color-canvas);
  }
  &.row {
    @media (min-width: 720px) {
      grid-template-columns: 240px 1fr;
    }
  }
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: var(--space-2);
  padding: var(--space-3) var(--space-4) var(--space-4);

  & :is(h2, h3) {
    margin: 0;
    font-size: 17px;
    line-height: 1.45;
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
  & :is(h2, h3) a:focus-visible {
    outline: none;
  }
  & :is(h2, h3) a:focus-visible::after {
    outline: 3px solid var(--color-focus);
    outline-offset: -3px;
    border-radius: var(--radius-l);
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  margin: 0;
  color: var(--color-ink-soft);
  font-size: 14px;
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
  const { t, i18n } = useTranslation('columns');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const language = i18n.language as Language;
  const excerpt = useMemo(() => (layout === 'row' ? columnExcerpt(column.contents) : ''), [layout, column.contents]);
  return (
    <Card className={layout === 'row' ? 'row' : undefined}>
      <FallbackImage
        src={column.thumbnail}
        fallbackSrc={`${env.basePath}media/banners/banner-default.svg`}
        alt=""
        width={320}
        height={180}
      />
      <Body>
        <Heading>
          <Link to={dartsInfoPath(column.id)}>{column.title}</Link>
        </Heading>
        <Meta>
          <time dateTime={columnDateText(column.cdateInt) ?? undefined}>{formatColumnDate(column.cdateInt, language)}</time>
          <span>{t('card.visits', { count: column.visitCount, formatted: formatNumber(column.visitCount, language) })}</span>
        </Meta>
        {excerpt && <Excerpt>{excerpt}</Excerpt>}
      </Body>
    </Card>
  );
};
