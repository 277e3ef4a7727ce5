import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { NewsTypeLabel } from '@/entities/news';
import { routes } from '@/shared/config';
import { formatDate, type Language } from '@/shared/i18n';
import { DetailFrame, type DetailPageUnits, DocumentTitle, Loading } from '@/shared/ui';
import { Article, ArticleHead } from '@/shared/ui/article';
import { ArticleBody } from '@/shared/ui/operator-html';
import { $article, $notFound, newsItemQuery, NewsInfoGate, newsRetried } from '../model/news-info-page';

/** What the frame shows of the page's model. */
const detailPage: DetailPageUnits = { Gate: NewsInfoGate, $notFound, $failed: newsItemQuery.$failed, retried: newsRetried };

const NewsArticle = () => {
  const { i18n } = useTranslation('news');
  const article = useUnit($article);
  if (!article) return <Loading />;
  return (
    <Article>
      <DocumentTitle title={article.title} />
      <ArticleHead
        label={<NewsTypeLabel type={article.type} />}
        title={article.title}
        meta={<time dateTime={String(article.date)}>{formatDate(article.date, i18n.language as Language)}</time>}
      />
      <ArticleBody html={article.contents} />
    </Article>
  );
};

export const NewsInfoPage = () => {
  const { t } = useTranslation('news');
  const texts = { notFound: t('info.notFound'), notFoundHint: t('info.notFoundHint'), back: t('info.back') };
  return (
    <DetailFrame page={detailPage} texts={texts} back={routes.news}>
      <NewsArticle />
    </DetailFrame>
  );
};
