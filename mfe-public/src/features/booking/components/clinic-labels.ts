import { clinicInstant, formatClinic } from 'shared-data/contract/booking';
import { defineMessages, useIntl, useSiteLocale } from 'shared-ui';

// How the booking pages word days and times: always the clinic's clock (Africa/Nairobi),
// whatever the zone of the visitor's browser.

const CLINIC_ZONE = 'Africa/Nairobi';

const messages = defineMessages({
  when: { id: 'booking.labels.when', defaultMessage: '{date} at {time} (Nairobi time)' },
  range: { id: 'booking.labels.range', defaultMessage: '{start} to {end}' },
  months: { id: 'booking.labels.months', defaultMessage: '{first} to {last}' },
});

/** 'Tuesday 3 March' for a clinic day 'YYYY-MM-DD'. */
export const dayLabel = (day: string) => formatClinic(clinicInstant(day, '12:00'), 'EEEE d MMMM');

/** 'Tuesday 3 March 2026 at 09:00 (Nairobi time)'. */
export const whenLabel = (start: string) =>
  `${formatClinic(start, "EEEE d MMMM yyyy 'at' HH:mm")} (Nairobi time)`;

/** '09:00 to 09:30' */
export const rangeLabel = (start: string, end: string) =>
  `${formatClinic(start, 'HH:mm')} to ${formatClinic(end, 'HH:mm')}`;

/** The words of days and times in the page's language. */
export interface ClinicLabels {
  /** 'Tuesday 3 March'; 'Jumanne, 3 Machi'. */
  day: (day: string) => string;
  /** 'Tuesday 3 March 2026 at 09:00 (Nairobi time)'; 'Jumanne, 3 Machi 2026 saa 09:00 (saa za Nairobi)'. */
  when: (start: string) => string;
  /** '09:00 to 09:30'; '09:00 hadi 09:30'. */
  range: (start: string, end: string) => string;
  /** The months of a day grid's caption: 'March 2026' or 'March 2026 to April 2026'. */
  months: (first: string, last: string) => string;
  /** A month's short name over a day of the grid: 'Mar'; 'Mac'. */
  shortMonth: (day: string) => string;
  /** The weekdays, Monday first: their full names. */
  weekdays: string[];
}

// Monday 1 January 2024, noon in Nairobi: the weekday names come from Intl.
const A_MONDAY = Date.UTC(2024, 0, 1, 9);
const ENGLISH_WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/**
 * The booking pages' days and times in the page's language: English as the SPEC words them
 * (date-fns patterns), Kiswahili through Intl (sw-KE) on the 24-hour clock, both in the clinic's
 * zone.
 */
export function useClinicLabels(): ClinicLabels {
  const intl = useIntl();
  const english = useSiteLocale() === 'en';
  const noon = (day: string) => clinicInstant(day, '12:00');
  const month = (day: string) =>
    english
      ? formatClinic(noon(day), 'MMMM yyyy')
      : intl.formatDate(noon(day), { month: 'long', year: 'numeric', timeZone: CLINIC_ZONE });
  const clock = (instant: string) => formatClinic(instant, 'HH:mm');
  return {
    day: (day) =>
      english
        ? dayLabel(day)
        : intl.formatDate(noon(day), {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            timeZone: CLINIC_ZONE,
          }),
    when: (start) =>
      intl.formatMessage(messages.when, {
        date: english
          ? formatClinic(start, 'EEEE d MMMM yyyy')
          : intl.formatDate(start, {
              weekday: 'long',
              day: 'numeric',
              month: 'long',
              year: 'numeric',
              timeZone: CLINIC_ZONE,
            }),
        time: clock(start),
      }),
    range: (start, end) =>
      intl.formatMessage(messages.range, { start: clock(start), end: clock(end) }),
    months: (first, last) =>
      month(first) === month(last)
        ? month(first)
        : intl.formatMessage(messages.months, { first: month(first), last: month(last) }),
    shortMonth: (day) =>
      english
        ? formatClinic(noon(day), 'MMM')
        : intl.formatDate(noon(day), { month: 'short', timeZone: CLINIC_ZONE }),
    weekdays: english
      ? ENGLISH_WEEKDAYS
      : ENGLISH_WEEKDAYS.map((_, i) =>
          intl.formatDate(A_MONDAY + i * 86_400_000, { weekday: 'long', timeZone: CLINIC_ZONE }),
        ),
  };
}
