import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { newsFilters, NewsCard, NewsRow } from '@/entities/news';
import { useDeferredUnit } from '@/shared/lib';
import { Container, DocumentTitle, EmptyState, ErrorState, Loading, PagedList, PageTitle, panelClass, SearchField, ToggleGroup, usePagedListUnits } from '@/shared/ui';
import {
  $category,
  $contentShown,
  $page,
  $title,
  $total,
  categoryChosen,
  listQuery,
  listRetried,
  NEWS_PAGE_SIZE,
  NewsPageGate,
  pageChosen,
  pinnedQuery,
  titleSearched,
} from '../model/news-page';

const Layout = styled.div`
  display: grid;
  gap: var(--space-5);
  align-items: start;

  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1fr) 320px;
  }
`;

const Toolbar = styled.div`
  display: grid;
  gap: var(--space-3);
  margin-bottom: var(--space-4);

  & form {
    max-width: 480px;
  }
`;

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

  @media (min-width: 960px) {
    position: sticky;
    top: 88px;
    grid-column: 2;
    grid-row: 1;
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
  const list = usePagedListUnits({ query: listQuery, $page, $total, pageChosen, retried: listRetried });
  const title = useUnit($title);
  return (
    <PagedList
      {...list}
      pageSize={NEWS_PAGE_SIZE}
      label={t('list.label')}
      paginationLabel={t('list.pagination')}
      summary={t('list.total', { count: list.total })}
      emptyTitle={title ? t('list.noMatch', { title }) : undefined}
      getKey={(item) => item.id}
      renderItem={(item) => <NewsCard item={item} />}
    />
  );
};

export const NewsPage = () => {
  const { t } = useTranslation('news');
  const { search: addressSearch } = useLocation();
  useGate(NewsPageGate, { search: addressSearch });
  const [category, title, chooseCategory, search] = useUnit([$category, $title, categoryChosen, titleSearched]);
  const contentShown = useDeferredUnit($contentShown);
  return (
    <Container>
      <DocumentTitle title={t('title')} />
      <PageTitle>{t('title')}</PageTitle>
      {contentShown ? (
        <Layout>
          <PinnedNews />
          <section aria-label={t('list.label')}>
            <Toolbar>
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
            </Toolbar>
            <NewsList />
          </section>
        </Layout>
      ) : (
        <Loading />
      )}
    </Container>
  );
};
