import { clinicInstant, formatClinic } from 'shared-data/contract/booking';

// How the booking pages word days and times: always the clinic's clock (Africa/Nairobi),
// whatever the zone of the visitor's browser.

/** 'Tuesday 3 March' for a clinic day 'YYYY-MM-DD'. */
export const dayLabel = (day: string) => formatClinic(clinicInstant(day, '12:00'), 'EEEE d MMMM');

/** 'Tuesday 3 March 2026 at 09:00 (Nairobi time)'. */
export const whenLabel = (start: string) =>
  `${formatClinic(start, "EEEE d MMMM yyyy 'at' HH:mm")} (Nairobi time)`;

/** '09:00 to 09:30' */
export const rangeLabel = (start: string, end: string) =>
  `${formatClinic(start, 'HH:mm')} to ${formatClinic(end, 'HH:mm')}`;
