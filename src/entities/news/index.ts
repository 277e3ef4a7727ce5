export { createNewsItemQuery, createNewsListQuery } from './api/queries';
export { newsFilters, newsTypeLabelKey } from './lib/news-type';
export { NewsCard, NewsRow, NewsTypeLabel } from './ui/news-card';
