import { addMinutes } from 'date-fns';
import {
  BOOKING,
  bookingWindow,
  clinicDay,
  clinicDays,
  type WorkingHours,
} from 'shared-data/contract';
import { anyDoctor, freeSlots, type FreeSlot, type SlotDoctor } from './slots';

// Which times are free, from what the database gave (docs/behaviour.md#booking-rules): no
// reading here, so the whole rule is tested without one (availability-rules.test.ts).

/**
 * The days from..to a list covers: online, cut to the booking window (BOOKING.minLeadMinutes
 * to BOOKING.maxDaysAhead); null when nothing of it is left.
 */
export function bookableRange(
  from: string,
  to: string,
  now: Date,
  online: boolean,
): { from: string; to: string } | null {
  if (online) {
    const window = bookingWindow(now);
    if (from < window.first) from = window.first;
    if (to > window.last) to = window.last;
  }
  return from > to ? null : { from, to };
}

/** A stretch of a doctor's time that is not free: time off, or a booking. */
interface Held {
  doctorId: string;
  /** UTC ISO. */
  start: string;
  end: string;
}

export interface AvailabilityInput {
  /** The range's clinic days, 'YYYY-MM-DD' (bookableRange's). */
  from: string;
  to: string;
  /** The doctors to look at, already those who do the type and see the species. */
  doctors: SlotDoctor[];
  type: { id: string; minutes: number };
  hours: Map<string, WorkingHours[]>;
  timeOff: Held[];
  holidays: { day: string }[];
  /** The bookings that hold the doctors' time in the range. */
  bookings: (Held & { id: string })[];
  now: Date;
  /** Online rules: BOOKING.minLeadMinutes ahead, Sundays and holidays closed, clinic hours. */
  online: boolean;
  /** Its own time counts as free (a move). */
  ignoreBooking?: string | undefined;
  /**
   * One slot per time, given to the doctor with the fewest bookings that day ("any
   * available"); otherwise every doctor's slots.
   */
  onePerTime: boolean;
}

/** The free slots of the range, by start then doctor name. */
export function availableSlots(input: AvailabilityInput): FreeSlot[] {
  const busy = new Map<string, [number, number][]>();
  const add = (doctorId: string, start: string, end: string) => {
    const list = busy.get(doctorId) ?? [];
    list.push([Date.parse(start), Date.parse(end)]);
    busy.set(doctorId, list);
  };
  for (const off of input.timeOff) add(off.doctorId, off.start, off.end);
  for (const b of input.bookings) if (b.id !== input.ignoreBooking) add(b.doctorId, b.start, b.end);
  const slots = freeSlots({
    days: clinicDays(input.from, input.to),
    doctors: input.doctors,
    minutes: input.type.minutes,
    hours: input.hours,
    busy,
    holidays: new Set(input.holidays.map((h) => h.day)),
    earliest: input.online ? addMinutes(input.now, BOOKING.minLeadMinutes) : input.now,
    closedDays: input.online,
    typeId: input.type.id,
  });
  if (!input.onePerTime) return slots;
  // Spread "any available" over the doctors: the one with the fewest bookings that day.
  const load = new Map<string, number>();
  for (const b of input.bookings) {
    const key = `${clinicDay(b.start)}|${b.doctorId}`;
    load.set(key, (load.get(key) ?? 0) + 1);
  }
  return anyDoctor(slots, (slot) => load.get(`${slot.day}|${slot.doctor.id}`) ?? 0);
}
