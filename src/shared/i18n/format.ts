import { dateTimeFormat, numberFormat } from './intl';
import type { Language } from './languages';

/**
 * Backend dates arrive as "YYYY-MM-DD HH:mm:ss" (local time of the network) or epoch ms.
 * Text dates are read as they are written, not shifted through the visitor's time zone.
 */
export const parseBackendDate = (value: string | number): Date | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
};

export const formatDate = (value: string | number, language: Language): string => {
  const date = parseBackendDate(value);
  return date ? dateTimeFormat(language, { dateStyle: 'long' }).format(date) : '';
};

export const formatNumber = (value: number, language: Language): string =>
  numberFormat(language, {}).format(value);
