import type { Executor } from '../core/database';

export interface DeployTokenRecord {
  id: string;
  remote: string;
  label: string;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const COLUMNS = [
  'id',
  'remote',
  'label',
  'created_by',
  'created_at',
  'last_used_at',
  'revoked_at',
] as const;

const toRecord = (row: {
  id: string;
  remote: string;
  label: string;
  created_by: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}): DeployTokenRecord => ({
  id: row.id,
  remote: row.remote,
  label: row.label,
  createdBy: row.created_by,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
});

/** Deploy tokens, by the SHA-256 of the token (the token itself is never stored). */
export function deployTokenRepository(db: Executor) {
  return {
    async insert(token: Omit<DeployTokenRecord, 'lastUsedAt' | 'revokedAt'>, hash: string) {
      await db
        .insertInto('deploy_tokens')
        .values({
          id: token.id,
          remote: token.remote,
          label: token.label,
          token_hash: hash,
          created_by: token.createdBy,
          created_at: token.createdAt,
        })
        .execute();
    },
    async findByHash(hash: string): Promise<DeployTokenRecord | undefined> {
      const row = await db
        .selectFrom('deploy_tokens')
        .select(COLUMNS)
        .where('token_hash', '=', hash)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    async find(id: string): Promise<DeployTokenRecord | undefined> {
      const row = await db
        .selectFrom('deploy_tokens')
        .select(COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    /** Newest first. */
    async list(): Promise<DeployTokenRecord[]> {
      const rows = await db
        .selectFrom('deploy_tokens')
        .select(COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toRecord);
    },
    async revoke(id: string, now: string): Promise<void> {
      await db
        .updateTable('deploy_tokens')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },
    async touch(id: string, now: string): Promise<void> {
      await db
        .updateTable('deploy_tokens')
        .set({ last_used_at: now })
        .where('id', '=', id)
        .execute();
    },
  };
}
