import { namedHoursRuns, weeklyHoursLines, weeklyHoursRuns } from './clinic-hours';

const weekly = [
  { weekday: 1, start: '08:00', end: '17:00' },
  { weekday: 2, start: '08:00', end: '17:00' },
  { weekday: 3, start: '08:00', end: '17:00' },
  { weekday: 6, start: '09:00', end: '13:30' },
];

describe('the weekly hours', () => {
  it('joins consecutive days with the same hours into one run', () => {
    expect(weeklyHoursRuns(weekly)).toEqual([
      { first: 1, last: 3, start: '08:00', end: '17:00' },
      { first: 6, last: 6, start: '09:00', end: '13:30' },
    ]);
    expect(weeklyHoursLines(weekly)).toEqual([
      'Monday to Wednesday 8.00am-5.00pm',
      'Saturday 9.00am-1.30pm',
    ]);
  });

  it('names the days and words the times as each language does', () => {
    expect(namedHoursRuns('en', weekly)).toEqual([
      { first: 'Monday', last: 'Wednesday', start: '8.00am', end: '5.00pm' },
      { first: 'Saturday', last: null, start: '9.00am', end: '1.30pm' },
    ]);
    expect(namedHoursRuns('sw', weekly)).toEqual([
      { first: 'Jumatatu', last: 'Jumatano', start: '08:00', end: '17:00' },
      { first: 'Jumamosi', last: null, start: '09:00', end: '13:30' },
    ]);
  });
});
