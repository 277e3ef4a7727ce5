import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ColumnCard } from '@/entities/column';
import { Container, DocumentTitle, PagedList, PageTitle, SearchField } from '@/shared/ui';
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
  const [data, pending, failed, page, total, title, choosePage, retry] = useUnit([
    columnListQuery.$data,
    columnListQuery.$pending,
    columnListQuery.$failed,
    $page,
    $total,
    $title,
    pageChosen,
    listRetried,
  ]);
  return (
    <PagedList
      items={data?.list ?? null}
      pending={pending}
      failed={failed}
      onRetry={() => retry()}
      page={page}
      pageSize={DARTS_PAGE_SIZE}
      total={total}
      onPageChange={(next) => choosePage(next)}
      label={t('list.label')}
      paginationLabel={t('list.pagination')}
      summary={t('list.total', { count: total })}
      emptyTitle={title ? t('list.noMatch', { title }) : undefined}
      getKey={(column) => column.id}
      renderItem={(column) => <ColumnCard column={column} layout="row" />}
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
            // A title read from the address (a reload, Back) refills the box.
            key={title}
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            submitLabel={t('search.submit')}
            initialValue={title}
            onSearch={searchTitle}
          />
        </Toolbar>
        <ColumnList />
      </section>
    </Container>
  );
};
