import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { columnDateText, formatColumnDate } from '@/entities/column';
import { routes } from '@/shared/config';
import { formatNumber, type Language } from '@/shared/i18n';
import { DetailFrame, DocumentTitle, Loading, panelClass } from '@/shared/ui';
import { OperatorHtml } from '@/shared/ui/operator-html';
import { $article, $notFound, columnQuery, columnRetried, DartsInfoGate } from '../model/darts-info-page';

const Article = styled.section`
  margin-top: var(--space-5);

  & h1 {
    margin: 0 0 var(--space-2);
    font-size: clamp(24px, 4vw, 32px);
    line-height: 1.3;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-4);
  margin: 0;
  color: var(--color-ink-soft);
`;

const Body = styled(OperatorHtml)`
  margin-top: var(--space-5);
  font-size: 17px;
  line-height: 1.8;

  & h2 {
    margin: var(--space-6) 0 var(--space-2);
    font-size: 21px;
  }
  & figure {
    margin: var(--space-4) 0;
  }
  & figcaption {
    color: var(--color-ink-soft);
    font-size: 14px;
  }
  & img {
    border-radius: var(--radius-m);
  }
`;

const ColumnArticle = () => {
  const { t, i18n } = useTranslation('columns');
  const language = i18n.language as Language;
  const column = useUnit($article);
  if (!column) return <Loading />;
  return (
    <Article className={panelClass} as="article">
      <DocumentTitle title={column.title} />
      <h1>{column.title}</h1>
      <Meta>
        <time dateTime={columnDateText(column.cdateInt) ?? undefined}>{formatColumnDate(column.cdateInt, language)}</time>
        <span>{t('card.visits', { count: column.visitCount, formatted: formatNumber(column.visitCount, language) })}</span>
      </Meta>
      <Body html={column.contents} />
    </Article>
  );
};

export const DartsInfoPage = () => {
  const { t } = useTranslation('columns');
  const { search } = useLocation();
  useGate(DartsInfoGate, { search });
  const [notFound, failed, retry] = useUnit([$notFound, columnQuery.$failed, columnRetried]);
  return (
    <DetailFrame
      notFound={notFound}
      failed={failed}
      onRetry={() => retry()}
      notFoundTitle={t('info.notFound')}
      notFoundHint={t('info.notFoundHint')}
      back={{ to: routes.dartsList, label: t('info.back') }}
    >
      <ColumnArticle />
    </DetailFrame>
  );
};
