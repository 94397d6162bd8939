import type { Kysely } from 'kysely';

// The activity log (docs/behaviour.md#activity-log): one row per change made by staff, a deploy
// token or the server itself. Rows are only ever inserted, and removed once older than the
// retention period; no call of the API updates or deletes one.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // ISO-8601 UTC, strictly increasing per instance: the order of the log.
    .addColumn('at', 'text', (c) => c.notNull())
    // staff, deploy-token or system.
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    // The staff account's or the deploy token's id (null for the system); no foreign key: the
    // entry outlives a deleted account or token.
    .addColumn('actor_id', 'text')
    // The name at the time of the change, so the log still reads after a rename or deletion.
    .addColumn('actor_name', 'text', (c) => c.notNull())
    // What was done, e.g. carousel.delete, staff.update.
    .addColumn('kind', 'text', (c) => c.notNull())
    // What it was done to: a type (staff, carousel, booking, ...) and that row's id, so every
    // entry about one record (one person's booking, one account) can be found.
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    // Short JSON of the fields that changed, bounded in size by the service.
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  // The filters of the log's page (all newest first) and the retention's deletion.
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
  await db.schema
    .createIndex('audit_log_actor')
    .on('audit_log')
    .columns(['actor_id', 'at'])
    .execute();
  await db.schema.createIndex('audit_log_kind').on('audit_log').columns(['kind', 'at']).execute();
  await db.schema
    .createIndex('audit_log_subject')
    .on('audit_log')
    .columns(['subject_type', 'subject_id', 'at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
