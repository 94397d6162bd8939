/**
 * Online booking's rules and time helpers (docs/behaviour.md#booking), shared by the server and
 * the pages. Without zod, so the booking page can import it as 'shared-data/contract/booking'
 * (bundled into the remote that uses it, tree-shaken: it is not part of the shared singleton,
 * so pages that do not book never load date-fns).
 *
 * Every time is the clinic's: Africa/Nairobi (UTC+3, no daylight saving), whatever the zone of
 * the browser. The API sends times as ISO 8601 with the clinic's offset
 * ('2026-12-01T09:00:00+03:00'); the database keeps them in UTC.
 */
import { addDays, format, formatISO, getISODay, parseISO, startOfDay } from 'date-fns';
import { TZDate, tz, tzOffset } from '@date-fns/tz';
import { CLINIC_HOURS, type ClinicOpening } from './clinic-hours';
export { CLINIC_HOURS, clockText, type ClinicOpening } from './clinic-hours';

export const CLINIC_TIME_ZONE = 'Africa/Nairobi';

/** The rules of online booking, in one place. */
export const BOOKING = {
  /** The earliest online booking starts this long after now. */
  minLeadMinutes: 60,
  /** The last day bookable online is today + this many days (clinic time). */
  maxDaysAhead: 30,
  /** A visitor may cancel or move with the manage link until this long before the start. */
  manageCutoffMinutes: 120,
  /** Future bookings (booked or arrived) one phone number may hold at a time. */
  maxFutureBookingsPerPhone: 3,
  /**
   * Online bookings one phone number, or one mailbox, may make in any 24 hours, cancelled ones
   * included: a family booking for several pets, with a slip or two, stays well under it; a
   * caller sending the clinic's confirmation mail to strangers' addresses is stopped at it.
   */
  maxDailyBookingsPerPhone: 6,
  maxDailyBookingsPerEmail: 6,
  /** The reminder (mail and SMS) goes this long before the start. */
  reminderHoursBefore: 24,
  /**
   * The grid of the schedule: slots start on it, durations and working hours are multiples of
   * it. The database's no-overlap constraint is a unique key on these cells.
   */
  gridMinutes: 15,
  /** The longest range one slot list or staff calendar may cover (from..to inclusive, in days). */
  maxRangeDays: 31,
  /**
   * The years any date of the API may fall in: none before the company's first year (no record
   * of the clinic is older), none after the end of the year `yearsAhead` after the current one
   * (nothing is booked, planned or closed further ahead).
   */
  firstYear: 2000,
  yearsAhead: 2,
  /** The most days `clinicDays` lists: a year, far more than any screen or call shows. */
  maxListedDays: 366,
  /** ISO weekday (1 Monday .. 7 Sunday) never bookable online: the page says to call. */
  closedWeekday: 7,
  /** Appointment type durations an administrator may set. */
  minMinutes: 15,
  maxMinutes: 480,
} as const;

/** A booking's life: booked, then arrived and completed, or no_show; cancelled at any point. */
export const APPOINTMENT_STATUSES = [
  'booked',
  'arrived',
  'completed',
  'no_show',
  'cancelled',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** The statuses staff set by hand (cancel and move are calls of their own). */
export const STAFF_SET_STATUSES = ['booked', 'arrived', 'completed', 'no_show'] as const;
/** Online: the visitor's page; phone: a booking staff took. */
export const BOOKING_SOURCES = ['online', 'phone'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** The words of booking's answers; spelling is part of the contract. */
export const BOOKING_MESSAGES = {
  /** 409 when another booking took the time first (the answer also carries `slots`). */
  slotTaken: 'This time was just taken, please choose another',
  /** 400 when the time is not (or no longer) a free slot of that type and doctor. */
  slotUnavailable: 'start is not a free time for this appointment, please choose another',
  /** 409: the phone number's upcoming bookings are at the limit. */
  tooManyBookings: `phonenumber already has ${BOOKING.maxFutureBookingsPerPhone} upcoming appointments, please call us to book more`,
  /** 429: the phone number made its online bookings of the last 24 hours. */
  phoneBookedToday: 'phonenumber has made too many bookings today, please call us',
  /** 429: the mailbox was given for its online bookings of the last 24 hours. */
  emailBookedToday: 'email has made too many bookings today, please call us',
  /** 404: unknown, tampered or spent manage link. */
  linkInvalid: 'This appointment link is not valid',
  /** 409: changing through the link closes 2 hours before the start. */
  tooLateToChange: `Appointments can be changed online up to ${BOOKING.manageCutoffMinutes / 60} hours before; please call us`,
  /** 409: the booking was cancelled already (or is over). */
  notChangeable: 'This appointment can no longer be changed',
  cancelled: 'Your appointment has been cancelled',
  moved: 'Your appointment has been moved',
  statusUpdated: 'Appointment updated',
  staffCancelled: 'Appointment cancelled; the client has been told',
  staffMoved: 'Appointment moved; the client has been told',
  hoursSaved: 'Working hours saved',
  timeOffSaved: 'Time off saved',
  timeOffDeleted: 'Time off removed',
  typeSaved: 'Appointment type saved',
  typeDeleted: 'Appointment type deleted',
  typeInUse: 'This appointment type has bookings; make it inactive instead',
  holidaySaved: 'Holiday saved',
  holidayDeleted: 'Holiday deleted',
  noFreeSlot: 'No free time in the next 30 days, please call us',
  /** The manage link's answers when the visitor gives or withdraws the reminders consent. */
  remindersOn: "You will get reminders when your pet's vaccinations are due",
  remindersOff: 'Vaccination reminders stopped: we will not send them any more',
} as const;

const clinic = tz(CLINIC_TIME_ZONE);

/** A calendar day 'YYYY-MM-DD'. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A time of day 'HH:MM' (24 h). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** An instant as the API sends it: ISO 8601 in clinic time, '2026-12-01T09:00:00+03:00'. */
// Offsets by quarter hour (no zone changes offset within one): a slot list formats thousands
// of times, and each lookup is an Intl call.
const offsets = new Map<number, number>();
function clinicOffset(date: Date): number {
  const quarter = Math.floor(date.getTime() / 900_000);
  let offset = offsets.get(quarter);
  if (offset === undefined) {
    if (offsets.size > 10_000) offsets.clear();
    offset = tzOffset(CLINIC_TIME_ZONE, date);
    offsets.set(quarter, offset);
  }
  return offset;
}

export function toClinicIso(instant: Date | string | number): string {
  // The zone's offset at that instant from the time zone database, the text from the shifted
  // UTC fields.
  const date = toDate(instant);
  const offset = clinicOffset(date);
  if (Number.isNaN(offset)) return formatISO(new TZDate(date.getTime(), CLINIC_TIME_ZONE));
  const wall = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(offset);
  const pad = (n: number) => String(Math.floor(n)).padStart(2, '0');
  return `${wall}${offset < 0 ? '-' : '+'}${pad(abs / 60)}:${pad(abs % 60)}`;
}

function toDate(instant: Date | string | number): Date {
  return typeof instant === 'string' ? parseISO(instant) : new Date(instant);
}

/** The clinic's calendar day of an instant, 'YYYY-MM-DD'. */
export function clinicDay(instant: Date | string | number = Date.now()): string {
  return format(toDate(instant), 'yyyy-MM-dd', { in: clinic });
}

/** Formats an instant in clinic time with a date-fns pattern ('HH:mm', 'EEEE d MMMM'). */
export function formatClinic(instant: Date | string | number, pattern: string): string {
  return format(toDate(instant), pattern, { in: clinic });
}

/** '09:00' - a slot's time as the clinic's clock shows it. */
export const clinicTime = (instant: Date | string | number) => formatClinic(instant, 'HH:mm');

// A day and wall-clock time in the clinic's zone (a string without offset would be read in the
// zone of the machine, so the parts are passed one by one).
function clinicWallClock(day: string, hours = 12, minutes = 0): TZDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, hours, minutes, CLINIC_TIME_ZONE);
}

/** The instant a clinic day starts (00:00 Nairobi). */
export function clinicDayStart(day: string): Date {
  return new Date(startOfDay(clinicWallClock(day)).getTime());
}

/** The instant of a clinic wall-clock time: clinicInstant('2026-12-01', '09:00'); '24:00' ends the day. */
export function clinicInstant(day: string, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(clinicWallClock(day, hours, minutes).getTime());
}

/** day + n calendar days, 'YYYY-MM-DD'. */
export function addClinicDays(day: string, days: number): string {
  return format(addDays(clinicWallClock(day), days), 'yyyy-MM-dd');
}

/** ISO weekday of a clinic day: 1 Monday .. 7 Sunday. */
export function clinicWeekday(day: string): number {
  return getISODay(clinicWallClock(day));
}

/**
 * The days from..to inclusive, 'YYYY-MM-DD' each. Counted before the first is made: a range that
 * is not of real days, runs backwards or is longer than BOOKING.maxListedDays is a RangeError
 * (a caller checks what it was sent with `dayRangeProblem` first), never a long or endless loop.
 */
export function clinicDays(from: string, to: string): string[] {
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (first === null || last === null)
    throw new RangeError(`${from}..${to} is not a range of days`);
  const count = last - first + 1;
  if (count > BOOKING.maxListedDays) {
    throw new RangeError(`${from}..${to} is longer than ${BOOKING.maxListedDays} days`);
  }
  const days: string[] = [];
  for (let i = 0; i < count; i += 1) days.push(dayOfNumber(first + i));
  return days;
}

const DAY_MS = 86_400_000;

/**
 * A calendar day 'YYYY-MM-DD' as its number of days after 1970-01-01, by arithmetic alone; null
 * when it is not written so or is not a real day (2026-02-31, month 13). Year 0 is a real year
 * here (the window of dates refuses it, not the calendar).
 */
export function dayNumber(day: string): number | null {
  if (!DAY_PATTERN.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC: the latter reads years 0-99 as 1900-1999.
  const calendar = new Date(0);
  calendar.setUTCFullYear(year, month - 1, date);
  const real =
    calendar.getUTCFullYear() === year &&
    calendar.getUTCMonth() === month - 1 &&
    calendar.getUTCDate() === date;
  return real ? Math.round(calendar.getTime() / DAY_MS) : null;
}

/** The day `dayNumber` numbers so, 'YYYY-MM-DD' (years 0-9999). */
function dayOfNumber(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The first and last day any date of the API may be, seen at `now`: 1 January of
 * BOOKING.firstYear to 31 December of the clinic's current year + BOOKING.yearsAhead.
 */
export function dateWindow(now: Date | number = Date.now()): { first: string; last: string } {
  const year = Number(clinicDay(now).slice(0, 4)) + BOOKING.yearsAhead;
  return { first: `${BOOKING.firstYear}-01-01`, last: `${year}-12-31` };
}

/**
 * What is wrong with a day a call was sent, in the words of a 400 after the field's name, or
 * null: written YYYY-MM-DD, a real date, inside `dateWindow`. Arithmetic and string comparison
 * only: nothing is counted or listed.
 */
export function dayProblem(day: string, now: Date | number = Date.now()): string | null {
  if (!DAY_PATTERN.test(day)) return 'must be a date YYYY-MM-DD';
  if (dayNumber(day) === null) return 'must be a real date';
  const window = dateWindow(now);
  if (day < window.first || day > window.last) {
    return `must be a date from ${window.first} to ${window.last}`;
  }
  return null;
}

/**
 * What is wrong with an instant a call was sent (already ISO 8601 with an offset), or null: it
 * falls inside `dateWindow`, clinic time.
 */
export function instantProblem(instant: string, now: Date | number = Date.now()): string | null {
  const at = Date.parse(instant);
  const window = dateWindow(now);
  const first = clinicDayStart(window.first).getTime();
  const end = clinicDayStart(window.last).getTime() + DAY_MS;
  if (Number.isNaN(at) || at < first || at >= end) {
    return `must be a date and time from ${window.first} to ${window.last}`;
  }
  return null;
}

/** A field of a range and what is wrong with it. */
export interface RangeProblem {
  field: 'from' | 'to';
  rule: string;
}

/**
 * What is wrong with the range from..to a call was sent, or null: each end a day `dayProblem`
 * takes, `to` not before `from`, and (when `maxDays` is given) at most `maxDays` days from..to
 * inclusive. Worked out from the two days' numbers before any day is listed.
 */
export function dayRangeProblem(
  from: string,
  to: string,
  maxDays?: number,
  now: Date | number = Date.now(),
): RangeProblem | null {
  const fromRule = dayProblem(from, now);
  if (fromRule) return { field: 'from', rule: fromRule };
  const toRule = dayProblem(to, now);
  if (toRule) return { field: 'to', rule: toRule };
  const days = (dayNumber(to) as number) - (dayNumber(from) as number) + 1;
  if (days < 1) return { field: 'to', rule: 'must not be before from' };
  if (maxDays !== undefined && days > maxDays) {
    return { field: 'to', rule: `must be at most ${maxDays - 1} days after from` };
  }
  return null;
}

/** Whether online booking is closed on this weekday (Sunday: call the clinic). */
export const isClosedWeekday = (day: string) => clinicWeekday(day) === BOOKING.closedWeekday;

/**
 * The species a visitor chooses first; doctors carry those they see. 'Other' stands for any
 * species not listed.
 */
export const PET_SPECIES = [
  'Dog',
  'Cat',
  'Rabbit',
  'Bird',
  'Cattle',
  'Goat or sheep',
  'Other',
] as const;
export type PetSpecies = (typeof PET_SPECIES)[number];

/** The listed species a pet's species counts as: itself when listed, else 'Other'. */
export function speciesGroup(species: string): PetSpecies {
  const found = PET_SPECIES.find((known) => known.toLowerCase() === species.trim().toLowerCase());
  return found ?? 'Other';
}

/** Whether a doctor who sees `seen` (none listed: every species) sees a pet of `species`. */
export function seesSpecies(seen: readonly string[], species: string): boolean {
  return seen.length === 0 || seen.includes(speciesGroup(species));
}

/** Whether a clinic day is the n-th of its weekday in its month (the first Saturday ...). */
function isNthWeekday(day: string, weekday: number, nth: number): boolean {
  const date = Number(day.slice(8, 10));
  return clinicWeekday(day) === weekday && Math.ceil(date / 7) === nth;
}

/** Whether a clinic day holds the geriatric wellness clinic (the first Saturday of its month). */
export function isGeriatricClinicDay(day: string): boolean {
  const clinic = CLINIC_HOURS.geriatricClinic;
  return isNthWeekday(day, clinic.weekday, clinic.nth);
}

/**
 * The clinic's opening ranges on a day for an appointment type, online: the consultation hours
 * on weekdays; on the geriatric clinic's day, its hours for its type alone; otherwise none.
 */
export function clinicOpenings(day: string, typeId?: string): ClinicOpening[] {
  const clinic = CLINIC_HOURS.geriatricClinic;
  if (isGeriatricClinicDay(day)) return typeId === clinic.typeId ? [clinic] : [];
  const weekday = clinicWeekday(day);
  return CLINIC_HOURS.weekly.filter((opening) => opening.weekday === weekday);
}

/** Why a day is closed to online booking, in words the calendar shows. */
export type ClosedReason =
  | { kind: 'holiday'; text: string }
  | { kind: 'sunday'; text: string }
  | { kind: 'saturday'; text: string }
  | { kind: 'clinic-only'; text: string };

/**
 * Why a day cannot be booked online for a type, or null when the clinic is open then: a public
 * holiday (its name), a Sunday, a Saturday (closed, bar the first Saturday's geriatric wellness
 * clinic), or the geriatric clinic's day for any other type.
 */
export function closedReason(
  day: string,
  holidayName: string | undefined,
  typeId?: string,
): ClosedReason | null {
  if (holidayName) return { kind: 'holiday', text: `${holidayName}, a public holiday` };
  if (isClosedWeekday(day)) return { kind: 'sunday', text: 'Sunday' };
  if (clinicOpenings(day, typeId).length > 0) return null;
  if (isGeriatricClinicDay(day)) {
    return {
      kind: 'clinic-only',
      text: `first Saturday: ${CLINIC_HOURS.geriatricClinic.name} only`,
    };
  }
  return { kind: 'saturday', text: 'Saturday' };
}

/** The first and last day bookable online, seen at `now`. */
export function bookingWindow(now: Date | number = Date.now()): { first: string; last: string } {
  const earliest = new Date(toDate(now).getTime() + BOOKING.minLeadMinutes * 60_000);
  const today = clinicDay(now);
  return { first: clinicDay(earliest), last: addClinicDays(today, BOOKING.maxDaysAhead) };
}

// Among the field rules, so that a form can check a number without loading this module.
export { normaliseKenyanPhone } from './field-rules';

/** '+254 722 418 300' - a normalised number grouped for reading. */
export function formatKenyanPhone(normalised: string): string {
  const match = /^\+254(\d{3})(\d{3})(\d{3})$/.exec(normalised);
  return match ? `+254 ${match[1]} ${match[2]} ${match[3]}` : normalised;
}
