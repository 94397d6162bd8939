import {
  BOOKING,
  CLINIC_HOURS,
  clinicInstant,
  clinicOpenings,
  clinicWeekday,
  dayNumber,
  isClosedWeekday,
  isGeriatricClinicDay,
  type WorkingHours,
} from 'shared-data/contract';

const MINUTE = 60_000;
const GRID = BOOKING.gridMinutes * MINUTE;
/** Grid steps in a day: no working range holds more starts. */
const STEPS_PER_DAY = (24 * 60) / BOOKING.gridMinutes;
/** Cells of the longest appointment. */
const MAX_CELLS = BOOKING.maxMinutes / BOOKING.gridMinutes;

/** A doctor's weekly hours when none are set: the clinic's consultation hours. */
export const DEFAULT_HOURS: WorkingHours[] = CLINIC_HOURS.weekly.map((opening) => ({
  ...opening,
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
  /**
   * Online: Sundays and holidays closed, and times only inside the clinic's hours for the type
   * (`clinicOpenings`: the consultation hours; the geriatric clinic's first Saturday for its
   * type). Staff views may open any day and hour.
   */
  closedDays: boolean;
  /** The appointment type, for the days kept for one type (the geriatric clinic's). */
  typeId?: string;
}

/** The parts of `ranges` inside `openings` ('HH:MM' compare as text). */
function within(ranges: WorkingHours[], openings: readonly WorkingHours[]): WorkingHours[] {
  const inside: WorkingHours[] = [];
  for (const range of ranges) {
    for (const opening of openings) {
      const start = range.start > opening.start ? range.start : opening.start;
      const end = range.end < opening.end ? range.end : opening.end;
      if (start < end) inside.push({ weekday: range.weekday, start, end });
    }
  }
  return inside;
}

const overlaps = (intervals: [number, number][] | undefined, start: number, end: number) =>
  intervals?.some(([from, to]) => from < end && start < to) ?? false;

/**
 * Every free slot of every doctor, by start then doctor name: a slot starts on the 15-minute
 * grid inside one of the doctor's working ranges of that weekday, ends within it, and overlaps
 * nothing the doctor has. Days, weekdays and wall-clock times are the clinic's (date-fns/tz).
 *
 * The work is bounded before it starts: at most BOOKING.maxRangeDays days and a length from
 * BOOKING.minMinutes to BOOKING.maxMinutes (else a RangeError: the calls refuse such a range
 * with a 400 before they get here); each range's starts are counted, not searched for. A day
 * that is not a real date, or is before BOOKING.firstYear, has no slots.
 */
export function freeSlots(input: SlotInput): FreeSlot[] {
  if (input.days.length > BOOKING.maxRangeDays) {
    throw new RangeError(`freeSlots takes at most ${BOOKING.maxRangeDays} days`);
  }
  if (
    !Number.isInteger(input.minutes) ||
    input.minutes < BOOKING.minMinutes ||
    input.minutes > BOOKING.maxMinutes
  ) {
    throw new RangeError(
      `freeSlots takes ${BOOKING.minMinutes} to ${BOOKING.maxMinutes} minutes, not ${input.minutes}`,
    );
  }
  const slots: FreeSlot[] = [];
  const earliest = input.earliest.getTime();
  const length = input.minutes * MINUTE;
  // Sorted once: slots at one time are listed by doctor name.
  const rank = new Map(
    [...input.doctors]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((doctor, index) => [doctor.id, index]),
  );
  for (const day of input.days) {
    if (!isSlotDay(day)) continue;
    if (input.closedDays && (isClosedWeekday(day) || input.holidays.has(day))) continue;
    const weekday = clinicWeekday(day);
    const openings = input.closedDays ? clinicOpenings(day, input.typeId) : null;
    if (openings?.length === 0) continue;
    // The geriatric clinic's day is the clinic's own session: its doctors work its hours.
    const session = openings !== null && isGeriatricClinicDay(day);
    for (const doctor of input.doctors) {
      const own = (input.hours.get(doctor.id) ?? DEFAULT_HOURS).filter(
        (range) => range.weekday === weekday,
      );
      const ranges = !openings
        ? own
        : session
          ? openings.map((opening) => ({ ...opening, weekday }))
          : within(own, openings);
      const busy = input.busy.get(doctor.id);
      for (const range of ranges) {
        const open = clinicInstant(day, range.start).getTime();
        const close = clinicInstant(day, range.end).getTime();
        // The starts that end by the close, counted first (NaN or none: the range gives none).
        const steps = Math.min(Math.floor((close - length - open) / GRID) + 1, STEPS_PER_DAY);
        for (let step = 0; step < steps; step += 1) {
          const start = open + step * GRID;
          if (start < earliest) continue;
          if (overlaps(busy, start, start + length)) continue;
          slots.push({ start: new Date(start), end: new Date(start + length), doctor, day });
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

/** A day slots can be on: a real date 'YYYY-MM-DD' of the clinic's years. */
function isSlotDay(day: string): boolean {
  return dayNumber(day) !== null && Number(day.slice(0, 4)) >= BOOKING.firstYear;
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

/**
 * The UTC starts (ISO) of the 15-minute cells [start, end) covers: a booking's, so at most
 * BOOKING.maxMinutes long. Counted before the first is made: a longer or unreadable span is a
 * RangeError, never a long loop.
 */
export function cellsOf(start: Date, end: Date): string[] {
  const count = Math.ceil((end.getTime() - start.getTime()) / GRID);
  if (!Number.isFinite(count) || count > MAX_CELLS) {
    throw new RangeError(`cellsOf takes at most ${BOOKING.maxMinutes} minutes`);
  }
  const cells: string[] = [];
  for (let cell = 0; cell < count; cell += 1) {
    cells.push(new Date(start.getTime() + cell * GRID).toISOString());
  }
  return cells;
}

/** Whether an instant falls on the grid (…:00, :15, :30, :45, no seconds). */
export const onGrid = (instant: Date) => instant.getTime() % (BOOKING.gridMinutes * 60_000) === 0;
