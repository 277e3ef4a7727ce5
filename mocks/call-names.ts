import { calls, type CallDefinition } from '@/shared/api/wire';

/** Every call by its path: the one lookup the fake backend's tools use to know a call from its address. */
const callsByPath = new Map<string, CallDefinition>((Object.values(calls) as CallDefinition[]).map((definition) => [definition.path, definition]));
const names = new Set([...callsByPath.values()].map((definition) => definition.name));

/** The paths of every call. */
export const callPaths = (): IterableIterator<string> => callsByPath.keys();

/** The call at `pathname`, or undefined for a path that is not a call. */
export const callAt = (pathname: string): CallDefinition | undefined => callsByPath.get(pathname);

/** The names of every call. */
export const callNames = (): ReadonlySet<string> => names;

/** Every call's name, sorted: what a developer may name in a fault rule. */
export const allCallNames = (): string[] => [...names].sort();

/** The name of the call at `pathname`, or null for a path that is not a call. */
export const callNameOf = (pathname: string): string | null => callAt(pathname)?.name ?? null;
