// The schemas of booking's calls (docs/behaviour.md#booking): the visitor's side, then the
// staff's.
import { z } from 'zod';
import {
  appointmentChangesSchema,
  appointmentSummarySchema,
  appointmentTypeDetailSchema,
  appointmentTypeSchema,
  BOOKING,
  bookingConfirmationSchema,
  bookingDoctorSchema,
  dayRangeRule,
  daySchema,
  doctorHoursSchema,
  gridTimeSchema,
  holidaySchema,
  instantSchema,
  kenyanPhoneSchema,
  managedAppointmentSchema,
  petSpeciesSchema,
  slotSchema,
  staffAppointmentSchema,
  staffSetStatusSchema,
  timeOffSchema,
} from '../appointments';
import { LIMITS } from '../entities';
import { def, email, flag, id, line, message, numeric, optionalLine, optionalText } from './fields';

// Booking's fields.
const optionalEmail = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .pipe(email.optional());
const minutes = numeric.pipe(
  z
    .number()
    .int({ error: 'must be a whole number' })
    .min(BOOKING.minMinutes, { error: `must be at least ${BOOKING.minMinutes}` })
    .max(BOOKING.maxMinutes, { error: `must be at most ${BOOKING.maxMinutes}` })
    .refine((value) => value % BOOKING.gridMinutes === 0, {
      error: `must be a multiple of ${BOOKING.gridMinutes}`,
    }),
);
const bookingFields = {
  type: id,
  start: instantSchema,
  fullname: line(LIMITS.name),
  phonenumber: kenyanPhoneSchema,
  pet_name: line(LIMITS.name),
  species: line(LIMITS.name),
  note: optionalText(LIMITS.bookingNote),
};
const clientMessage = optionalText(LIMITS.longText);
const managed = z.object({ msg: z.string(), appointment: managedAppointmentSchema });
const staffChange = z.object({ msg: z.string(), appointment: staffAppointmentSchema });
const cursor = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, { error: 'must be a cursor from an earlier answer' });

export const visitorBookingCalls = {
  // Booking (docs/behaviour.md#booking)
  appointmentTypes: def('appointmentTypes', { response: z.array(appointmentTypeSchema) }),
  appointmentDoctors: def('appointmentDoctors', {
    query: z.object({ type: id.optional(), species: petSpeciesSchema.optional() }),
    response: z.array(bookingDoctorSchema),
  }),
  appointmentSlots: def('appointmentSlots', {
    query: z
      .object({
        type: id,
        from: daySchema,
        to: daySchema,
        doctor: id.optional(),
        species: petSpeciesSchema.optional(),
      })
      .superRefine(dayRangeRule(BOOKING.maxRangeDays)),
    response: z.array(slotSchema),
  }),
  nextFreeSlot: def('nextFreeSlot', {
    query: z.object({
      type: id,
      doctor: id.optional(),
      from: daySchema.optional(),
      species: petSpeciesSchema.optional(),
    }),
    response: slotSchema,
  }),
  holidays: def('holidays', {
    query: z
      .object({ from: daySchema.optional(), to: daySchema.optional() })
      .superRefine(dayRangeRule()),
    response: z.array(holidaySchema),
  }),
  createAppointment: def('createAppointment', {
    // The phone number is required and the confirmation also goes by text: email is optional.
    request: z.object({
      ...bookingFields,
      doctor_id: id.optional(),
      email: optionalEmail,
      // The optional consent to vaccination reminders (docs/behaviour.md#consents): left out or
      // false, none is recorded.
      remind_vaccinations: flag.optional(),
    }),
    response: bookingConfirmationSchema,
  }),
  managedAppointment: def('managedAppointment', { response: managedAppointmentSchema }),
  cancelManagedAppointment: def('cancelManagedAppointment', { response: managed }),
  moveManagedAppointment: def('moveManagedAppointment', {
    request: z.object({ start: instantSchema }),
    response: managed,
  }),
  setManagedConsent: def('setManagedConsent', {
    request: z.object({ remind_vaccinations: flag }),
    response: managed,
  }),
};

export const staffBookingCalls = {
  staffAppointments: def('staffAppointments', {
    query: z
      .object({ from: daySchema, to: daySchema, doctor: id.optional() })
      .superRefine(dayRangeRule(BOOKING.maxRangeDays)),
    response: z.array(staffAppointmentSchema),
  }),
  appointmentChanges: def('appointmentChanges', {
    query: z.object({ since: cursor.optional() }),
    response: appointmentChangesSchema,
  }),
  appointmentSummary: def('appointmentSummary', {
    query: z.object({ doctor: id.optional() }),
    response: appointmentSummarySchema,
  }),
  createPhoneAppointment: def('createPhoneAppointment', {
    request: z.object({ ...bookingFields, doctor_id: id, email: optionalEmail }),
    response: staffAppointmentSchema,
  }),
  setAppointmentStatus: def('setAppointmentStatus', {
    request: z.object({ status: staffSetStatusSchema }),
    response: staffAppointmentSchema,
  }),
  moveAppointment: def('moveAppointment', {
    request: z.object({ start: instantSchema, doctor_id: id.optional(), message: clientMessage }),
    response: staffChange,
  }),
  cancelAppointment: def('cancelAppointment', {
    request: z.object({ message: clientMessage }),
    response: staffChange,
  }),
  workingHours: def('workingHours', {
    query: z.object({ doctor: id.optional() }),
    response: doctorHoursSchema,
  }),
  setWorkingHours: def('setWorkingHours', {
    request: z.object({
      doctor_id: id.optional(),
      hours: z
        .array(
          z.object({
            weekday: numeric.pipe(
              z.number().int({ error: 'must be 1 (Monday) to 7 (Sunday)' }).min(1).max(7),
            ),
            start: gridTimeSchema,
            end: gridTimeSchema,
          }),
          { error: 'is required' },
        )
        .max(28, { error: 'must have at most 28 ranges' }),
    }),
    response: doctorHoursSchema,
  }),
  timeOff: def('timeOff', {
    query: z
      .object({
        doctor: id.optional(),
        from: daySchema.optional(),
        to: daySchema.optional(),
      })
      .superRefine(dayRangeRule()),
    response: z.array(timeOffSchema),
  }),
  addTimeOff: def('addTimeOff', {
    request: z.object({
      doctor_id: id.optional(),
      start: instantSchema,
      end: instantSchema,
      reason: optionalLine(LIMITS.title),
    }),
    response: timeOffSchema,
  }),
  deleteTimeOff: def('deleteTimeOff', { response: message }),
  staffAppointmentTypes: def('staffAppointmentTypes', {
    response: z.array(appointmentTypeDetailSchema),
  }),
  createAppointmentType: def('createAppointmentType', {
    request: z.object({
      name: line(LIMITS.name),
      minutes,
      doctor_ids: z.array(id).max(200).default([]),
      active: flag.default(true),
    }),
    response: appointmentTypeDetailSchema,
  }),
  updateAppointmentType: def('updateAppointmentType', {
    request: z.object({
      name: line(LIMITS.name).optional(),
      minutes: minutes.optional(),
      doctor_ids: z.array(id).max(200).optional(),
      active: flag.optional(),
    }),
    response: appointmentTypeDetailSchema,
  }),
  deleteAppointmentType: def('deleteAppointmentType', { response: message }),
  createHoliday: def('createHoliday', {
    request: z.object({ date: daySchema, name: line(LIMITS.name) }),
    response: holidaySchema,
  }),
  updateHoliday: def('updateHoliday', {
    request: z.object({ date: daySchema.optional(), name: line(LIMITS.name).optional() }),
    response: holidaySchema,
  }),
  deleteHoliday: def('deleteHoliday', { response: message }),
};
