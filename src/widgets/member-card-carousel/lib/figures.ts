import { formatPercent } from '@/shared/i18n';

/** The next card index, wrapping around both ends. */
export const stepCard = (index: number, step: 1 | -1, count: number): number =>
  count === 0 ? 0 : (index + step + count) % count;

/**
 * A win probability in the reader's language. The API sends it as a percentage already (66.15),
 * so it is shown as given, up to its two decimals, with the language's own percent sign.
 */
export const formatWinRate = (percent: number, language: string): string => formatPercent(percent, language) ?? '';

/**
 * The value shown `elapsed` ms into a count-up of `duration` ms towards `target`, eased out so
 * it slows near the end; exact at and after the end. Keeps the target's decimals.
 */
export function countUpValue(target: number, elapsed: number, duration: number, decimals = 0): number {
  if (elapsed >= duration || duration <= 0) return target;
  const progress = Math.max(0, elapsed) / duration;
  const eased = 1 - (1 - progress) ** 3;
  const factor = 10 ** decimals;
  return Math.round(target * eased * factor) / factor;
}
