/**
 * Web storage that never throws: private modes and disabled storage make the site forget
 * choices instead of breaking it.
 */
type Area = 'session' | 'local';

const area = (kind: Area): Storage | null => {
  try {
    return kind === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return null;
  }
};

export const readStored = (kind: Area, key: string): string | null => {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeStored = (kind: Area, key: string, value: string | null): void => {
  try {
    if (value === null) area(kind)?.removeItem(key);
    else area(kind)?.setItem(key, value);
  } catch {
    // Storage full or disabled: keep working for this page.
  }
};
