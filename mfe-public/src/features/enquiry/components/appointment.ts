import { SERVICES, SERVICE_CARDS } from '../../../shared/data/services';
import { LIMITS_FOR_FORMS } from './limits';
import { checkPerson, type Errors } from './validation';

/**
 * The hours an appointment may be asked for, as the time input takes them: the weekday
 * consultation hours, 8.00am-5.00pm (docs/behaviour.md#constants-and-limits).
 */
export const BOOKING_HOURS = { open: '08:00', close: '17:00' } as const;

export const SPECIES = ['Dog', 'Cat', 'Livestock', 'Other'] as const;

/** The eight services of the services index, then grooming and boarding. */
export const APPOINTMENT_SERVICES = [
  ...SERVICE_CARDS.map((key) => SERVICES[key].title),
  'Grooming',
  'Boarding',
];

export const EMPTY_APPOINTMENT = {
  fullname: '',
  phonenumber: '',
  email: '',
  petName: '',
  species: '',
  service: '',
  date: '',
  time: '',
  notes: '',
};
export type AppointmentFields = typeof EMPTY_APPOINTMENT;

/** 'YYYY-MM-DD' of a local date, the format of a date input. */
export const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const parseDate = (value: string) => {
  const [y, m, d] = value.split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d) : null;
};

/**
 * Checks an appointment request against the consultation hours
 * (docs/behaviour.md#navigation-and-footer), now being `now`.
 */
export function checkAppointment(
  values: AppointmentFields,
  now: Date,
): Errors<keyof AppointmentFields> {
  const errors: Errors<keyof AppointmentFields> = checkPerson(values);
  if (!values.petName.trim()) errors.petName = "Please enter your pet's name.";
  if (!values.species) errors.species = 'Please choose the species.';
  if (!values.service) errors.service = 'Please choose a service.';
  if (values.notes.length > LIMITS_FOR_FORMS.notes)
    errors.notes = `Please keep the notes under ${LIMITS_FOR_FORMS.notes} characters.`;

  const date = parseDate(values.date);
  if (!date) errors.date = 'Please choose a date.';
  else if (values.date < isoDate(now)) errors.date = 'Please choose today or a later date.';
  else if (date.getDay() === 6)
    errors.date =
      'We see appointments Monday to Friday (Sundays and holidays by arrangement). Please choose another day.';

  if (!values.time) errors.time = 'Please choose a time.';
  else if (values.time < BOOKING_HOURS.open || values.time > BOOKING_HOURS.close)
    errors.time = 'Please choose a time between 8.00am and 5.00pm, our consultation hours.';
  else if (date && values.date === isoDate(now)) {
    const current = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
    if (values.time <= current) errors.time = 'Please choose a later time today.';
  }
  return errors;
}

/** The request laid out for the staff who read it among the enquiries. */
export function appointmentMessage(values: AppointmentFields): string {
  const date = parseDate(values.date);
  const longDate = date
    ? date.toLocaleDateString('en-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      })
    : values.date;
  return [
    'Appointment request',
    `Pet: ${values.petName.trim()} (${values.species})`,
    `Service: ${values.service}`,
    `Preferred date: ${longDate} (${values.date})`,
    `Preferred time: ${values.time}`,
    `Notes: ${values.notes.trim() || 'none'}`,
  ].join('\n');
}
