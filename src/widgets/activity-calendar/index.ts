/**
 * The activity calendar of a month (monthlyTable): create one model per place it appears,
 * send `model.shown({ countryId })` when the host opens (and on country or filter changes),
 * and render `<ActivityCalendar model={model} />`.
 */
export { fullDay, monthTitle, stepMonth, weekdayNames, type CalendarMonth } from './lib/month-grid';
export {
  createActivityCalendarModel,
  type ActivityCalendarModel,
  type ActivityCalendarRequest,
  type ActivityCalendarShow,
} from './model/calendar';
export { ActivityCalendar, type ActivityCalendarProps } from './ui/activity-calendar';
