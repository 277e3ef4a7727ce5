import { css } from '@linaria/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ColumnDateAndVisits } from '@/entities/column';
import { routes } from '@/shared/config';
import { DetailFrame, type DetailPageUnits, DocumentTitle, Loading } from '@/shared/ui';
import { Article, ArticleHead } from '@/shared/ui/article';
import { ArticleBody } from '@/shared/ui/operator-html';
import { $article, $notFound, columnQuery, columnRetried, DartsInfoGate } from '../model/darts-info-page';

/** What the frame shows of the page's model. */
const detailPage: DetailPageUnits = { Gate: DartsInfoGate, $notFound, $failed: columnQuery.$failed, retried: columnRetried };

/* A column sets its section headings smaller than the browser does (a news body keeps the browser's). */
const columnBody = css`
  & h2 {
    margin: var(--space-6) 0 var(--space-2);
    font-size: 21px;
  }
`;

const ColumnArticle = () => {
  const column = useUnit($article);
  if (!column) return <Loading />;
  return (
    <Article>
      <DocumentTitle title={column.title} />
      <ArticleHead title={column.title} meta={<ColumnDateAndVisits column={column} />} />
      <ArticleBody className={columnBody} html={column.contents} />
    </Article>
  );
};

export const DartsInfoPage = () => {
  const { t } = useTranslation('columns');
  const texts = { notFound: t('info.notFound'), notFoundHint: t('info.notFoundHint'), back: t('info.back') };
  return (
    <DetailFrame page={detailPage} texts={texts} back={routes.dartsList}>
      <ColumnArticle />
    </DetailFrame>
  );
};
