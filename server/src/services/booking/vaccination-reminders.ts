import { addDays } from 'date-fns';
import type { BookingRecord } from '../../repositories/booking-repository';
import type { VaccinationChannel } from '../../repositories/reminder-queue-repository';

// The "vaccination due" reminder (docs/behaviour.md#vaccination-reminders): when staff mark a
// vaccination visit completed and its client has a consent to vaccination reminders in force,
// one reminder is queued for VACCINATION_REMINDER_DAYS later, by text (every booking has a phone)
// and by mail (when it has an address). The worker checks the consent again before sending.

/**
 * Which appointment types are vaccinations: the seeded type `vaccination` (its id stays when an
 * administrator renames it). The one place this is decided; a type an administrator adds is not
 * one, whatever its name, so no reminder goes out on a guess from free text.
 */
export const VACCINATION_TYPE_IDS: readonly string[] = ['vaccination'];

export const isVaccinationType = (typeId: string): boolean => VACCINATION_TYPE_IDS.includes(typeId);

/** The channels the reminder of this booking goes by: text always, mail when it has an address. */
export const vaccinationChannelsOf = (b: Pick<BookingRecord, 'phonenumber' | 'email'>) =>
  [
    ...(b.phonenumber ? (['vaccination-sms'] as const) : []),
    ...(b.email ? (['vaccination-mail'] as const) : []),
  ] satisfies VaccinationChannel[];

/** When the reminder is due: `days` after the visit was marked completed. */
export const vaccinationDue = (completedAt: number, days: number): string =>
  addDays(new Date(completedAt), days).toISOString();
