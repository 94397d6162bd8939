// Which times are free, from what the database gave (docs/behaviour.md#booking-rules): bookings
// and time off take a doctor's time, a move's own time counts free, "any available" spreads the
// day over the doctors, and online rules keep the lead time, the window and closed days.
import { clinicInstant, toClinicIso } from 'shared-data/contract';
import { availableSlots, bookableRange, type AvailabilityInput } from './availability-rules';

/** Monday 7 December 2026; the clinic's consultation hours are 08:00-17:00 on weekdays. */
const MONDAY = '2026-12-07';
const TUESDAY = '2026-12-08';
const achieng = { id: 'd-achieng', name: 'Dr Achieng Otieno' };
const baraka = { id: 'd-baraka', name: 'Dr Baraka Mwangi' };
const at = (time: string, day = MONDAY) => clinicInstant(day, time).toISOString();
const held = (doctorId: string, start: string, end: string, day = MONDAY) => ({
  id: `${doctorId}-${day}-${start}`,
  doctorId,
  start: at(start, day),
  end: at(end, day),
});

function input(change: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    from: MONDAY,
    to: MONDAY,
    doctors: [achieng],
    type: { id: 'consultation', minutes: 30 },
    hours: new Map(),
    timeOff: [],
    holidays: [],
    bookings: [],
    now: new Date(at('00:00', '2026-12-01')),
    online: false,
    onePerTime: false,
    ...change,
  };
}

/** The slots as 'HH:MM doctor' in the clinic's time. */
const times = (slots: ReturnType<typeof availableSlots>) =>
  slots.map((slot) => `${toClinicIso(slot.start).slice(11, 16)} ${slot.doctor.name.slice(3)}`);
const starts = (slots: ReturnType<typeof availableSlots>) =>
  slots.map((slot) => toClinicIso(slot.start).slice(11, 16));

describe('availableSlots over a day', () => {
  it('gives every half hour start from 08:00 to 16:30 of a free day', () => {
    const slots = availableSlots(input());
    expect(slots).toHaveLength(35);
    expect(starts(slots).slice(0, 3)).toEqual(['08:00', '08:15', '08:30']);
    expect(starts(slots).at(-1)).toBe('16:30');
  });

  it('leaves out every start that would overlap a booking or time off', () => {
    const slots = starts(
      availableSlots(
        input({
          bookings: [held(achieng.id, '10:00', '10:30')],
          timeOff: [{ doctorId: achieng.id, start: at('13:00'), end: at('14:00') }],
        }),
      ),
    );
    for (const gone of ['09:45', '10:00', '10:15', '12:45', '13:00', '13:30', '13:45']) {
      expect(slots).not.toContain(gone);
    }
    for (const kept of ['09:30', '10:30', '12:30', '14:00']) expect(slots).toContain(kept);
    expect(slots).toHaveLength(35 - 3 - 5);
  });

  it("takes only the doctor's own bookings and time off", () => {
    const slots = availableSlots(
      input({
        bookings: [held(baraka.id, '08:00', '17:00')],
        timeOff: [{ doctorId: baraka.id, start: at('08:00'), end: at('17:00') }],
      }),
    );
    expect(slots).toHaveLength(35);
  });

  it("counts a moving booking's own time free", () => {
    const booking = held(achieng.id, '10:00', '10:30');
    const moving = starts(
      availableSlots(input({ bookings: [booking], ignoreBooking: booking.id })),
    );
    expect(moving).toContain('10:00');
    expect(moving).toHaveLength(35);
  });

  it('lists every doctor at each time, by name, unless one per time is asked', () => {
    const slots = availableSlots(input({ doctors: [baraka, achieng] }));
    expect(times(slots).slice(0, 3)).toEqual([
      '08:00 Achieng Otieno',
      '08:00 Baraka Mwangi',
      '08:15 Achieng Otieno',
    ]);
  });

  it('gives "any available" each time to the doctor with the fewest bookings that day', () => {
    const busyAchieng = [held(achieng.id, '08:00', '08:30'), held(achieng.id, '16:30', '17:00')];
    const slots = availableSlots(
      input({ doctors: [achieng, baraka], bookings: busyAchieng, onePerTime: true }),
    );
    expect(slots).toHaveLength(35);
    expect(new Set(slots.map((slot) => slot.doctor.id))).toEqual(new Set([baraka.id]));

    // Another day's bookings do not count: the tie goes by name.
    const elsewhere = [held(achieng.id, '08:00', '08:30', TUESDAY)];
    const tied = availableSlots(
      input({ doctors: [baraka, achieng], bookings: elsewhere, onePerTime: true }),
    );
    expect(new Set(tied.map((slot) => slot.doctor.id))).toEqual(new Set([achieng.id]));
  });

  it('online, starts an hour after now at the earliest; staff may book from now', () => {
    const now = new Date(at('09:10'));
    expect(starts(availableSlots(input({ now, online: true })))[0]).toBe('10:15');
    expect(starts(availableSlots(input({ now, online: false })))[0]).toBe('09:15');
  });

  it('online, closes a holiday; staff still see it', () => {
    const holidays = [{ day: MONDAY }];
    expect(availableSlots(input({ holidays, online: true }))).toEqual([]);
    expect(availableSlots(input({ holidays, online: false }))).toHaveLength(35);
  });
});

describe('bookableRange', () => {
  const now = new Date(at('09:10'));

  it('online, cuts the range to the window: from an hour ahead to 30 days ahead', () => {
    expect(bookableRange('2026-12-01', '2027-01-31', now, true)).toEqual({
      from: MONDAY,
      to: '2027-01-06',
    });
    // Late in the evening, the hour ahead is tomorrow.
    expect(bookableRange(MONDAY, TUESDAY, new Date(at('23:30')), true)).toEqual({
      from: TUESDAY,
      to: TUESDAY,
    });
  });

  it('leaves a staff range as it is', () => {
    expect(bookableRange('2026-12-01', '2027-01-31', now, false)).toEqual({
      from: '2026-12-01',
      to: '2027-01-31',
    });
  });

  it('is none when nothing of the range is left', () => {
    expect(bookableRange('2026-11-01', '2026-11-30', now, true)).toBeNull();
    expect(bookableRange('2027-02-01', '2027-02-02', now, true)).toBeNull();
    expect(bookableRange(TUESDAY, MONDAY, now, false)).toBeNull();
  });
});
