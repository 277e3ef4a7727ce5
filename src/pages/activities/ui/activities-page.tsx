import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressGate } from '@/shared/lib';
import { Container, DocumentTitle, PageTitle, SearchField, ToggleGroup } from '@/shared/ui';
import { AsideLayout, ListPageResults, ListToolbar } from '@/shared/ui/list-page';
import { ActivityCard, activityTypeFilters } from '@/entities/activity';
import { ActivityCalendar } from '@/widgets/activity-calendar';
import {
  $month,
  $title,
  $total,
  $type,
  $year,
  $years,
  activitiesList,
  ActivitiesPageGate,
  calendar,
  listQuery,
  monthChosen,
  titleSearched,
  typeChosen,
  yearChosen,
} from '../model/activities-page';

const Selects = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);

  & label {
    display: grid;
    gap: var(--space-1);
    font-size: 14px;
    font-weight: 600;
  }
  & select {
    min-height: 40px;
    min-width: 120px;
    padding: 0 var(--space-2);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-s);
    background: var(--color-paper);
    font: inherit;
  }
`;

const typeValue = (type: number | null) => activityTypeFilters.find((filter) => filter.type === type)?.value ?? 'all';

const Filters = () => {
  const { t, i18n } = useTranslation('activities');
  const [type, title, year, month, years, chooseType, search, chooseYear, chooseMonth] = useUnit([
    $type,
    $title,
    $year,
    $month,
    $years,
    typeChosen,
    titleSearched,
    yearChosen,
    monthChosen,
  ]);
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => ({ value: index + 1, label: format.format(new Date(Date.UTC(2000, index, 1))) }));
  }, [i18n.language]);
  const yearFormat = useMemo(() => new Intl.DateTimeFormat(i18n.language, { year: 'numeric', timeZone: 'UTC' }), [i18n.language]);
  return (
    <ListToolbar role="group" aria-label={t('filter.label')}>
      <Selects>
        <label>
          {t('filter.year')}
          <select value={year} onChange={(event) => chooseYear(Number(event.target.value))}>
            {years.map((choice) => (
              <option key={choice} value={choice}>
                {yearFormat.format(new Date(Date.UTC(choice, 6, 1)))}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('filter.month')}
          <select value={month} onChange={(event) => chooseMonth(Number(event.target.value))}>
            {months.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      </Selects>
      <ToggleGroup
        label={t('filter.type')}
        value={typeValue(type)}
        onChange={(value) => chooseType(activityTypeFilters.find((filter) => filter.value === value)?.type ?? null)}
        options={activityTypeFilters.map((filter) => ({ value: filter.value, label: t(filter.labelKey) }))}
      />
      <SearchField
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        submitLabel={t('search.submit')}
        value={title}
        onSearch={search}
      />
    </ListToolbar>
  );
};

const ActivityList = () => {
  const { t } = useTranslation('activities');
  const title = useUnit($title);
  return (
    <ListPageResults
      list={activitiesList}
      query={listQuery}
      $total={$total}
      label={t('list.label')}
      paginationLabel={t('list.pagination')}
      summary={(count) => t('list.total', { count })}
      emptyTitle={title ? t('list.noMatch', { title }) : undefined}
      getKey={(item) => item.id}
      renderItem={(item) => <ActivityCard item={item} />}
    />
  );
};

export const ActivitiesPage = () => {
  const { t } = useTranslation('activities');
  useAddressGate(ActivitiesPageGate);
  return (
    <Container>
      <DocumentTitle title={t('title')} />
      <PageTitle>{t('title')}</PageTitle>
      <AsideLayout aside={<ActivityCalendar model={calendar} />} wideAside>
        <section aria-label={t('list.label')}>
          <Filters />
          <ActivityList />
        </section>
      </AsideLayout>
    </Container>
  );
};
