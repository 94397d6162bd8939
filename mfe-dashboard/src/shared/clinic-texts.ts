import type { AppointmentStatus, StaffAppointment } from 'shared-data';
import { clinicInstant, formatClinic } from 'shared-data/contract/booking';

/** The words of the schedule (docs/behaviour.md#appointments-in-the-dashboard). */
export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  booked: 'Booked',
  arrived: 'Arrived',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

export const SOURCE_LABELS = { online: 'Online', phone: 'By phone' } as const;

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** '10.30' on the clinic's clock. */
export const clock = (instant: string) => formatClinic(instant, 'HH.mm');

/** '10.30–11.00'. */
export const timeRange = ({ start, end }: Pick<StaffAppointment, 'start' | 'end'>) =>
  `${clock(start)}–${clock(end)}`;

/** 'Tuesday 3 March' of a clinic day (with the year: 'Tuesday 3 March 2026'). */
export const dayName = (day: string, withYear = false) =>
  formatClinic(clinicInstant(day, '12:00'), withYear ? 'EEEE d MMMM yyyy' : 'EEEE d MMMM');

/** '10.30 Consultation, Bella': how a booking is named in buttons and dialogs. */
export const bookingName = (appointment: StaffAppointment) =>
  `${clock(appointment.start)} ${appointment.type_name}, ${appointment.pet_name}`;
