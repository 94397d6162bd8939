import type { Executor } from '../core/database';
import { newId } from './common';

export interface RefreshTokenRecord {
  id: string;
  staffId: string;
  familyId: string;
  expiresAt: string;
  rotatedAt: string | null;
  revokedAt: string | null;
}

/** Refresh tokens, kept only as hashes; every token rotated from one sign-in shares a family. */
export function sessionRepository(db: Executor) {
  return {
    async insert(
      token: { staffId: string; familyId: string; tokenHash: string; expiresAt: string },
      now: string,
    ): Promise<string> {
      const id = newId();
      await db
        .insertInto('refresh_tokens')
        .values({
          id,
          staff_id: token.staffId,
          family_id: token.familyId,
          token_hash: token.tokenHash,
          expires_at: token.expiresAt,
          created_at: now,
          rotated_at: null,
          revoked_at: null,
        })
        .execute();
      return id;
    },

    async findByHash(tokenHash: string): Promise<RefreshTokenRecord | undefined> {
      const row = await db
        .selectFrom('refresh_tokens')
        .select(['id', 'staff_id', 'family_id', 'expires_at', 'rotated_at', 'revoked_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            staffId: row.staff_id,
            familyId: row.family_id,
            expiresAt: row.expires_at,
            rotatedAt: row.rotated_at,
            revokedAt: row.revoked_at,
          }
        : undefined;
    },

    /**
     * Marks the token rotated, only if it still is current: answers false when another request
     * rotated or revoked it first, so one token is never rotated twice.
     */
    async markRotated(id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('refresh_tokens')
        .set({ rotated_at: now })
        .where('id', '=', id)
        .where('rotated_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async revokeFamily(familyId: string, now: string): Promise<void> {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeAllOf(staffId: string, now: string): Promise<void> {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('staff_id', '=', staffId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}
