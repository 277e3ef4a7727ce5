/** Share of a gauge to fill, 0-1, for `value` on the scale `min`-`max` (clamped; no value, or an empty scale, fills nothing). */
export const gaugeShare = (value: number | null, max: number, min = 0): number => {
  if (value === null || !Number.isFinite(value) || !(max > min)) return 0;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
};
