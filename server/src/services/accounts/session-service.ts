import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../core/database';
import { HttpError } from '../../core/errors';
import { newId } from '../../repositories/common';
import { sessionRepository } from '../../repositories/session-repository';
import { staffRepository, type StaffRecord } from '../../repositories/staff-repository';
import { ensureActive } from '../account-rules';
import { nowIso, type ServiceContext } from '../context';

/** A refresh token lives this long; each use replaces it with a new one that lives as long. */
export const REFRESH_TOKEN_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;

export const SESSION_ENDED = 'Your session has ended, sign in again';

export interface IssuedRefreshToken {
  /** The value for the cookie; the database keeps only its hash. */
  token: string;
  expiresAt: Date;
}

/** 256 random bits: a hash without salt or stretching is enough to store such a secret. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Refresh tokens (OWASP session management): random, stored hashed, rotated on every use.
 * Each sign-in starts a family; presenting a token that was already rotated means someone
 * kept a copy, so the whole family is revoked and both holders must sign in again.
 */
export function createSessionService(ctx: ServiceContext) {
  const repo = () => sessionRepository(ctx.db);

  async function issue(
    staffId: string,
    familyId: string,
    db: Executor = ctx.db,
  ): Promise<IssuedRefreshToken> {
    const token = randomBytes(32).toString('base64url');
    const now = ctx.clock();
    const expiresAt = new Date(now + REFRESH_TOKEN_DAYS * DAY_MS);
    await sessionRepository(db).insert(
      { staffId, familyId, tokenHash: hashToken(token), expiresAt: expiresAt.toISOString() },
      nowIso(ctx.clock),
    );
    return { token, expiresAt };
  }

  return {
    /** A new family, for a sign-in. */
    start: (staffId: string) => issue(staffId, newId()),

    /**
     * Spends the token and answers its account with the token that replaces it. Refuses (401)
     * a token that is unknown, expired, revoked or already spent; the last also revokes its
     * family. The account must still be ACTIVE.
     */
    async rotate(token: string): Promise<{ staff: StaffRecord; refresh: IssuedRefreshToken }> {
      const found = await repo().findByHash(hashToken(token));
      if (!found || found.revokedAt) throw new HttpError(401, SESSION_ENDED);
      const now = nowIso(ctx.clock);
      if (found.rotatedAt) {
        ctx.log.warn({ staff: found.staffId }, 'a spent refresh token was presented again');
        await repo().revokeFamily(found.familyId, now);
        throw new HttpError(401, SESSION_ENDED);
      }
      if (found.expiresAt <= new Date(ctx.clock()).toISOString()) {
        throw new HttpError(401, SESSION_ENDED);
      }
      const staff = await staffRepository(ctx.db).findById(found.staffId);
      if (!staff) throw new HttpError(401, SESSION_ENDED);
      ensureActive(staff);
      const refresh = await ctx.db.transaction().execute(async (trx) => {
        // Two requests with the same token: only the first rotates it; the second is a reuse.
        if (!(await sessionRepository(trx).markRotated(found.id, now))) return null;
        return issue(staff.id, found.familyId, trx);
      });
      if (!refresh) {
        await repo().revokeFamily(found.familyId, now);
        throw new HttpError(401, SESSION_ENDED);
      }
      return { staff, refresh };
    },

    /** Logout: ends the session the token belongs to. An unknown token is no error. */
    async end(token: string): Promise<void> {
      const found = await repo().findByHash(hashToken(token));
      if (found) await repo().revokeFamily(found.familyId, nowIso(ctx.clock));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
