export { createNewsItemQuery, createNewsListQuery } from './api/queries';
export { newsFilters, newsTypeLabelKey } from './lib/news-type';
export { NewsCard, NewsRow } from './ui/news-card';
export { NewsTypeLabel } from './ui/news-type-label';
