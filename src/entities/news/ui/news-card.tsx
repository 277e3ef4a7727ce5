import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NewsSummary } from '@/shared/api';
import { env, newsInfoPath } from '@/shared/config';
import { formatDate, formatNumber, type Language } from '@/shared/i18n';
import { FallbackImage } from '@/shared/ui';
import { EntityCard, EntityMeta } from '@/shared/ui/entity-card';
import { NewsTypeLabel } from './news-type-label';

const newsCard = css`
  --entity-card-picture-width: 280px;
`;

export const NewsCard = ({ item }: { item: NewsSummary }) => {
  const { t, i18n } = useTranslation('news');
  const language = i18n.language as Language;
  return (
    <EntityCard
      className={newsCard}
      layout="row"
      picture={<FallbackImage src={item.img} fallbackSrc={`${env.basePath}media/news-default.svg`} alt="" width={280} height={158} />}
    >
      <NewsTypeLabel type={item.type} />
      <h3>
        <Link to={newsInfoPath(item.id)}>{item.title}</Link>
      </h3>
      <EntityMeta>
        <time dateTime={String(item.date)}>{formatDate(item.date, language)}</time>
        <span>{t('news:card.visits', { count: item.visitCount, formatted: formatNumber(item.visitCount, language) })}</span>
      </EntityMeta>
    </EntityCard>
  );
};

const Row = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: var(--space-1) var(--space-3);
  padding: var(--space-3) 0;
  border-bottom: 1px solid var(--color-line);

  &:last-child {
    border-bottom: 0;
  }
  & a {
    grid-column: 1 / -1;
    color: var(--color-ink);
    font-weight: 600;
    text-decoration: none;
  }
  & a:hover {
    text-decoration: underline;
  }
  & time {
    color: var(--color-ink-soft);
    font-size: 14px;
  }
`;

/** A compact line for pinned and home lists: type, date and title. */
export const NewsRow = ({ item }: { item: NewsSummary }) => {
  const { i18n } = useTranslation('news');
  return (
    <Row>
      <NewsTypeLabel type={item.type} />
      <time dateTime={String(item.date)}>{formatDate(item.date, i18n.language as Language)}</time>
      <Link to={newsInfoPath(item.id)}>{item.title}</Link>
    </Row>
  );
};
