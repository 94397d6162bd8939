import { startBackgroundJob, type BackgroundJob } from '../../core/background-timer';
import { randomBytes } from 'node:crypto';
import { addMinutes } from 'date-fns';
import type { SmsSender } from '../../core/sms';
import { bookingRepository, type BookingRecord } from '../../repositories/booking-repository';
import { reminderQueueRepository } from '../../repositories/reminder-queue-repository';
import { bookingMails } from './mail';
import { consentInForce } from '../privacy';
import type { ServiceContext } from '../context';

/** A claim older than this is taken to be from an instance that stopped mid-send. */
export const STALE_CLAIM_MINUTES = 10;
/** Sends tried per job, the first included; then the job is given up (and logged). */
export const MAX_ATTEMPTS = 5;
/** After the n-th failed try, the next waits RETRY_MINUTES[n - 1] minutes. */
export const RETRY_MINUTES = [2, 10, 30, 120] as const;
const BATCH = 20;

/**
 * Sends the reminders that are due (the appointment's, and the "vaccination due" reminder of a
 * completed vaccination visit: vaccination-reminders.ts), and the confirmations by
 * text (channel 'sms-confirmation', due as soon as the booking is made). Jobs live in the database (reminder_jobs); each run claims
 * a batch in one UPDATE ... RETURNING that only takes unclaimed rows, so two instances never
 * send one job twice. A send that fails is logged and the job released to be tried again later
 * (2, 10, 30, then 120 minutes), at most MAX_ATTEMPTS times in all; a job whose instance stopped
 * mid-send is taken again once its claim is stale (that counts as a try). A job is marked sent
 * as soon as its transport accepted it, and a sent job is never claimed again.
 */
export function createReminderService(
  ctx: ServiceContext,
  deps: {
    sms: SmsSender;
    publicUrl: string;
    tokenOf: (bookingId: string) => string;
    /** The manage link a text message carries: the short one where the booking has it. */
    textLinkOf: (booking: BookingRecord) => string;
  },
) {
  const mails = bookingMails(deps.publicUrl);
  return {
    /** One pass: answers how many jobs it sent. */
    async runDue(): Promise<number> {
      const now = new Date(ctx.clock());
      const token = randomBytes(12).toString('base64url');
      const bookings = bookingRepository(ctx.db);
      const repo = reminderQueueRepository(ctx.db);
      const jobs = await repo.claimDue(
        now.toISOString(),
        addMinutes(now, -STALE_CLAIM_MINUTES).toISOString(),
        token,
        BATCH,
        MAX_ATTEMPTS,
      );
      let sent = 0;
      for (const job of jobs) {
        const booking = await bookings.find(job.booking_id);
        const vaccination = job.channel === 'vaccination-mail' || job.channel === 'vaccination-sms';
        // Appointment reminders: cancelled, attended or already begun, nothing left to remind
        // of. A vaccination reminder: only for a visit still completed, and only while the
        // client's consent is in force (checked again now: a withdrawn consent sends nothing).
        const wanted =
          booking &&
          (vaccination
            ? booking.status === 'completed' &&
              (await consentInForce(
                ctx.db,
                { phone: booking.phonenumber, email: booking.email },
                'vaccination_reminders',
              ))
            : booking.status === 'booked' && Date.parse(booking.start) > now.getTime());
        if (!booking || !wanted) {
          await repo.skip(job.id, token, now.toISOString());
          continue;
        }
        try {
          if (job.channel === 'vaccination-mail') {
            if (booking.email) {
              await ctx.mailer.send(mails.vaccinationMail(booking, deps.tokenOf(booking.id)));
            }
          } else if (job.channel === 'vaccination-sms') {
            await deps.sms.send(mails.vaccinationSms(booking, deps.textLinkOf(booking)));
          } else if (job.channel === 'mail') {
            const token = deps.tokenOf(booking.id);
            if (booking.email) await ctx.mailer.send(mails.reminderMail(booking, token));
          } else if (job.channel === 'sms-confirmation') {
            await deps.sms.send(mails.confirmationSms(booking, deps.textLinkOf(booking)));
          } else {
            await deps.sms.send(mails.reminderSms(booking, deps.textLinkOf(booking)));
          }
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const wait = RETRY_MINUTES[job.attempts - 1];
          const retryAt =
            job.attempts < MAX_ATTEMPTS && wait !== undefined
              ? addMinutes(new Date(ctx.clock()), wait).toISOString()
              : null;
          const fields = { err: error, job: job.id, channel: job.channel, attempt: job.attempts };
          if (retryAt) ctx.log.warn({ ...fields, retryAt }, 'reminder not sent, will try again');
          else ctx.log.error(fields, `reminder given up after ${job.attempts} tries`);
          await repo.markFailed(job.id, token, message, retryAt);
          continue;
        }
        // Outside the try: once the transport took it, a failure here must not send it again.
        await repo.markSent(job.id, token, new Date(ctx.clock()).toISOString());
        sent += 1;
      }
      return sent;
    },
  };
}

export type ReminderService = ReturnType<typeof createReminderService>;

/**
 * Runs `runDue` every `seconds`; stop() waits for a pass under way. A pass never overlaps the
 * next: the timer is set again only after one ends.
 */
export function startReminderWorker(
  reminders: ReminderService,
  seconds: number,
  log: ServiceContext['log'],
): BackgroundJob {
  return startBackgroundJob(() => reminders.runDue(), {
    firstMs: seconds * 1000,
    everyMs: seconds * 1000,
    log,
    failure: 'reminder pass failed',
  });
}
