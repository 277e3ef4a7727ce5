// Apart from format.ts, which every page loads: only the statistics, cards and friends use these.
import { numberFormat } from './intl';

/*
 * Figures of the statistics, cards and friends, through Intl in the UI language. A figure the
 * backend does not have (null) formats to null: the screen shows a dash that reads "no data".
 */
const usable = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** A rating, PPD, MPR or average with its two decimals ("23.40"). */
export const formatDecimal = (value: number | null | undefined, language: string, decimals = 2): string | null =>
  usable(value) ? numberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value) : null;

/** A count or a score, grouped ("1,234"). */
export const formatCount = (value: number | null | undefined, language: string): string | null =>
  usable(value) ? numberFormat(language, { maximumFractionDigits: 0 }).format(value) : null;

/**
 * A win probability: the API sends a percentage already (66.15), shown as given with up to two
 * decimals and the language's percent sign, never multiplied by 100.
 */
export const formatPercent = (value: number | null | undefined, language: string): string | null =>
  usable(value) ? numberFormat(language, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }).format(value) : null;
