/** Page buttons to show: first, last, and two either side of the current page, with gaps. */
export const pageWindow = (page: number, pageCount: number): Array<number | 'gap'> => {
  const shown = new Set([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p += 1) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && p - previous > 1 ? (['gap', p] as const) : [p];
  });
};
