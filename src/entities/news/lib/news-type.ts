import { NewsCategory } from '@/shared/api';

/** Spec: type 3 shows Activity, 4 shows Competition, anything else shows Information. */
export const newsTypeLabelKey = (type: number): 'news:type.activity' | 'news:type.competition' | 'news:type.information' =>
  type === NewsCategory.activity
    ? 'news:type.activity'
    : type === NewsCategory.competition
      ? 'news:type.competition'
      : 'news:type.information';

/** The filter choices of the news pages, in the order the spec lists them. */
export const newsFilters = [
  { category: NewsCategory.all, labelKey: 'news:filter.all' },
  { category: NewsCategory.competition, labelKey: 'news:filter.competition' },
  { category: NewsCategory.activity, labelKey: 'news:filter.activity' },
  { category: NewsCategory.information, labelKey: 'news:filter.information' },
] as const;
