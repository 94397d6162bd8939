import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { LIMITS, MESSAGES, type SiteLocale } from 'shared-data/contract';
import type { Executor } from '../../core/database';
import { HttpError } from '../../core/errors';
import { otpRepository } from '../../repositories/otp-repository';
import { sessionRepository } from '../../repositories/session-repository';
import { staffRepository } from '../../repositories/staff-repository';
import { codeMail, passwordChangedMail } from './mail';
import type { AttemptCounters } from '../attempt-counters';
import { mailLater, nowIso, type ServiceContext } from '../context';
import { hashPassword } from './passwords';

/** Wrong codes a code survives; the next wrong one spends it. */
export const OTP_MAX_TRIES = 5;
/**
 * Codes asked for one email in an hour, whoever asks (the IP limit is the rate limiter's):
 * counted for every email, with an account or not, and only the first ones are sent.
 */
export const OTP_PER_ACCOUNT_PER_HOUR = 3;
/**
 * Every code request takes at least this long, so the answer's timing does not tell whether
 * the email has an account (the slow part, sending the mail, happens after the answer).
 */
const OTP_ANSWER_MS = 300;
const CODE_REFUSED = 'The code is not valid or has expired; request a new one';

const MINUTE = 60_000;

/** A six-digit code from the operating system's cryptographic source, leading zeros kept. */
function newCode(): string {
  return randomInt(0, 10 ** LIMITS.otpDigits)
    .toString()
    .padStart(LIMITS.otpDigits, '0');
}

/**
 * One-time codes (OWASP forgot-password): mailed, valid 30 minutes, stored as an HMAC keyed by
 * a server secret (so a copy of the database does not give codes away by brute force), single
 * use, spent after five wrong tries, replaced by a newer one.
 */
export function createOtpService(
  ctx: ServiceContext,
  key: Buffer,
  attempts: AttemptCounters,
  /** The site's origin: the code mail links to its Reset Password page. */
  publicUrl: string,
) {
  const digest = (staffId: string, code: string) =>
    createHmac('sha256', key).update(`${staffId}:${code}`).digest();

  /** Stores a new code for the account (spending the old one) and answers it, for the mail. */
  async function issue(db: Executor, staffId: string): Promise<string> {
    const code = newCode();
    await otpRepository(db).replace(
      {
        staffId,
        codeHash: digest(staffId, code).toString('base64url'),
        expiresAt: new Date(ctx.clock() + LIMITS.otpMinutes * MINUTE).toISOString(),
      },
      nowIso(ctx.clock),
    );
    return code;
  }

  return {
    issue,

    /** Same answer, and about the same time, whether or not the email has an account. */
    async request(email: string, locale: SiteLocale = 'en'): Promise<{ msg: string }> {
      const started = performance.now();
      const staff = await staffRepository(ctx.db).findByEmail(email);
      // Counted per email whether or not it has an account: the same work and the same counts.
      const asked = await attempts.add('code-request', [email], {
        forMs: 60 * MINUTE,
        sliding: false,
      });
      if (staff) {
        if (asked <= OTP_PER_ACCOUNT_PER_HOUR) {
          const code = await ctx.db.transaction().execute((trx) => issue(trx, staff.id));
          mailLater(ctx, { to: staff.email, ...codeMail(code, publicUrl, locale) });
        } else {
          ctx.log.warn({ staff: staff.id }, 'one-time code not sent: hourly limit reached');
        }
      } else {
        digest('', newCode()); // the same work as for an account
      }
      const left = OTP_ANSWER_MS - (performance.now() - started);
      if (left > 0) await sleep(left);
      return { msg: MESSAGES.otpSent };
    },

    /**
     * Sets the password when the code is the account's current one. Every refusal reads the
     * same. Afterwards every session of the account is ended and a notice is mailed.
     */
    async reset(email: string, code: string, password: string): Promise<{ msg: string }> {
      const staff = await staffRepository(ctx.db).findByEmail(email);
      const current = staff ? await otpRepository(ctx.db).current(staff.id) : undefined;
      const expected = current ? Buffer.from(current.codeHash, 'base64url') : digest('', '');
      const matches = timingSafeEqual(digest(staff?.id ?? '', code), expected);
      if (!staff || !current) throw new HttpError(400, CODE_REFUSED);
      const now = nowIso(ctx.clock);
      if (current.expiresAt <= new Date(ctx.clock()).toISOString()) {
        await otpRepository(ctx.db).spend(current.id, now);
        throw new HttpError(400, CODE_REFUSED);
      }
      if (!matches) {
        await otpRepository(ctx.db).recordFailure(current.id, OTP_MAX_TRIES, now);
        throw new HttpError(400, CODE_REFUSED);
      }
      const passwordHash = await hashPassword(password);
      const done = await ctx.db.transaction().execute(async (trx) => {
        // A second request with the same code loses here.
        if (!(await otpRepository(trx).spend(current.id, now))) return false;
        await staffRepository(trx).update(staff.id, { passwordHash }, now);
        await sessionRepository(trx).revokeAllOf(staff.id, now);
        return true;
      });
      if (!done) throw new HttpError(400, CODE_REFUSED);
      mailLater(ctx, { to: staff.email, ...passwordChangedMail(staff.fullname) });
      return { msg: MESSAGES.passwordReset };
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
