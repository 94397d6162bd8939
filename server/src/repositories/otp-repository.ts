import type { Executor } from '../core/database';
import { newId } from './common';

export interface OneTimeCodeRecord {
  id: string;
  staffId: string;
  codeHash: string;
  failedAttempts: number;
  expiresAt: string;
  usedAt: string | null;
}

/** One-time codes, kept only as keyed hashes; at most one live code per account. */
export function otpRepository(db: Executor) {
  return {
    /** Spends every earlier code of the account, then stores the new one. */
    async replace(
      code: { staffId: string; codeHash: string; expiresAt: string },
      now: string,
    ): Promise<void> {
      await db
        .updateTable('one_time_codes')
        .set({ used_at: now })
        .where('staff_id', '=', code.staffId)
        .where('used_at', 'is', null)
        .execute();
      await db
        .insertInto('one_time_codes')
        .values({
          id: newId(),
          staff_id: code.staffId,
          code_hash: code.codeHash,
          failed_attempts: 0,
          expires_at: code.expiresAt,
          created_at: now,
          used_at: null,
        })
        .execute();
    },

    /** The account's unspent code, if any (expired or not: the caller decides). */
    async current(staffId: string): Promise<OneTimeCodeRecord | undefined> {
      const row = await db
        .selectFrom('one_time_codes')
        .select(['id', 'staff_id', 'code_hash', 'failed_attempts', 'expires_at', 'used_at'])
        .where('staff_id', '=', staffId)
        .where('used_at', 'is', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            staffId: row.staff_id,
            codeHash: row.code_hash,
            failedAttempts: row.failed_attempts,
            expiresAt: row.expires_at,
            usedAt: row.used_at,
          }
        : undefined;
    },

    /** Counts a wrong try; spends the code when it reaches the limit. Answers the new count. */
    async recordFailure(id: string, limit: number, now: string): Promise<number> {
      const row = await db
        .updateTable('one_time_codes')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
        .where('id', '=', id)
        .returning('failed_attempts')
        .executeTakeFirstOrThrow();
      if (row.failed_attempts >= limit) await this.spend(id, now);
      return row.failed_attempts;
    },

    /** Spends the code, only if it is still unspent: answers false when it already was. */
    async spend(id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('one_time_codes')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Removes the codes that expired by `now` (spent or not); answers how many went. */
    async removeEnded(now: string): Promise<number> {
      const result = await db
        .deleteFrom('one_time_codes')
        .where('expires_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
