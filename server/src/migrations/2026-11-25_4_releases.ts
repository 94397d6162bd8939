import { PostgresAdapter, type Kysely } from 'kysely';

// The release registry (docs/behaviour.md#releases). Same portable types as the first
// migration; a version's files are bytes in the database (bytea / BLOB), so every instance
// behind a load balancer serves the same versions.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function up(db: Kysely<any>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

  await db.schema
    .createTable('release_versions')
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('released_by', 'text', (c) => c.notNull())
    // 'upload' (the release API) or 'local' (a build found beside the server at start).
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('released_at', 'text', (c) => c.notNull())
    .addColumn('git_commit', 'text')
    .addColumn('manifest', 'text', (c) => c.notNull())
    // JSON: shared package -> the range the build requires.
    .addColumn('requires', 'text', (c) => c.notNull())
    .addColumn('file_count', 'integer', (c) => c.notNull())
    .addColumn('total_bytes', 'integer', (c) => c.notNull())
    // Reported by the shell: every attempt, and those that failed.
    .addColumn('loads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('release_versions_pk', ['remote', 'version'])
    .execute();

  await db.schema
    .createTable('release_files')
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('bytes', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('release_files_pk', ['remote', 'version', 'path'])
    .addForeignKeyConstraint(
      'release_files_version',
      ['remote', 'version'],
      'release_versions',
      ['remote', 'version'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  // One row per remote, changed only by compare-and-set on `revision`.
  await db.schema
    .createTable('release_state')
    .addColumn('remote', 'text', (c) => c.primaryKey())
    .addColumn('live_version', 'text')
    .addColumn('live_since', 'text')
    // The version live before this one: where a plain rollback goes.
    .addColumn('previous_version', 'text')
    .addColumn('canary_version', 'text')
    .addColumn('canary_percent', 'integer')
    .addColumn('canary_since', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('release_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('version', 'text')
    .addColumn('previous_version', 'text')
    .addColumn('percent', 'integer')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('loads', 'integer')
    .addColumn('failures', 'integer')
    .execute();
  await db.schema
    .createIndex('release_history_remote_at')
    .on('release_history')
    .columns(['remote', 'at'])
    .execute();

  await db.schema
    .createTable('deploy_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    // SHA-256 of the token: the token itself is shown once and never stored.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'deploy_tokens',
    'release_history',
    'release_state',
    'release_files',
    'release_versions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
