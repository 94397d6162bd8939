// The pure rules of a booking's life (docs/behaviour.md#booking-rules): its reference, when its
// reminder is due, and until when and how often the manage link may change it.
import { BOOKING_MESSAGES, clinicInstant } from 'shared-data/contract';
import { HttpError } from '../../core/errors';
import {
  MAX_MOVES_ONLINE,
  assertChangeable,
  assertMovableOnline,
  changeUntil,
  contactOf,
  isChangeable,
  newReference,
  reminderDue,
} from './rules';

const at = (day: string, time: string) => clinicInstant(day, time);
/** A booking on Tuesday 8 December 2026 at 09:00, clinic time. */
const booking = { status: 'booked' as const, start: at('2026-12-08', '09:00').toISOString() };

/** What `run` throws, as status and message. */
function refusal(run: () => void) {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, msg: error.message };
    throw error;
  }
  return null;
}

describe('newReference', () => {
  it('is MV- and six characters that cannot be misread (no I, O, 0 or 1)', () => {
    const made = Array.from({ length: 300 }, newReference);
    for (const reference of made) expect(reference).toMatch(/^MV-[A-HJ-NP-Z2-9]{6}$/);
    expect(new Set(made).size).toBeGreaterThan(295);
  });
});

describe('reminderDue', () => {
  const start = at('2026-12-08', '09:00');

  it('is 24 hours before the start', () => {
    expect(reminderDue(start, at('2026-12-01', '12:00').getTime())).toBe(
      at('2026-12-07', '09:00').toISOString(),
    );
  });

  it('is none when that time has come: a booking made at short notice gets no reminder', () => {
    expect(reminderDue(start, at('2026-12-07', '09:00').getTime())).toBeNull();
    expect(reminderDue(start, at('2026-12-08', '08:00').getTime())).toBeNull();
    expect(reminderDue(start, at('2026-12-07', '09:00').getTime() - 1)).not.toBeNull();
  });
});

describe('what the manage link may change', () => {
  const cutoff = at('2026-12-08', '07:00').getTime();

  it('changes a booking until 2 hours before it starts', () => {
    expect(changeUntil(booking).getTime()).toBe(cutoff);
    expect(isChangeable(booking, cutoff - 60 * 60_000)).toBe(true);
    expect(isChangeable(booking, cutoff)).toBe(true);
    expect(isChangeable(booking, cutoff + 1)).toBe(false);
    expect(refusal(() => assertChangeable(booking, cutoff))).toBeNull();
    expect(refusal(() => assertChangeable(booking, cutoff + 1))).toEqual({
      status: 409,
      msg: BOOKING_MESSAGES.tooLateToChange,
    });
  });

  it.each(['cancelled', 'arrived', 'completed', 'no_show'] as const)(
    'changes no booking that is %s, however early',
    (status) => {
      expect(isChangeable({ ...booking, status }, cutoff - 86_400_000)).toBe(false);
      expect(refusal(() => assertChangeable({ ...booking, status }, cutoff - 86_400_000))).toEqual({
        status: 409,
        msg: BOOKING_MESSAGES.notChangeable,
      });
    },
  );

  it('moves a booking 3 times at most; the 4th move is a call to the clinic', () => {
    expect(MAX_MOVES_ONLINE).toBe(3);
    for (const sequence of [0, 1, 2]) {
      expect(refusal(() => assertMovableOnline({ sequence }))).toBeNull();
    }
    for (const sequence of [3, 4]) {
      expect(refusal(() => assertMovableOnline({ sequence }))).toEqual({
        status: 409,
        msg: 'This appointment has been moved 3 times; please call us to move it again',
      });
    }
  });
});

describe('contactOf', () => {
  it('is the phone and the address the booking was made with, as consents are found', () => {
    expect(contactOf({ phonenumber: '+254722418301', email: null })).toEqual({
      phone: '+254722418301',
      email: null,
    });
  });
});
