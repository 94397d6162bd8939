import type { Caller } from '../core/caller';
import { HttpError } from '../core/errors';
import { staffRepository, type StaffRecord } from '../repositories/staff-repository';
import { presentUser } from './account-presenter';
import { ACCOUNT_GONE, callerOf, ensureActive } from './account-rules';
import { nowIso, type ServiceContext } from './context';
import { verifyPassword } from './passwords';
import type { SessionService } from './session-service';
import type { TokenService } from './tokens';

export const WRONG_CREDENTIALS = 'The email or password is incorrect';
/** Wrong passwords in a row that lock an account, and for how long. */
export const LOCK_AFTER_FAILURES = 5;
const LOCK_MINUTES = 15;

const minutesLeft = (until: string, now: number) =>
  Math.max(1, Math.ceil((Date.parse(until) - now) / 60_000));

/** Signing in with a password, renewing a session, and checking an access token. */
export function createSignInService(
  ctx: ServiceContext,
  tokens: TokenService,
  sessions: SessionService,
) {
  const repo = () => staffRepository(ctx.db);

  const session = (staff: StaffRecord) => ({
    status: true as const,
    user: presentUser(ctx, staff),
    access_token: tokens.sign(staff.id),
  });

  /** Refused while locked; counts a wrong password and locks at the limit. */
  async function checkPassword(staff: StaffRecord | undefined, password: string): Promise<void> {
    const now = ctx.clock();
    if (staff?.lockedUntil && Date.parse(staff.lockedUntil) > now) {
      const minutes = minutesLeft(staff.lockedUntil, now);
      throw new HttpError(
        429,
        `Too many wrong passwords: this account is locked, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
        { 'retry-after': String(minutes * 60) },
      );
    }
    // Verified even for an unknown email, so timing does not reveal which emails exist.
    const matches = await verifyPassword(staff?.passwordHash ?? null, password);
    if (staff && !matches) {
      const stamp = nowIso(ctx.clock);
      const failures = await repo().countFailedSignIn(staff.id, stamp);
      if (failures >= LOCK_AFTER_FAILURES) {
        const until = new Date(now + LOCK_MINUTES * 60_000).toISOString();
        await repo().update(staff.id, { failedSignins: 0, lockedUntil: until }, stamp);
        ctx.log.warn({ staff: staff.id }, 'account locked after repeated wrong passwords');
      }
    }
    if (!staff || !matches) throw new HttpError(401, WRONG_CREDENTIALS);
    if (staff.failedSignins > 0 || staff.lockedUntil) {
      await repo().update(staff.id, { failedSignins: 0, lockedUntil: null }, nowIso(ctx.clock));
    }
  }

  return {
    /** POST auth/signin/staff: the session, and the refresh token for the cookie. */
    async withPassword(email: string, password: string) {
      const staff = await repo().findByEmail(email);
      await checkPassword(staff, password);
      if (!staff) throw new HttpError(401, WRONG_CREDENTIALS);
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
