// The zod side of online booking (docs/behaviour.md#booking): what the booking calls take and
// answer. The rules and time helpers without zod are in booking.ts.
import { z } from 'zod';
import {
  APPOINTMENT_STATUSES,
  BOOKING,
  BOOKING_SOURCES,
  STAFF_SET_STATUSES,
  TIME_PATTERN,
  dayProblem,
  dayRangeProblem,
  instantProblem,
  normaliseKenyanPhone,
  PET_SPECIES,
} from './booking';

export * from './booking';

export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export const staffSetStatusSchema = z.enum(STAFF_SET_STATUSES);
export const bookingSourceSchema = z.enum(BOOKING_SOURCES);

/** 'YYYY-MM-DD', a real calendar day in the years dates may be in (`dateWindow`). */
export const daySchema = z
  .string({ error: 'is required' })
  .trim()
  .superRefine((day, context) => {
    const problem = dayProblem(day);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .meta({ format: 'date' });

/** 'HH:MM' on the schedule's grid (every 15 minutes); '24:00' ends a day. */
export const gridTimeSchema = z
  .string({ error: 'is required' })
  .regex(TIME_PATTERN, { error: 'must be a time HH:MM' })
  .refine((time) => Number(time.slice(3)) % BOOKING.gridMinutes === 0, {
    error: `must be on a ${BOOKING.gridMinutes}-minute step (e.g. 08:00, 08:15)`,
  });

/** An instant with its offset, '2026-12-01T09:00:00+03:00' (or Z). */
// The years are checked only of a well-written instant (`when`): one message a field.
export const instantSchema = z
  .string({ error: 'is required' })
  .trim()
  .pipe(
    z.iso
      .datetime({ offset: true, error: 'must be a date and time with offset (ISO 8601)' })
      .refine((instant) => instantProblem(instant) === null, {
        error: (issue) => instantProblem(String(issue.input)) ?? 'is not valid',
        when: (payload) => payload.issues.length === 0,
      }),
  );

/**
 * A query's from..to: `to` not before `from`, and at most `maxDays` days from..to inclusive
 * when given. Checked from the two days alone, before anything is listed; a range whose ends
 * are refused already says so once, by the field.
 */
export function dayRangeRule(maxDays?: number) {
  return (
    query: { from?: string | undefined; to?: string | undefined },
    context: z.RefinementCtx,
  ) => {
    const { from, to } = query;
    if (from === undefined || to === undefined) return;
    if (dayProblem(from) || dayProblem(to)) return;
    const problem = dayRangeProblem(from, to, maxDays);
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.rule });
  };
}

/** A species a visitor chooses for the pet (PET_SPECIES). */
export const petSpeciesSchema = z.enum(PET_SPECIES, {
  error: `must be one of ${PET_SPECIES.join(', ')}`,
});

/** Kenyan phone numbers in any usual writing, answered as +254XXXXXXXXX. */
export const kenyanPhoneSchema = z
  .string({ error: 'is required' })
  .max(30, { error: 'must be a Kenyan phone number, e.g. 0722 123 456 or +254 722 123 456' })
  .transform((value, context) => {
    const normalised = normaliseKenyanPhone(value);
    if (normalised) return normalised;
    context.addIssue({
      code: 'custom',
      message: 'must be a Kenyan phone number, e.g. 0722 123 456 or +254 722 123 456',
    });
    return z.NEVER;
  });

/** GET appointments/types: what a visitor can book. */
export const appointmentTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  minutes: z.number().int(),
});

/** The administrators' view of a type: who can do it and whether it is offered. */
export const appointmentTypeDetailSchema = appointmentTypeSchema.extend({
  active: z.boolean(),
  doctor_ids: z.array(z.string()),
});

/** A doctor a visitor may choose for a type. */
export const bookingDoctorSchema = z.object({
  id: z.string(),
  fullname: z.string(),
  role: z.string(),
  avatar: z.string().nullable(),
  avatar_srcset: z.string().nullable(),
  /** The species the doctor sees (PET_SPECIES); none listed: every species. */
  species: z.array(z.string()),
});

/** One free slot: ISO 8601 in clinic time (+03:00). */
export const slotSchema = z.object({
  start: z.string(),
  end: z.string(),
  doctor_id: z.string(),
  doctor_name: z.string(),
});

/** 201 of POST appointments. */
export const bookingConfirmationSchema = z.object({
  reference: z.string(),
  start: z.string(),
  end: z.string(),
  doctor_id: z.string(),
  manage_url: z.string(),
  /** The manage link short enough for a text message: {PUBLIC_URL}/m/{short token}. */
  short_url: z.string(),
  /** The booking's calendar file (.ics), the same as the mail's, through the manage token. */
  calendar_url: z.string(),
});

/** The 409 of a time taken meanwhile: the day's fresh free slots come with it. */
export const slotTakenBodySchema = z.object({
  status: z.literal(409),
  msg: z.string(),
  slots: z.array(slotSchema),
});

/** What the manage link shows. */
export const managedAppointmentSchema = z.object({
  reference: z.string(),
  status: appointmentStatusSchema,
  start: z.string(),
  end: z.string(),
  doctor_id: z.string(),
  doctor_name: z.string(),
  type: appointmentTypeSchema,
  fullname: z.string(),
  pet_name: z.string(),
  species: z.string(),
  /** Whether cancel and move are still open (until 2 hours before the start). */
  changeable: z.boolean(),
  /** The last moment the link may cancel or move it. */
  change_until: z.string(),
  /**
   * Whether the booking's contact has consented to vaccination reminders (given and not
   * withdrawn): the manage page offers to withdraw it, or to give it.
   */
  remind_vaccinations: z.boolean(),
});

/** A booking as staff see it. */
export const staffAppointmentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: appointmentStatusSchema,
  source: bookingSourceSchema,
  start: z.string(),
  end: z.string(),
  doctor_id: z.string(),
  doctor_name: z.string(),
  type_id: z.string(),
  type_name: z.string(),
  minutes: z.number().int(),
  fullname: z.string(),
  phonenumber: z.string(),
  email: z.string().nullable(),
  pet_name: z.string(),
  species: z.string(),
  note: z.string(),
  /**
   * Whether the booking's contact (its phone or email) has a consent to vaccination reminders in
   * force now: the booking details say so, and a completed vaccination visit queues a reminder
   * only then (docs/behaviour.md#vaccination-reminders).
   */
  remind_vaccinations: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

/**
 * GET appointments/staff/changes: the bookings changed after `since` (created, moved, cancelled,
 * status), and the cursor to ask with next time.
 */
export const appointmentChangesSchema = z.object({
  cursor: z.string(),
  appointments: z.array(staffAppointmentSchema),
});

export const appointmentSummarySchema = z.object({
  /** Clinic day the counts are for. */
  date: z.string(),
  /** Today's bookings that are not cancelled. */
  today: z.number().int(),
  /** No-shows from the first of this month to now. */
  no_shows_this_month: z.number().int(),
});

/** One weekly working range: ISO weekday (1 Monday .. 7 Sunday), clinic times. */
export const workingHoursSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  start: z.string(),
  end: z.string(),
});
export const doctorHoursSchema = z.object({
  doctor_id: z.string(),
  hours: z.array(workingHoursSchema),
});

export const timeOffSchema = z.object({
  id: z.string(),
  doctor_id: z.string(),
  doctor_name: z.string(),
  start: z.string(),
  end: z.string(),
  reason: z.string(),
});

export const holidaySchema = z.object({ id: z.string(), date: z.string(), name: z.string() });

export type AppointmentType = z.infer<typeof appointmentTypeSchema>;
export type AppointmentTypeDetail = z.infer<typeof appointmentTypeDetailSchema>;
export type BookingDoctor = z.infer<typeof bookingDoctorSchema>;
export type Slot = z.infer<typeof slotSchema>;
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;
export type SlotTakenBody = z.infer<typeof slotTakenBodySchema>;
export type ManagedAppointment = z.infer<typeof managedAppointmentSchema>;
export type StaffAppointment = z.infer<typeof staffAppointmentSchema>;
export type AppointmentChanges = z.infer<typeof appointmentChangesSchema>;
export type AppointmentSummary = z.infer<typeof appointmentSummarySchema>;
export type WorkingHours = z.infer<typeof workingHoursSchema>;
export type DoctorHours = z.infer<typeof doctorHoursSchema>;
export type TimeOff = z.infer<typeof timeOffSchema>;
export type Holiday = z.infer<typeof holidaySchema>;
