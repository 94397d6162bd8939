// The range and date checks every booking call shares (docs/behaviour.md#constants-and-limits):
// arithmetic on the two ends, so a range of any length is judged without being listed.
import {
  BOOKING,
  clinicDays,
  dateWindow,
  dayNumber,
  dayProblem,
  dayRangeProblem,
  instantProblem,
} from './booking';

// 27 November 2026, clinic time: the window is 2000-01-01 to 2028-12-31.
const NOW = Date.parse('2026-11-27T09:00:00+03:00');

describe('dayNumber', () => {
  it('numbers real days from 1970-01-01', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2026-12-01')).toBe(20_788);
    expect(dayNumber('2024-02-29')).toBe(19_782);
    expect(dayNumber('0000-01-01')).toBe(-719_528);
  });

  it.each([
    '2026-02-31',
    '2027-02-29',
    '2026-13-01',
    '2026-00-10',
    '+275760-09-13',
    '10000-01-01',
    '2026-1-1',
    '',
  ])('has no number for %j', (day) => {
    expect(dayNumber(day)).toBeNull();
  });
});

describe('the years dates may be in', () => {
  it('runs from the first year to the end of the year two after the current one', () => {
    expect(dateWindow(NOW)).toEqual({ first: '2000-01-01', last: '2028-12-31' });
    // The year turns at midnight in Nairobi, not in UTC.
    expect(dateWindow(Date.parse('2026-12-31T22:00:00Z'))).toEqual({
      first: '2000-01-01',
      last: '2029-12-31',
    });
  });

  it.each([
    ['2026-12-01', null],
    ['2000-01-01', null],
    ['2028-12-31', null],
    ['1999-12-31', 'must be a date from 2000-01-01 to 2028-12-31'],
    ['2029-01-01', 'must be a date from 2000-01-01 to 2028-12-31'],
    ['0000-01-01', 'must be a date from 2000-01-01 to 2028-12-31'],
    ['9999-12-31', 'must be a date from 2000-01-01 to 2028-12-31'],
    ['2026-02-31', 'must be a real date'],
    ['+275760-09-13', 'must be a date YYYY-MM-DD'],
  ])('says of the day %j: %j', (day, problem) => {
    expect(dayProblem(day, NOW)).toBe(problem);
  });

  it.each([
    ['2026-12-01T09:00:00+03:00', null],
    ['2000-01-01T00:00:00+03:00', null],
    ['1999-12-31T23:59:59+03:00', 'must be a date and time from 2000-01-01 to 2028-12-31'],
    ['2028-12-31T23:45:00+03:00', null],
    ['2029-01-01T00:00:00+03:00', 'must be a date and time from 2000-01-01 to 2028-12-31'],
    ['0000-01-01T00:00:00Z', 'must be a date and time from 2000-01-01 to 2028-12-31'],
    ['9999-12-31T23:59:59+14:00', 'must be a date and time from 2000-01-01 to 2028-12-31'],
    ['not a time', 'must be a date and time from 2000-01-01 to 2028-12-31'],
  ])('says of the instant %j: %j', (instant, problem) => {
    expect(instantProblem(instant, NOW)).toBe(problem);
  });
});

describe('dayRangeProblem', () => {
  const longest = BOOKING.maxRangeDays;
  const from = (rule: string) => ({ field: 'from', rule });
  const to = (rule: string) => ({ field: 'to', rule });
  const OUTSIDE = 'must be a date from 2000-01-01 to 2028-12-31';
  const TOO_LONG = 'must be at most 30 days after from';
  it.each([
    ['one day', '2026-12-01', '2026-12-01', null],
    [`${longest} days`, '2026-12-01', '2026-12-31', null],
    [`${longest + 1} days`, '2026-12-01', '2027-01-01', to(TOO_LONG)],
    ['the whole window', '2000-01-01', '2028-12-31', to(TOO_LONG)],
    ['backwards', '2026-12-10', '2026-12-01', to('must not be before from')],
    ['10,000 years', '0001-01-01', '9999-12-31', from(OUTSIDE)],
    ['to in year 9999', '2026-12-01', '9999-12-31', to(OUTSIDE)],
    ['a year-275760 end', '2026-12-01', '+275760-09-13', to('must be a date YYYY-MM-DD')],
    ['2026-02-31', '2026-02-31', '2026-03-01', from('must be a real date')],
  ])('judges %s', (_label, first, last, problem) => {
    expect(dayRangeProblem(first, last, longest, NOW)).toEqual(problem);
  });

  it('takes any length inside the window when no longest is given', () => {
    expect(dayRangeProblem('2000-01-01', '2028-12-31', undefined, NOW)).toBeNull();
  });
});

describe('clinicDays', () => {
  it('lists the days from..to, across months and a leap day', () => {
    expect(clinicDays('2024-02-27', '2024-03-02')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
    expect(clinicDays('2026-12-05', '2026-12-01')).toEqual([]);
  });

  it.each([
    ['more than a year', '2026-01-01', '2027-01-02'],
    ['10,000 years', '0001-01-01', '9999-12-31'],
    ['a day that is not real', '2026-02-31', '2026-03-01'],
    // Compared as text, '10000-01-01' would sort before '9999-...' and never be reached.
    ['a five-digit year', '9999-12-30', '10000-01-01'],
  ])('refuses %s before listing any', (_label, from, to) => {
    expect(() => clinicDays(from, to)).toThrow(RangeError);
  });
});
