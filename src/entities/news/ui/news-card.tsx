import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NewsSummary } from '@/shared/api';
import { env, newsInfoPath } from '@/shared/config';
import { formatDate, formatNumber, type Language } from '@/shared/i18n';
import { FallbackImage } from '@/shared/ui';
import { newsTypeLabelKey } from '../lib/news-type';

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 1fr;
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
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    display: block;
    background: var(--color-canvas);
  }

  @media (min-width: 720px) {
    grid-template-columns: 280px 1fr;
  }
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: var(--space-2);
  padding: var(--space-4) var(--space-5);

  & h3 {
    margin: 0;
    font-size: 19px;
    line-height: 1.4;
  }
  /* The whole card is one link target, without nesting interactive elements. */
  & h3 a {
    color: inherit;
    text-decoration: none;
  }
  & h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

export const TypeBadge = styled.span`
  justify-self: start;
  padding: 2px 10px;
  border-radius: 999px;
  background: var(--color-brand-soft);
  color: var(--color-brand-strong);
  font-size: 13px;
  font-weight: 700;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-4);
  margin: 0;
  color: var(--color-ink-soft);
  font-size: 14px;
`;

export const NewsCard = ({ item }: { item: NewsSummary }) => {
  const { t, i18n } = useTranslation('news');
  const language = i18n.language as Language;
  return (
    <Card>
      <FallbackImage src={item.img} fallbackSrc={`${env.basePath}media/news-default.svg`} alt="" width={280} height={158} />
      <Body>
        <TypeBadge>{t(newsTypeLabelKey(item.type))}</TypeBadge>
        <h3>
          <Link to={newsInfoPath(item.id)}>{item.title}</Link>
        </h3>
        <Meta>
          <time dateTime={String(item.date)}>{formatDate(item.date, language)}</time>
          <span>{t('news:card.visits', { count: item.visitCount, formatted: formatNumber(item.visitCount, language) })}</span>
        </Meta>
      </Body>
    </Card>
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
  const { t, i18n } = useTranslation('news');
  return (
    <Row>
      <TypeBadge>{t(newsTypeLabelKey(item.type))}</TypeBadge>
      <time dateTime={String(item.date)}>{formatDate(item.date, i18n.language as Language)}</time>
      <Link to={newsInfoPath(item.id)}>{item.title}</Link>
    </Row>
  );
};
