import { parseBackendDate } from '@/shared/i18n';

/**
 * True when an item starts and ends on the same calendar day (a one-day match runs from
 * 00:00:00 to 23:59:59): its period is that one date, not "date – same date".
 */
export const isOneDayPeriod = (startDate: string | number, endDate: string | number): boolean => {
  const start = parseBackendDate(startDate);
  const end = parseBackendDate(endDate);
  return (
    start !== null &&
    end !== null &&
    start.getFullYear() === end.getFullYear() &&
    start.getMonth() === end.getMonth() &&
    start.getDate() === end.getDate()
  );
};
