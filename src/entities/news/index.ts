export { createNewsItemQuery, createNewsListQuery } from './api/queries';
export { newsFilters, newsTypeLabelKey } from './lib/news-type';
export { NewsCard, NewsRow, TypeBadge } from './ui/news-card';
