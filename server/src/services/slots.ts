import { addMinutes } from 'date-fns';
import {
  BOOKING,
  clinicInstant,
  clinicWeekday,
  isClosedWeekday,
  type WorkingHours,
} from 'shared-data/contract';

/** A doctor's weekly hours when none are set: the consultation hours, Monday-Friday 8-17. */
export const DEFAULT_HOURS: WorkingHours[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  start: '08:00',
  end: '17:00',
}));

export interface SlotDoctor {
  id: string;
  name: string;
}

export interface FreeSlot {
  start: Date;
  end: Date;
  doctor: SlotDoctor;
  /** The clinic day it is on, 'YYYY-MM-DD'. */
  day: string;
}

export interface SlotInput {
  /** Clinic days 'YYYY-MM-DD', in order. */
  days: string[];
  doctors: SlotDoctor[];
  minutes: number;
  hours: Map<string, WorkingHours[]>;
  /** Per doctor: [start, end) in ms of time taken (bookings, time off). */
  busy: Map<string, [number, number][]>;
  holidays: Set<string>;
  /** No slot starts before this instant. */
  earliest: Date;
  /** Online: Sundays and holidays closed. Staff views may open them. */
  closedDays: boolean;
}

const overlaps = (intervals: [number, number][] | undefined, start: number, end: number) =>
  intervals?.some(([from, to]) => from < end && start < to) ?? false;

/**
 * Every free slot of every doctor, by start then doctor name: a slot starts on the 15-minute
 * grid inside one of the doctor's working ranges of that weekday, ends within it, and overlaps
 * nothing the doctor has. Days, weekdays and wall-clock times are the clinic's (date-fns/tz).
 */
export function freeSlots(input: SlotInput): FreeSlot[] {
  const slots: FreeSlot[] = [];
  const earliest = input.earliest.getTime();
  // Sorted once: slots at one time are listed by doctor name.
  const rank = new Map(
    [...input.doctors]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((doctor, index) => [doctor.id, index]),
  );
  for (const day of input.days) {
    if (input.closedDays && (isClosedWeekday(day) || input.holidays.has(day))) continue;
    const weekday = clinicWeekday(day);
    for (const doctor of input.doctors) {
      const ranges = (input.hours.get(doctor.id) ?? DEFAULT_HOURS).filter(
        (range) => range.weekday === weekday,
      );
      const busy = input.busy.get(doctor.id);
      for (const range of ranges) {
        const close = clinicInstant(day, range.end).getTime();
        for (
          let start = clinicInstant(day, range.start);
          addMinutes(start, input.minutes).getTime() <= close;
          start = addMinutes(start, BOOKING.gridMinutes)
        ) {
          const end = addMinutes(start, input.minutes);
          if (start.getTime() < earliest) continue;
          if (overlaps(busy, start.getTime(), end.getTime())) continue;
          slots.push({ start, end, doctor, day });
        }
      }
    }
  }
  return slots.sort(
    (a, b) =>
      a.start.getTime() - b.start.getTime() ||
      (rank.get(a.doctor.id) ?? 0) - (rank.get(b.doctor.id) ?? 0),
  );
}

/**
 * "Any available": one slot per start time, given to the doctor with the fewest bookings that
 * day so far (then by name), so the day's work spreads.
 */
export function anyDoctor(slots: FreeSlot[], load: (slot: FreeSlot) => number): FreeSlot[] {
  const byStart = new Map<number, FreeSlot>();
  for (const slot of slots) {
    const key = slot.start.getTime();
    const chosen = byStart.get(key);
    if (!chosen || load(slot) < load(chosen)) {
      byStart.set(key, slot);
    }
  }
  return [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The UTC starts (ISO) of the 15-minute cells [start, end) covers. */
export function cellsOf(start: Date, end: Date): string[] {
  const cells: string[] = [];
  for (let cell = start; cell < end; cell = addMinutes(cell, BOOKING.gridMinutes)) {
    cells.push(cell.toISOString());
  }
  return cells;
}

/** Whether an instant falls on the grid (…:00, :15, :30, :45, no seconds). */
export const onGrid = (instant: Date) => instant.getTime() % (BOOKING.gridMinutes * 60_000) === 0;
