import { calls, createApiQuery } from '@/shared/api';

/** Each column list on screen gets its own query (and name), so results never overwrite each other. */
export const createColumnListQuery = (name: string) => createApiQuery(calls.specialColumnList, `columns.list.${name}`);

export const createColumnQuery = (name: string) => createApiQuery(calls.specialColumnInfo, `columns.item.${name}`, { failure: 'unless-refused' });
