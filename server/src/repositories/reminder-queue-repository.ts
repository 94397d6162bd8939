import { sql, type Selectable } from 'kysely';
import type { Executor } from '../core/database';
import type { ReminderJobsTable } from '../core/tables';
import { newId } from './common';

export type ReminderJob = Selectable<ReminderJobsTable>;
export type ReminderChannel = ReminderJob['channel'];

/** The jobs about the appointment itself: they end once it is no longer booked. */
export const APPOINTMENT_CHANNELS = [
  'mail',
  'sms',
  'sms-confirmation',
] as const satisfies readonly ReminderChannel[];
/** The "vaccination due" reminder of a completed vaccination visit (one of each at most). */
export const VACCINATION_CHANNELS = [
  'vaccination-mail',
  'vaccination-sms',
] as const satisfies readonly ReminderChannel[];
export type VaccinationChannel = (typeof VACCINATION_CHANNELS)[number];

/**
 * The queue of bookings' reminder jobs (reminder_jobs): the appointment's reminders and its
 * confirmation by text, and the "vaccination due" reminder, each sent once by the reminder
 * worker, which claims them here.
 */
export function reminderQueueRepository(db: Executor) {
  /** Marks a claimed job sent; only its claim's holder may. */
  async function markSent(jobId: string, token: string, now: string): Promise<void> {
    await db
      .updateTable('reminder_jobs')
      .set({ sent_at: now, last_error: null })
      .where('id', '=', jobId)
      .where('claim_token', '=', token)
      .execute();
  }

  return {
    /** The booking's reminders from scratch: unsent ones replaced by these. */
    async replaceReminders(bookingId: string, dueAt: string | null, now: string): Promise<void> {
      await db
        .deleteFrom('reminder_jobs')
        .where('booking_id', '=', bookingId)
        .where('channel', 'in', ['mail', 'sms'])
        .execute();
      if (!dueAt) return;
      await db
        .insertInto('reminder_jobs')
        .values(
          (['mail', 'sms'] as const).map((channel) => ({
            id: newId(),
            booking_id: bookingId,
            channel,
            due_at: dueAt,
            created_at: now,
          })),
        )
        .execute();
    },
    /**
     * The confirmation by text, a job like the reminders (sent by the same worker, tried again
     * on failure), due at once.
     */
    async addSmsConfirmation(bookingId: string, now: string): Promise<void> {
      await db
        .insertInto('reminder_jobs')
        .values({
          id: newId(),
          booking_id: bookingId,
          channel: 'sms-confirmation',
          due_at: now,
          created_at: now,
        })
        .execute();
    },
    /** Removes the booking's unsent jobs: all, or only the appointment's or the vaccination's. */
    async dropReminders(
      bookingId: string,
      which: 'all' | 'appointment' | 'vaccination' = 'all',
    ): Promise<void> {
      let query = db
        .deleteFrom('reminder_jobs')
        .where('booking_id', '=', bookingId)
        .where('sent_at', 'is', null);
      if (which !== 'all') {
        query = query.where(
          'channel',
          'in',
          which === 'appointment' ? [...APPOINTMENT_CHANNELS] : [...VACCINATION_CHANNELS],
        );
      }
      await query.execute();
    },
    /**
     * Queues the "vaccination due" reminder of a booking on these channels, due at `dueAt`; a
     * channel already queued (or sent) for it is left as it is.
     */
    async addVaccinationReminders(
      bookingId: string,
      channels: readonly VaccinationChannel[],
      dueAt: string,
      now: string,
    ): Promise<void> {
      if (!channels.length) return;
      await db
        .insertInto('reminder_jobs')
        .values(
          channels.map((channel) => ({
            id: newId(),
            booking_id: bookingId,
            channel,
            due_at: dueAt,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['booking_id', 'channel']).doNothing())
        .execute();
    },

    /**
     * Claims up to `limit` due jobs for this instance in one statement: a job is taken only if
     * unsent, tried fewer than maxAttempts times and unclaimed (or claimed before staleBefore,
     * its instance gone), and the WHERE is checked again on the row being updated, so two
     * instances never both take one. Each claim counts as an attempt.
     */
    async claimDue(
      now: string,
      staleBefore: string,
      token: string,
      limit: number,
      maxAttempts: number,
    ): Promise<ReminderJob[]> {
      const due = db
        .selectFrom('reminder_jobs')
        .select('id')
        .where('sent_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .where('due_at', '<=', now)
        .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', staleBefore)]))
        .orderBy('due_at')
        .limit(limit);
      return db
        .updateTable('reminder_jobs')
        .set({ claimed_at: now, claim_token: token, attempts: sql`attempts + 1` })
        .where('id', 'in', due)
        .where('sent_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', staleBefore)]))
        .returningAll()
        .execute();
    },
    markSent,
    /**
     * A failed send: released and due again at `retryAt` (null: never again, the claim kept),
     * the error kept.
     */
    async markFailed(
      jobId: string,
      token: string,
      error: string,
      retryAt: string | null,
    ): Promise<void> {
      await db
        .updateTable('reminder_jobs')
        .set({
          last_error: error.slice(0, 500),
          ...(retryAt ? { due_at: retryAt, claimed_at: null, claim_token: null } : {}),
        })
        .where('id', '=', jobId)
        .where('claim_token', '=', token)
        .execute();
    },
    /** A job whose booking no longer needs it (cancelled): marked sent without sending. */
    async skip(jobId: string, token: string, now: string): Promise<void> {
      await markSent(jobId, token, now);
    },
  };
}
