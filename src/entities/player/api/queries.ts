import { calls, createApiQuery } from '@/shared/api';

export const createPlayerListQuery = (name: string) => createApiQuery(calls.playerList, `players.list.${name}`);

export const createPlayerQuery = (name: string) => createApiQuery(calls.playerDetails, `players.item.${name}`, { failure: 'unless-refused' });
