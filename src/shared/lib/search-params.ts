/** A positive integer query parameter (`?id=12`), or null when missing or malformed. */
export const readPositiveInt = (search: string | URLSearchParams, name: string): number | null => {
  const raw = new URLSearchParams(search).get(name);
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};
