import { createHmac } from 'node:crypto';
import {
  attemptCounterRepository,
  type AttemptCount,
} from '../repositories/attempt-counter-repository';
import type { ServiceContext } from './context';

/**
 * What is counted: wrong passwords, code requests, notices that an address is taken, the
 * acknowledgements of enquiries by mail and by text, and the privacy page's codes per contact and
 * per client address.
 */
export type AttemptPurpose =
  | 'wrong-password'
  | 'code-request'
  | 'taken-address-notice'
  | 'enquiry-ack-mail'
  | 'enquiry-ack-sms'
  | 'privacy-code'
  | 'privacy-code-address';

/** At most this often an instance removes the counts that were forgotten. */
const SWEEP_EVERY_MS = 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Counts kept per email (and address) in the database, so every instance sees the same, and
 * kept alike whether or not the email has an account. A count's key is an HMAC of what it
 * counts: the table holds no email or address in clear.
 */
export function createAttemptCounters(ctx: ServiceContext, key: Buffer) {
  const repo = () => attemptCounterRepository(ctx.db);
  const keyOf = (purpose: AttemptPurpose, subject: readonly string[]) =>
    createHmac('sha256', key)
      .update(JSON.stringify([purpose, ...subject]))
      .digest('base64url');
  let lastSweep = 0;

  return {
    /** The live count, if any. */
    read(purpose: AttemptPurpose, subject: readonly string[]): Promise<AttemptCount | undefined> {
      return repo().read(keyOf(purpose, subject), iso(ctx.clock()));
    },

    /**
     * Adds one and answers the count. It is forgotten `forMs` after it started (a fixed
     * window) or, when `sliding`, after the last one.
     */
    async add(
      purpose: AttemptPurpose,
      subject: readonly string[],
      { forMs, sliding }: { forMs: number; sliding: boolean },
    ): Promise<number> {
      const now = ctx.clock();
      if (now - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = now;
        await repo().removeExpired(iso(now));
      }
      return repo().add(keyOf(purpose, subject), iso(now), iso(now + forMs), sliding);
    },

    clear(purpose: AttemptPurpose, subject: readonly string[]): Promise<void> {
      return repo().remove(keyOf(purpose, subject));
    },
  };
}

export type AttemptCounters = ReturnType<typeof createAttemptCounters>;
