// The pure slot rules given hostile input: every loop's bound is known before it starts, and a
// date that is not a real one gives nothing rather than an error or an endless loop
// (docs/security.md#ranges-dates-and-pages).
import { BOOKING, clinicDays, clinicInstant } from 'shared-data/contract';
import { cellsOf, freeSlots, type SlotInput } from './slots';

const doctor = { id: 'd1', name: 'Dr Wanjiru Kamau' };

function input(days: string[], change: Partial<SlotInput> = {}): SlotInput {
  return {
    days,
    doctors: [doctor],
    minutes: 30,
    hours: new Map(),
    busy: new Map(),
    holidays: new Set(),
    earliest: new Date(0),
    closedDays: false,
    ...change,
  };
}

describe('freeSlots', () => {
  it('gives a working Monday its 35 half-hour starts on the grid, 08:00 to 16:30', () => {
    const slots = freeSlots(input(['2026-12-07']));
    expect(slots).toHaveLength(35);
    expect(slots[0]?.start).toEqual(clinicInstant('2026-12-07', '08:00'));
    expect(slots.at(-1)?.end).toEqual(clinicInstant('2026-12-07', '17:00'));
  });

  it.each([
    ['2026-02-31', 'a day February does not have'],
    ['2026-13-01', 'month 13'],
    ['0000-01-03', 'year 0'],
    ['1999-12-06', 'a Monday before the clinic’s first year'],
    ['+275760-09-13', 'year 275760'],
    ['10000-01-03', 'a five-digit year'],
    ['', 'nothing'],
  ])('gives no slot, and no error, on %s (%s)', (day) => {
    expect(freeSlots(input([day]))).toEqual([]);
  });

  it(`refuses more than ${BOOKING.maxRangeDays} days before looking at any`, () => {
    const hours = new Map();
    const looked = jest.spyOn(hours, 'get');
    const days = clinicDays('2026-12-01', '2027-01-01');
    expect(days).toHaveLength(BOOKING.maxRangeDays + 1);
    expect(() => freeSlots(input(days, { hours }))).toThrow(RangeError);
    expect(looked).not.toHaveBeenCalled();
  });

  it.each([0, -30, 7.5, Number.NaN, BOOKING.maxMinutes + 15, Number.POSITIVE_INFINITY])(
    'refuses a length of %s minutes before looking at any day',
    (minutes) => {
      const hours = new Map();
      const looked = jest.spyOn(hours, 'get');
      expect(() => freeSlots(input(['2026-12-07'], { minutes, hours }))).toThrow(RangeError);
      expect(looked).not.toHaveBeenCalled();
    },
  );

  it('counts a range’s starts instead of searching for them: odd hours give at most a day of starts', () => {
    const odd = new Map([
      [
        doctor.id,
        [
          { weekday: 1, start: '17:00', end: '08:00' }, // backwards
          { weekday: 1, start: '00:00', end: '24:00' }, // the whole day
          { weekday: 1, start: 'xx:yy', end: '24:00' }, // unreadable
        ],
      ],
    ]);
    const slots = freeSlots(input(['2026-12-07'], { hours: odd, minutes: 15 }));
    expect(slots).toHaveLength(96);
  });
});

describe('cellsOf', () => {
  const at = (time: string) => clinicInstant('2026-12-07', time);

  it('gives the 15-minute cells a booking covers', () => {
    expect(cellsOf(at('09:00'), at('09:45'))).toEqual([
      '2026-12-07T06:00:00.000Z',
      '2026-12-07T06:15:00.000Z',
      '2026-12-07T06:30:00.000Z',
    ]);
    expect(cellsOf(at('09:00'), at('09:00'))).toEqual([]);
  });

  it('refuses a span longer than the longest appointment, or unreadable, before making a cell', () => {
    expect(() => cellsOf(new Date(0), new Date(8.64e15))).toThrow(RangeError);
    expect(() => cellsOf(at('09:00'), new Date(Number.NaN))).toThrow(RangeError);
    expect(() => cellsOf(at('08:00'), at('16:15'))).toThrow(RangeError);
    expect(cellsOf(at('08:00'), at('16:00'))).toHaveLength(BOOKING.maxMinutes / 15);
  });
});
