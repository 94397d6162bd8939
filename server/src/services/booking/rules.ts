import { randomInt } from 'node:crypto';
import { addHours, addMinutes, parseISO } from 'date-fns';
import { BOOKING, BOOKING_MESSAGES } from 'shared-data/contract';
import { HttpError } from '../../core/errors';
import type { BookingRecord } from '../../repositories/booking-repository';

// The rules of a booking's life that need no database (docs/behaviour.md#booking-rules): its
// reference, when its reminder is due, and until when and how often the manage link changes it.

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new booking's reference: MV- and 6 characters that cannot be misread (no I, O, 0, 1). */
export function newReference(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `MV-${code}`;
}

/**
 * When the reminder of an appointment at `start` is due: BOOKING.reminderHoursBefore before it,
 * or null when that time has passed (a booking made at short notice gets none).
 */
export function reminderDue(start: Date, now: number): string | null {
  const due = addHours(start, -BOOKING.reminderHoursBefore);
  return due.getTime() > now ? due.toISOString() : null;
}

/**
 * Each move mails the client again: the manage link moves a booking only while it has been moved
 * (or changed) fewer times than this (docs/behaviour.md#booking-rules).
 */
export const MAX_MOVES_ONLINE = 3;
const MOVED_TOO_OFTEN = `This appointment has been moved ${MAX_MOVES_ONLINE} times; please call us to move it again`;

/** The last moment the manage link may cancel or move the booking. */
export const changeUntil = (b: Pick<BookingRecord, 'start'>) =>
  addMinutes(parseISO(b.start), -BOOKING.manageCutoffMinutes);

/** Whether the manage link may still cancel or move it: booked, and not too close to it. */
export const isChangeable = (b: Pick<BookingRecord, 'status' | 'start'>, now: number) =>
  b.status === 'booked' && now <= changeUntil(b).getTime();

/** The 409 of a booking the manage link may no longer change. */
export function assertChangeable(b: Pick<BookingRecord, 'status' | 'start'>, now: number) {
  if (b.status !== 'booked') throw new HttpError(409, BOOKING_MESSAGES.notChangeable);
  if (!isChangeable(b, now)) throw new HttpError(409, BOOKING_MESSAGES.tooLateToChange);
}

/** Whether the manage link may still move it: each move mails the client again. */
export function assertMovableOnline(b: Pick<BookingRecord, 'sequence'>) {
  if (b.sequence >= MAX_MOVES_ONLINE) throw new HttpError(409, MOVED_TOO_OFTEN);
}

/** The booking's contact, as its consents are found. */
export const contactOf = (b: Pick<BookingRecord, 'phonenumber' | 'email'>) => ({
  phone: b.phonenumber,
  email: b.email,
});
