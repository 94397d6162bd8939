import type { GeoData } from 'shared-data/contract';
import { startBackgroundJob, type BackgroundJob } from '../../core/background-timer';
import type { OutboxFiles } from '../../core/mailer';
import { auditRepository } from '../../repositories/audit-repository';
import { bookingRepository } from '../../repositories/booking-repository';
import { enquiryRepository } from '../../repositories/enquiry-repository';
import { metaRepository } from '../../repositories/meta-repository';
import { otpRepository } from '../../repositories/otp-repository';
import { privacyRepository } from '../../repositories/privacy-repository';
import { recordChange } from '../audit-service';
import { nowIso, type ServiceContext } from '../context';
import type { RetentionDays } from './sources';

/** The app_meta row that says when retention last ran, on any instance. */
export const RETENTION_KEY = 'retention_at';
/** Retention runs at most this often, whichever instance asks. */
export const RETENTION_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows changed per statement: a long backlog goes in bounded steps. */
const BATCH = 500;
/** What the activity log's entries about a record past its retention read afterwards. */
export const EXPIRED_ENTRY = 'Details removed when the record passed its retention period';

/** What one pass did, counted. */
export interface RetentionCounts {
  bookings_anonymised: number;
  enquiries_removed: number;
  addresses_removed: number;
  requests_removed: number;
  codes_removed: number;
  outbox_files_removed: number;
}

/**
 * Keeps personal data no longer than its period (docs/privacy.md#retention): bookings whose
 * visit is older than RETENTION_BOOKING_DAYS lose the client's details, enquiries older than
 * RETENTION_ENQUIRY_DAYS go (and answered privacy requests as old), the client address of the
 * contact form's location goes after RETENTION_LOG_DAYS, ended codes go at once, and the
 * instance's own outbox loses files older than RETENTION_OUTBOX_DAYS.
 */
export function createRetentionService(
  ctx: ServiceContext,
  options: { days: RetentionDays; outbox: OutboxFiles },
) {
  const ago = (now: number, days: number) => new Date(now - days * DAY_MS).toISOString();

  async function anonymiseBookings(before: string): Promise<number> {
    let total = 0;
    for (;;) {
      const done = await ctx.db.transaction().execute(async (trx) => {
        const repo = bookingRepository(trx);
        const ids = await repo.keptBefore(before, BATCH);
        if (!ids.length) return 0;
        const stamp = nowIso(ctx.clock);
        await auditRepository(trx).redactAbout('booking', ids, EXPIRED_ENTRY);
        return repo.anonymise(ids, stamp);
      });
      total += done;
      if (done < BATCH) return total;
    }
  }

  async function removeEnquiries(before: string): Promise<number> {
    let total = 0;
    for (;;) {
      const done = await ctx.db.transaction().execute(async (trx) => {
        const ids = await enquiryRepository(trx).idsBefore(before, BATCH);
        await auditRepository(trx).redactAbout('enquiry', ids, EXPIRED_ENTRY);
        return enquiryRepository(trx).remove(ids);
      });
      total += done;
      if (done < BATCH) return total;
    }
  }

  /** The client address the contact form's location lookup gave, removed from the location. */
  async function removeAddresses(before: string): Promise<number> {
    let total = 0;
    for (;;) {
      const repo = enquiryRepository(ctx.db);
      const rows = await repo.withAddressBefore(before, BATCH);
      for (const row of rows) {
        let geo: GeoData | null = null;
        try {
          geo = JSON.parse(row.geo) as GeoData;
          delete (geo as { ip?: unknown }).ip;
        } catch {
          geo = null;
        }
        await repo.setGeo(row.id, geo);
      }
      total += rows.length;
      if (rows.length < BATCH) return total;
    }
  }

  return {
    /**
     * One pass. The instance's outbox is pruned on every pass (each instance may have its own
     * DATA_DIR); the database's work at most once per RETENTION_EVERY_MS across every instance:
     * the first to claim the app_meta row does it, the others answer null for it. What was done
     * is an entry of the activity log, by the system.
     */
    async prune(): Promise<RetentionCounts | null> {
      const now = ctx.clock();
      const outboxRemoved = await options.outbox.removeOlderThan(
        now - options.days.outboxDays * DAY_MS,
      );
      if (!(await metaRepository(ctx.db).claim(RETENTION_KEY, now, RETENTION_EVERY_MS))) {
        if (outboxRemoved > 0) ctx.log.info({ removed: outboxRemoved }, 'old outbox files removed');
        return null;
      }
      const stamp = new Date(now).toISOString();
      const counts: RetentionCounts = {
        bookings_anonymised: await anonymiseBookings(ago(now, options.days.bookingDays)),
        enquiries_removed: await removeEnquiries(ago(now, options.days.enquiryDays)),
        addresses_removed: await removeAddresses(ago(now, options.days.logDays)),
        requests_removed: await privacyRepository(ctx.db).removeAnsweredBefore(
          ago(now, options.days.enquiryDays),
        ),
        codes_removed:
          (await privacyRepository(ctx.db).removeEnded(stamp)) +
          (await otpRepository(ctx.db).removeEnded(stamp)),
        outbox_files_removed: outboxRemoved,
      };
      const done = Object.entries(counts).filter(([, n]) => n > 0);
      if (done.length) {
        await recordChange(
          ctx,
          ctx.db,
          { system: 'retention' },
          {
            kind: 'privacy.retention',
            subject: { type: 'retention', id: null },
            summary: `Retention: ${done.map(([name, n]) => `${name.replace(/_/g, ' ')} ${n}`).join(', ')}`,
            after: { ...counts },
          },
        );
        ctx.log.info(counts, 'personal data past its retention removed');
      }
      return counts;
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;

/**
 * Runs `prune` soon after the start and then every RETENTION_EVERY_MS; every instance runs it,
 * the database's claim lets one of them do the database's work. stop() waits for a pass.
 */
export function startRetention(
  retention: RetentionService,
  log: ServiceContext['log'],
  { firstMs = 90_000, everyMs = RETENTION_EVERY_MS } = {},
): BackgroundJob {
  return startBackgroundJob(() => retention.prune(), {
    firstMs,
    everyMs,
    log,
    failure: 'the retention pass failed',
  });
}
