import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { newsTypeLabelKey, TypeBadge } from '@/entities/news';
import { routes } from '@/shared/config';
import { formatDate, type Language } from '@/shared/i18n';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';
import { Container, DocumentTitle, EmptyState, ErrorState, Loading, panelClass } from '@/shared/ui';
import { $newsId, $notFound, newsItemQuery, NewsInfoGate, newsRetried } from '../model/news-info-page';

const Article = styled.section`
  margin-top: var(--space-5);

  & h1 {
    margin: var(--space-3) 0 var(--space-2);
    font-size: clamp(24px, 4vw, 32px);
    line-height: 1.3;
  }
  & time {
    color: var(--color-ink-soft);
  }
`;

const Body = styled.div`
  margin-top: var(--space-5);
  font-size: 17px;
  line-height: 1.8;
  overflow-wrap: anywhere;

  & img {
    height: auto;
    border-radius: var(--radius-m);
  }
  & table {
    display: block;
    overflow-x: auto;
  }
`;

const backClass = css`
  display: inline-block;
  margin-top: var(--space-5);
`;

const NewsArticle = () => {
  const { t, i18n } = useTranslation('news');
  const [item, id] = useUnit([newsItemQuery.$data, $newsId]);
  const html = useMemo(() => (item ? sanitizeHtml(item.contents) : ''), [item]);
  // A previous article stays in the query until the new one arrives: never show it under another id.
  if (!item || item.id !== id) return <Loading />;
  return (
    <Article className={panelClass} as="article">
      <DocumentTitle title={item.title} />
      <TypeBadge>{t(newsTypeLabelKey(item.type))}</TypeBadge>
      <h1>{item.title}</h1>
      <time dateTime={String(item.date)}>{formatDate(item.date, i18n.language as Language)}</time>
      <Body dangerouslySetInnerHTML={{ __html: html }} />
    </Article>
  );
};

export const NewsInfoPage = () => {
  const { t } = useTranslation('news');
  const { search } = useLocation();
  useGate(NewsInfoGate, { search });
  const [notFound, failed, retry] = useUnit([$notFound, newsItemQuery.$failed, newsRetried]);
  return (
    <Container>
      {notFound ? (
        <EmptyState title={t('info.notFound')}>
          <DocumentTitle title={t('info.notFound')} />
          <p>{t('info.notFoundHint')}</p>
        </EmptyState>
      ) : failed ? (
        <ErrorState onRetry={() => retry()} />
      ) : (
        <NewsArticle />
      )}
      <Link className={backClass} to={routes.news}>{t('info.back')}</Link>
    </Container>
  );
};
