import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ColumnCard } from '@/entities/column';
import { Container, DocumentTitle, PagedList, PageTitle, SearchField, usePagedListUnits } from '@/shared/ui';
import {
  $page,
  $title,
  $total,
  columnListQuery,
  DARTS_PAGE_SIZE,
  DartsListGate,
  listRetried,
  pageChosen,
  titleSearched,
} from '../model/darts-list-page';

const Toolbar = styled.div`
  max-width: 480px;
  margin-bottom: var(--space-4);
`;

const ColumnList = () => {
  const { t } = useTranslation('columns');
  const list = usePagedListUnits({ query: columnListQuery, $page, $total, pageChosen, retried: listRetried });
  const title = useUnit($title);
  return (
    <PagedList
      {...list}
      pageSize={DARTS_PAGE_SIZE}
      label={t('list.label')}
      paginationLabel={t('list.pagination')}
      summary={t('list.total', { count: list.total })}
      emptyTitle={title ? t('list.noMatch', { title }) : undefined}
      getKey={(column) => column.id}
      renderItem={(column) => <ColumnCard column={column} layout="row" headingLevel={2} />}
    />
  );
};

export const DartsListPage = () => {
  const { t } = useTranslation('columns');
  const { search } = useLocation();
  useGate(DartsListGate, { search });
  const [title, searchTitle] = useUnit([$title, titleSearched]);
  return (
    <Container>
      <DocumentTitle title={t('list.title')} />
      <PageTitle>{t('list.title')}</PageTitle>
      <section aria-label={t('list.label')}>
        <Toolbar>
          <SearchField
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            submitLabel={t('search.submit')}
            value={title}
            onSearch={searchTitle}
          />
        </Toolbar>
        <ColumnList />
      </section>
    </Container>
  );
};
