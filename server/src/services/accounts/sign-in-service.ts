import type { Caller } from '../../core/caller';
import { tryAgainIn } from '../../core/call-limits';
import { HttpError } from '../../core/errors';
import { staffRepository, type StaffRecord } from '../../repositories/staff-repository';
import { presentUser } from './presenter';
import { ACCOUNT_GONE, callerOf, ensureActive } from '../account-rules';
import type { AttemptCounters } from '../attempt-counters';
import type { ServiceContext } from '../context';
import { verifyPassword } from './passwords';
import type { SessionService } from './session-service';
import type { TokenService } from './tokens';

export const WRONG_CREDENTIALS = 'The email or password is incorrect';
/** Wrong passwords for one email from one address answered at once; after them, a wait. */
export const FREE_WRONG_PASSWORDS = 5;
/** The first wait; it doubles with each further wrong password, up to the longest. */
export const FIRST_WAIT_SECONDS = 15;
export const LONGEST_WAIT_SECONDS = 60 * 60;
/** A day without a wrong password from that address forgets the ones before. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** Seconds to wait after this many wrong passwords in a row before the next try is heard. */
export function waitAfterWrongPasswords(count: number): number {
  if (count < FREE_WRONG_PASSWORDS) return 0;
  return Math.min(FIRST_WAIT_SECONDS * 2 ** (count - FREE_WRONG_PASSWORDS), LONGEST_WAIT_SECONDS);
}

/**
 * Signing in with a password, renewing a session, and checking an access token.
 *
 * Wrong passwords never lock an account: they slow down the address that sends them, counted
 * per (email, address) whether or not the email has an account, so a guesser waits longer and
 * longer while the owner signing in from anywhere else is not held up, and no answer tells a
 * known email from an unknown one. The per-address rate limit bounds one address over all
 * emails (core/call-limits.ts).
 */
export function createSignInService(
  ctx: ServiceContext,
  tokens: TokenService,
  sessions: SessionService,
  attempts: AttemptCounters,
) {
  const repo = () => staffRepository(ctx.db);

  const session = (staff: StaffRecord) => ({
    status: true as const,
    user: presentUser(ctx, staff),
    access_token: tokens.sign(staff.id),
  });

  return {
    /**
     * POST auth/signin/staff from that client address: the session, and the refresh token for
     * the cookie. While the address must wait, the password is not even looked at.
     */
    async withPassword(email: string, password: string, from: string) {
      const subject = [email, from];
      const wrong = await attempts.read('wrong-password', subject);
      if (wrong) {
        const waitMs =
          Date.parse(wrong.lastAt) + waitAfterWrongPasswords(wrong.count) * 1000 - ctx.clock();
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw new HttpError(429, `Too many requests, ${tryAgainIn(seconds)}`, {
            'retry-after': String(seconds),
          });
        }
      }
      const staff = await repo().findByEmail(email);
      // Verified even for an unknown email (against a dummy hash): the same work either way.
      const matches = await verifyPassword(staff?.passwordHash ?? null, password);
      if (!staff || !matches) {
        await attempts.add('wrong-password', subject, { forMs: FORGET_AFTER_MS, sliding: true });
        throw new HttpError(401, WRONG_CREDENTIALS);
      }
      if (wrong) await attempts.clear('wrong-password', subject);
      // Only the owner of the password learns the account's status.
      ensureActive(staff);
      return { session: session(staff), refresh: await sessions.start(staff.id) };
    },

    /** GET auth/refresh-token: a new access token and a new refresh token for the old one. */
    async refresh(token: string) {
      const { staff, refresh } = await sessions.rotate(token);
      return { session: session(staff), refresh };
    },

    /**
     * The account behind a Bearer token, looked up on every request: a suspended or deleted
     * account's token stops working at once, not when it expires.
     */
    async authenticate(token: string): Promise<Caller> {
      const staffId = tokens.verify(token);
      const staff = await repo().findById(staffId);
      if (!staff) throw new HttpError(401, ACCOUNT_GONE);
      ensureActive(staff);
      return callerOf(staff);
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
