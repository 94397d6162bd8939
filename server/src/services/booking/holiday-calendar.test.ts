import { scheduleRepository } from '../../repositories/schedule-repository';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/database';
import { addYearHolidays, easterSunday, FIRST_RULE_YEAR, kenyaHolidays } from './holiday-calendar';

describe('the rule-bound public holidays', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2038, '2038-04-25'],
  ])('puts Easter Sunday %i on %s', (year, day) => {
    expect(easterSunday(year).toISOString().slice(0, 10)).toBe(day);
  });

  it('keeps a holiday that falls on a Sunday on the next free weekday', () => {
    // 2022: Christmas on a Sunday, Boxing Day on the Monday, so Christmas is kept on the Tuesday.
    const december = kenyaHolidays(2022).filter((h) => h.day.startsWith('2022-12'));
    expect(december).toEqual([
      { day: '2022-12-12', name: 'Jamhuri Day' },
      { day: '2022-12-26', name: 'Boxing Day' },
      { day: '2022-12-27', name: 'Christmas Day (observed)' },
    ]);
    expect(kenyaHolidays(2028)).toHaveLength(10);
  });
});

describe.each(testDatabaseKinds())('adding holidays by rule on %s', (kind) => {
  let database: TestDatabase;
  const ctx = () => ({ db: database.db, clock: () => Date.parse('2027-06-01T09:00:00Z') });
  const holidaysOf = async (year: number) =>
    scheduleRepository(database.db).holidays({ from: `${year}-01-01`, to: `${year}-12-31` });
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(() => database.drop());

  it('agrees with the holidays the first migration wrote for 2026 and 2027, Idd aside', async () => {
    for (const year of [2026, 2027]) {
      const seeded = (await holidaysOf(year))
        .filter((h) => !h.name.startsWith('Idd'))
        .map(({ day, name }) => ({ day, name }));
      expect(kenyaHolidays(year)).toEqual(seeded);
    }
  });

  it('adds a year once across instances, and never the years the migration wrote', async () => {
    expect(await addYearHolidays(ctx(), FIRST_RULE_YEAR - 1)).toBe(0);
    // Two instances at once: the database lets one of them add the year.
    const added = await Promise.all([
      addYearHolidays(ctx(), FIRST_RULE_YEAR),
      addYearHolidays(ctx(), FIRST_RULE_YEAR),
    ]);
    expect(added.sort()).toEqual([0, 10]);
    expect((await holidaysOf(FIRST_RULE_YEAR)).map((h) => h.day)).toEqual(
      kenyaHolidays(FIRST_RULE_YEAR).map((h) => h.day),
    );
  });

  it('keeps what staff did: their day is not doubled, a deleted holiday is not brought back', async () => {
    const repo = scheduleRepository(database.db);
    await repo.insertHoliday({ day: '2029-06-01', name: 'Madaraka Day (clinic open late)' });
    expect(await addYearHolidays(ctx(), 2029)).toBe(9);
    const labourDay = (await holidaysOf(2029)).find((h) => h.day === '2029-05-01');
    await repo.deleteHoliday(labourDay!.id);
    expect(await addYearHolidays(ctx(), 2029)).toBe(0);
    const kept = await holidaysOf(2029);
    expect(kept.find((h) => h.day === '2029-06-01')?.name).toBe('Madaraka Day (clinic open late)');
    expect(kept.map((h) => h.day)).not.toContain('2029-05-01');
  });
});
