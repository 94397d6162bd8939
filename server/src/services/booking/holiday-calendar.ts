import { startBackgroundJob, type BackgroundJob } from '../../core/background-timer';
import { metaRepository } from '../../repositories/meta-repository';
import { isUniqueViolation } from '../../repositories/common';
import { scheduleRepository } from '../../repositories/schedule-repository';
import type { ServiceContext } from '../context';

// Kenya's public holidays that follow a rule (docs/behaviour.md#booking-rules): the fixed dates
// of the Public Holidays Act and the two Easter days. Idd-ul-Fitr and Idd-ul-Azha follow the
// moon and are announced each year: staff add them in the dashboard, as any other closed day.
// The first migration wrote the holidays of 2026 and 2027; from 2028 on, each year's rule-bound
// holidays are added once, when the year comes within reach of online booking, and are then
// rows like any other: staff may rename or delete them and they are never added again.

/** The first year whose holidays are added by rule (earlier ones came with the first migration). */
export const FIRST_RULE_YEAR = 2028;
/** The app_meta key that says a year's holidays were added (by any instance, once). */
const addedKey = (year: number) => `holidays_added_${year}`;
const FOREVER_MS = 1000 * 365 * 24 * 60 * 60 * 1000;

const FIXED: [month: number, day: number, name: string][] = [
  [1, 1, "New Year's Day"],
  [5, 1, 'Labour Day'],
  [6, 1, 'Madaraka Day'],
  [10, 10, 'Mazingira Day'],
  [10, 20, 'Mashujaa Day'],
  [12, 12, 'Jamhuri Day'],
  [12, 25, 'Christmas Day'],
  [12, 26, 'Boxing Day'],
];

const utcDay = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day));
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Easter Sunday of `year` in the Gregorian calendar (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utcDay(year, month, day);
}

/**
 * The rule-bound public holidays of `year`, by day. A holiday that falls on a Sunday is kept
 * on the next day that is neither a Sunday nor another holiday, named '(observed)' (2022:
 * Christmas on a Sunday, Boxing Day on the Monday, the Tuesday off).
 */
export function kenyaHolidays(year: number): { day: string; name: string }[] {
  const easter = easterSunday(year);
  const all = [
    ...FIXED.map(([month, day, name]) => ({ date: utcDay(year, month, day), name })),
    { date: addDays(easter, -2), name: 'Good Friday' },
    { date: addDays(easter, 1), name: 'Easter Monday' },
  ].sort((a, b) => a.date.getTime() - b.date.getTime());
  const onSunday = (date: Date) => date.getUTCDay() === 0;
  const taken = new Set(all.filter((h) => !onSunday(h.date)).map((h) => isoDay(h.date)));
  const kept: { day: string; name: string }[] = [];
  for (const holiday of all) {
    if (!onSunday(holiday.date)) {
      kept.push({ day: isoDay(holiday.date), name: holiday.name });
      continue;
    }
    let date = addDays(holiday.date, 1);
    while (onSunday(date) || taken.has(isoDay(date))) date = addDays(date, 1);
    taken.add(isoDay(date));
    kept.push({ day: isoDay(date), name: `${holiday.name} (observed)` });
  }
  return kept.sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * Adds the rule-bound holidays of `year` (from FIRST_RULE_YEAR on) once across every instance:
 * the first to claim the year adds them, skipping days that already have a holiday. Answers how
 * many it added (0 when the year was done already or is before FIRST_RULE_YEAR).
 */
export async function addYearHolidays(ctx: Pick<ServiceContext, 'db' | 'clock'>, year: number) {
  if (year < FIRST_RULE_YEAR) return 0;
  if (!(await metaRepository(ctx.db).claim(addedKey(year), ctx.clock(), FOREVER_MS))) return 0;
  const repo = scheduleRepository(ctx.db);
  const existing = new Set(
    (await repo.holidays({ from: `${year}-01-01`, to: `${year}-12-31` })).map((h) => h.day),
  );
  let added = 0;
  for (const holiday of kenyaHolidays(year)) {
    if (existing.has(holiday.day)) continue;
    try {
      await repo.insertHoliday(holiday);
      added += 1;
    } catch (error) {
      // Added by staff in the meantime: theirs stays.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return added;
}

/** How often the calendar looks whether a new year has come within reach. */
const CALENDAR_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * On every instance: now (a moment after start) and daily, adds this year's and next year's
 * rule-bound holidays where no instance has yet (addYearHolidays), so online booking never
 * reaches a year with no holidays in it.
 */
export function startHolidayCalendar(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'log'>,
  { firstMs = 5_000, everyMs = CALENDAR_EVERY_MS } = {},
): BackgroundJob {
  const pass = async () => {
    const year = new Date(ctx.clock()).getUTCFullYear();
    for (const each of [year, year + 1]) {
      const added = await addYearHolidays(ctx, each);
      if (added) ctx.log.info(`added ${added} public holidays of ${each}`);
    }
  };
  return startBackgroundJob(pass, {
    firstMs,
    everyMs,
    log: ctx.log,
    failure: 'adding public holidays failed',
  });
}
