import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { newsTypeLabelKey, TypeBadge } from '@/entities/news';
import { routes } from '@/shared/config';
import { formatDate, type Language } from '@/shared/i18n';
import { DetailFrame, DocumentTitle, Loading, panelClass } from '@/shared/ui';
import { OperatorHtml } from '@/shared/ui/operator-html';
import { $article, $notFound, newsItemQuery, NewsInfoGate, newsRetried } from '../model/news-info-page';

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

const Body = styled(OperatorHtml)`
  margin-top: var(--space-5);
  font-size: 17px;
  line-height: 1.8;

  & img {
    border-radius: var(--radius-m);
  }
`;

const NewsArticle = () => {
  const { t, i18n } = useTranslation('news');
  const article = useUnit($article);
  if (!article) return <Loading />;
  return (
    <Article className={panelClass} as="article">
      <DocumentTitle title={article.title} />
      <TypeBadge>{t(newsTypeLabelKey(article.type))}</TypeBadge>
      <h1>{article.title}</h1>
      <time dateTime={String(article.date)}>{formatDate(article.date, i18n.language as Language)}</time>
      <Body html={article.contents} />
    </Article>
  );
};

export const NewsInfoPage = () => {
  const { t } = useTranslation('news');
  const { search } = useLocation();
  useGate(NewsInfoGate, { search });
  const [notFound, failed, retry] = useUnit([$notFound, newsItemQuery.$failed, newsRetried]);
  return (
    <DetailFrame
      notFound={notFound}
      failed={failed}
      onRetry={() => retry()}
      notFoundTitle={t('info.notFound')}
      notFoundHint={t('info.notFoundHint')}
      back={{ to: routes.news, label: t('info.back') }}
    >
      <NewsArticle />
    </DetailFrame>
  );
};
