import { calls, createApiQuery } from '@/shared/api';

/** Each list on screen gets its own query (and name), so their results never overwrite each other. */
export const createNewsListQuery = (name: string) => createApiQuery(calls.officialNewsList, `news.list.${name}`);

export const createNewsItemQuery = (name: string) => createApiQuery(calls.newsInfo, `news.item.${name}`, { failure: 'unless-refused' });
