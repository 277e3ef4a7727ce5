import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { newsFilters, NewsCard, NewsRow } from '@/entities/news';
import { useAddressGate, useDeferredUnit } from '@/shared/lib';
import { Container, DocumentTitle, EmptyState, ErrorState, Loading, PageTitle, panelClass, SearchField, ToggleGroup } from '@/shared/ui';
import { AsideLayout, ListPageResults, ListToolbar } from '@/shared/ui/list-page';
import {
  $category,
  $contentShown,
  $title,
  $total,
  categoryChosen,
  listQuery,
  newsList,
  NewsPageGate,
  pinnedQuery,
  titleSearched,
} from '../model/news-page';

const Pinned = styled.section`
  & h2 {
    margin: 0 0 var(--space-2);
    font-size: 18px;
  }
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const PinnedNews = () => {
  const { t } = useTranslation('news');
  const [data, pending, failed] = useUnit([pinnedQuery.$data, pinnedQuery.$pending, pinnedQuery.$failed]);
  return (
    <Pinned className={panelClass} aria-labelledby="pinned-news-title">
      <h2 id="pinned-news-title">{t('pinned.title')}</h2>
      {pending && !data ? (
        <Loading />
      ) : failed ? (
        <ErrorState />
      ) : data && data.list.length > 0 ? (
        <ul>
          {data.list.map((item) => (
            <NewsRow key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <EmptyState />
      )}
    </Pinned>
  );
};

const NewsList = () => {
  const { t } = useTranslation('news');
  const title = useUnit($title);
  return (
    <ListPageResults
      list={newsList}
      query={listQuery}
      $total={$total}
      label={t('list.label')}
      paginationLabel={t('list.pagination')}
      summary={(count) => t('list.total', { count })}
      emptyTitle={title ? t('list.noMatch', { title }) : undefined}
      getKey={(item) => item.id}
      renderItem={(item) => <NewsCard item={item} />}
    />
  );
};

export const NewsPage = () => {
  const { t } = useTranslation('news');
  useAddressGate(NewsPageGate);
  const [category, title, chooseCategory, search] = useUnit([$category, $title, categoryChosen, titleSearched]);
  const contentShown = useDeferredUnit($contentShown);
  return (
    <Container>
      <DocumentTitle title={t('title')} />
      <PageTitle>{t('title')}</PageTitle>
      {contentShown ? (
        <AsideLayout aside={<PinnedNews />}>
          <section aria-label={t('list.label')}>
            <ListToolbar>
              <ToggleGroup
                label={t('filter.label')}
                value={category}
                onChange={chooseCategory}
                options={newsFilters.map((filter) => ({ value: filter.category, label: t(filter.labelKey) }))}
              />
              <SearchField
                label={t('search.label')}
                placeholder={t('search.placeholder')}
                submitLabel={t('search.submit')}
                value={title}
                onSearch={search}
              />
            </ListToolbar>
            <NewsList />
          </section>
        </AsideLayout>
      ) : (
        <Loading />
      )}
    </Container>
  );
};
