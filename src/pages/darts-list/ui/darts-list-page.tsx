import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ColumnCard } from '@/entities/column';
import { Container, DocumentTitle, EmptyState, ErrorState, Loading, PageTitle, Pagination, SearchField } from '@/shared/ui';
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

const Cards = styled.ol`
  display: grid;
  gap: var(--space-4);
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Results = styled.p`
  margin: 0 0 var(--space-3);
  color: var(--color-ink-soft);
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
  if (failed) return <ErrorState onRetry={() => retry()} />;
  if (!data) return <Loading />;
  if (data.list.length === 0) return <EmptyState title={title ? t('list.noMatch', { title }) : undefined} />;
  return (
    <div aria-busy={pending}>
      <Results role="status">{t('list.total', { count: total })}</Results>
      <Cards aria-label={t('list.label')}>
        {data.list.map((column) => (
          <li key={column.id}>
            <ColumnCard column={column} layout="row" />
          </li>
        ))}
      </Cards>
      <Pagination page={page} pageSize={DARTS_PAGE_SIZE} total={total} label={t('list.pagination')} onChange={(next) => choosePage(next)} />
    </div>
  );
};

export const DartsListPage = () => {
  const { t } = useTranslation('columns');
  useGate(DartsListGate);
  const [title, search] = useUnit([$title, titleSearched]);
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
            initialValue={title}
            onSearch={search}
          />
        </Toolbar>
        <ColumnList />
      </section>
    </Container>
  );
};
