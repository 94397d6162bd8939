/**
 * When the clinic sees animals, the one home of the fact: the footer's and the contact page's
 * stated hours (COMPANY.consultationHours) are written from it, and online booking offers times
 * only inside it (docs/behaviour.md#booking-rules). Plain data and arithmetic, no date library:
 * the shell's footer imports it.
 */

/** One weekly opening: ISO weekday (1 Monday .. 7 Sunday), clinic wall-clock 'HH:MM'. */
export interface ClinicOpening {
  weekday: number;
  start: string;
  end: string;
}

export const CLINIC_HOURS = {
  /** The consultation hours: Monday to Friday 08:00-17:00. */
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '17:00' })),
  /**
   * The geriatric wellness programme: the first Saturday of every month, 8am to 3pm, for the
   * senior pet check only (the Senior Pets service page; SPEC's constants).
   */
  geriatricClinic: {
    weekday: 6,
    /** The n-th such weekday of the month. */
    nth: 1,
    start: '08:00',
    end: '15:00',
    /** The appointment type booked on that day. */
    typeId: 'senior-pet-check',
    name: 'geriatric wellness clinic',
  },
} as const satisfies {
  weekly: ClinicOpening[];
  geriatricClinic: ClinicOpening & { nth: number; typeId: string; name: string };
};

import { INTL_LOCALE, type SiteLocale } from './locale';

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** '08:00' -> '8.00am', '17:00' -> '5.00pm', '12:30' -> '12.30pm'. */
export function clockText(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}.${String(minutes).padStart(2, '0')}${hours < 12 ? 'am' : 'pm'}`;
}

/** A run of days with the same hours: ISO weekdays `first` to `last`, 'HH:MM' wall clock. */
export interface OpeningRun {
  first: number;
  last: number;
  start: string;
  end: string;
}

/**
 * The weekly hours as runs of consecutive days with the same hours (Monday to Friday 08:00 to
 * 17:00 is one run), in weekday order: what each language words as a line of the footer.
 */
export function weeklyHoursRuns(
  weekly: readonly ClinicOpening[] = CLINIC_HOURS.weekly,
): OpeningRun[] {
  const sorted = [...weekly].sort(
    (a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start),
  );
  const runs: OpeningRun[] = [];
  for (const opening of sorted) {
    const run = runs.at(-1);
    if (
      run &&
      opening.weekday === run.last + 1 &&
      opening.start === run.start &&
      opening.end === run.end
    ) {
      run.last = opening.weekday;
      continue;
    }
    runs.push({
      first: opening.weekday,
      last: opening.weekday,
      start: opening.start,
      end: opening.end,
    });
  }
  return runs;
}

/**
 * The weekly hours as the footer words them in English: 'Monday to Friday 8.00am-5.00pm' (a run
 * of days with the same hours becomes one line).
 */
export function weeklyHoursLines(weekly: readonly ClinicOpening[] = CLINIC_HOURS.weekly): string[] {
  return weeklyHoursRuns(weekly).map(({ first, last, start, end }) => {
    const days =
      first === last ? DAY_NAMES[first - 1] : `${DAY_NAMES[first - 1]} to ${DAY_NAMES[last - 1]}`;
    return `${days} ${clockText(start)}-${clockText(end)}`;
  });
}

// Monday 1 January 2024: a weekday's name comes from Intl, in the language asked for.
const A_MONDAY = Date.UTC(2024, 0, 1);

// One weekday formatter per language: building one costs far more than using it, and the footer
// words the hours on every page it renders.
const WEEKDAY_FORMATS = new Map<SiteLocale, Intl.DateTimeFormat>();
function weekdayFormat(locale: SiteLocale): Intl.DateTimeFormat {
  let format = WEEKDAY_FORMATS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'long', timeZone: 'UTC' });
    WEEKDAY_FORMATS.set(locale, format);
  }
  return format;
}

/** An opening run as a language words it: days named, times on that language's clock. */
export interface NamedOpeningRun {
  /** The run's first day ('Monday', 'Jumatatu'). */
  first: string;
  /** Its last day; null for a run of one day. */
  last: string | null;
  start: string;
  end: string;
}

/**
 * The weekly runs (`weeklyHoursRuns`) worded for `locale`: days named by Intl in that language,
 * times as the site words them there: English '8.00am' (the SPEC's), Kiswahili on the 24-hour
 * clock (docs/glossary-sw.md). Each app puts the run into its own sentence.
 */
export function namedHoursRuns(
  locale: SiteLocale,
  weekly: readonly ClinicOpening[] = CLINIC_HOURS.weekly,
): NamedOpeningRun[] {
  const day = (n: number) => weekdayFormat(locale).format(A_MONDAY + (n - 1) * 86_400_000);
  const time = (clock: string) => (locale === 'en' ? clockText(clock) : clock);
  return weeklyHoursRuns(weekly).map(({ first, last, start, end }) => ({
    first: day(first),
    last: first === last ? null : day(last),
    start: time(start),
    end: time(end),
  }));
}
