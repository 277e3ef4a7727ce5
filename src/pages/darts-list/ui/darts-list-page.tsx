import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useAddressGate } from '@/shared/lib';
import { Container, DocumentTitle, PageTitle, SearchField } from '@/shared/ui';
import { ListPageResults } from '@/shared/ui/list-page';
import { ColumnCard } from '@/entities/column';
import { $title, $total, columnList, columnListQuery, DartsListGate, titleSearched } from '../model/darts-list-page';

const Toolbar = styled.div`
  max-width: 480px;
  margin-bottom: var(--space-4);
`;

const ColumnList = () => {
  const { t } = useTranslation('columns');
  const title = useUnit($title);
  return (
    <ListPageResults
      list={columnList}
      query={columnListQuery}
      $total={$total}
      label={t('list.label')}
      paginationLabel={t('list.pagination')}
      summary={(count) => t('list.total', { count })}
      emptyTitle={title ? t('list.noMatch', { title }) : undefined}
      getKey={(column) => column.id}
      renderItem={(column) => <ColumnCard column={column} layout="row" headingLevel={2} />}
    />
  );
};

export const DartsListPage = () => {
  const { t } = useTranslation('columns');
  useAddressGate(DartsListGate);
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
