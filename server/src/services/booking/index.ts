// Booking, the one way in: the rest of the server imports this folder only through this file
// (the lint config's import boundaries keep it). What is inside (docs/behaviour.md#booking-rules):
//
//   service.ts            createBookingService: the calls of online booking, the manage link
//                         and the staff's desk
//   slots.ts              the slot grid (pure)
//   schedule-service.ts   hours, time off, appointment types, holidays
//   reminder-service.ts   the reminder worker; vaccination-reminders.ts the "vaccination due" rule
//   holiday-calendar.ts   the rule-bound public holidays, added a year ahead
//   mail.ts, ics.ts       the client's mail and texts, and the calendar file
export {
  createBookingService,
  MAX_MOVES_ONLINE,
  SHORT_LINK_PATH,
  type BookingOptions,
  type BookingService,
} from './service';
export { createScheduleService, type ScheduleService } from './schedule-service';
export {
  createReminderService,
  startReminderWorker,
  type ReminderService,
} from './reminder-service';
export { startHolidayCalendar } from './holiday-calendar';
export { calendarEvent } from './ics';
