// Booking, the one way in: the rest of the server imports this folder only through this file
// (the lint config's import boundaries keep it). What is inside (docs/behaviour.md#booking-rules):
//
//   service.ts            createBookingService: the calls of online booking, the manage link
//                         and the staff's desk, composed from the modules below
//   online-booking.ts     a visitor's calls: types, doctors, slots, the next free one, create
//   manage-link.ts        the manage link's calls: view, calendar file, cancel, move, consent
//   desk.ts               the staff's calls: the day, changes, phone bookings, status, moves
//   availability.ts       which times are free, and the checks of a type, doctor, range, start
//   availability-rules.ts the free slots of a range from what was read (pure)
//   slots.ts              the slot grid of a doctor's hours (pure)
//   write-core.ts         every change of a booking: one transaction, cells, reminders, mail
//   rules.ts              reference, reminder time, until when and how often the manage link
//                         may change a booking (pure)
//   link-tokens.ts        the manage tokens and the links made of them
//   presenter.ts          records as the contract shows them
//   schedule-service.ts   hours, time off, holidays; appointment-types.ts the types;
//                         schedule-access.ts who may change whose schedule (pure)
//   reminder-service.ts   the reminder worker; vaccination-reminders.ts the "vaccination due" rule
//   holiday-calendar.ts   the rule-bound public holidays, added a year ahead
//   mail.ts, ics.ts       the client's mail and texts, and the calendar file
export { createBookingService, type BookingOptions, type BookingService } from './service';
export { SHORT_LINK_PATH } from './link-tokens';
export { MAX_MOVES_ONLINE } from './rules';
export { createScheduleService, type ScheduleService } from './schedule-service';
export {
  createReminderService,
  startReminderWorker,
  type ReminderService,
} from './reminder-service';
export { startHolidayCalendar } from './holiday-calendar';
export { calendarEvent } from './ics';
