import { randomBytes } from 'node:crypto';
import { addMinutes } from 'date-fns';
import type { SmsSender } from '../core/sms';
import { bookingRepository } from '../repositories/booking-repository';
import { bookingMails } from './booking-mail';
import type { ServiceContext } from './context';

/** A claim older than this is taken to be from an instance that stopped mid-send. */
export const STALE_CLAIM_MINUTES = 10;
const BATCH = 20;

/**
 * Sends the reminders that are due. Jobs live in the database (reminder_jobs); each run claims
 * a batch in one UPDATE ... RETURNING that only takes unclaimed rows, so two instances never
 * send one job twice. A job whose send failed keeps its claim until it goes stale, then is
 * tried again; one whose instance stopped mid-send likewise.
 */
export function createReminderService(
  ctx: ServiceContext,
  deps: { sms: SmsSender; publicUrl: string; tokenOf: (bookingId: string) => string },
) {
  const mails = bookingMails(deps.publicUrl);
  return {
    /** One pass: answers how many jobs it sent. */
    async runDue(): Promise<number> {
      const now = new Date(ctx.clock());
      const token = randomBytes(12).toString('base64url');
      const repo = bookingRepository(ctx.db);
      const jobs = await repo.claimDue(
        now.toISOString(),
        addMinutes(now, -STALE_CLAIM_MINUTES).toISOString(),
        token,
        BATCH,
      );
      let sent = 0;
      for (const job of jobs) {
        const booking = await repo.find(job.booking_id);
        if (!booking || booking.status !== 'booked') {
          await repo.skip(job.id, token, now.toISOString());
          continue;
        }
        try {
          const link = deps.tokenOf(booking.id);
          if (job.channel === 'mail') {
            if (booking.email) await ctx.mailer.send(mails.reminderMail(booking, link));
          } else {
            await deps.sms.send(mails.reminderSms(booking, link));
          }
          await repo.markSent(job.id, token, new Date(ctx.clock()).toISOString());
          sent += 1;
        } catch (error) {
          ctx.log.error({ err: error, job: job.id, channel: job.channel }, 'reminder not sent');
          await repo.markFailed(
            job.id,
            token,
            error instanceof Error ? error.message : String(error),
          );
        }
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
): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = reminders
      .runDue()
      .catch((error: unknown) => log.error({ err: error }, 'reminder pass failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, seconds * 1000).unref();
      });
  };
  timer = setTimeout(tick, seconds * 1000).unref();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
