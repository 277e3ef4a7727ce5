import { calls, type CallDefinition } from '@/shared/api/wire';

/** Every call's name by its path. */
const callNames = new Map<string, string>((Object.values(calls) as CallDefinition[]).map((definition) => [definition.path, definition.name]));

/** Whether `name` is a call's name in the call definitions (`news.officialNewsList`). */
export const isCallName = (name: string): boolean => [...callNames.values()].includes(name);

/** The name of the call at `pathname`, or null for a path that is not a call. */
export const callNameOf = (pathname: string): string | null => callNames.get(pathname) ?? null;
