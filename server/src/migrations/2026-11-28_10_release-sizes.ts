import type { Kysely } from 'kysely';

// Release budgets (docs/behaviour.md#releases): each version keeps the gzip bytes a first visit
// to its remote's routes loads from it, and each remote may have a budget those bytes must fit
// before a version goes live or canary. The budget is the site's setting, kept here rather than
// read from a release, so a release cannot raise its own.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function up(db: Kysely<any>): Promise<void> {
  // Null for the versions registered before: their size was never measured.
  await db.schema
    .alterTable('release_versions')
    .addColumn('first_visit_bytes', 'integer')
    .execute();
  await db.schema
    .createTable('release_budgets')
    .addColumn('remote', 'text', (c) => c.primaryKey())
    .addColumn('budget_bytes', 'integer', (c) => c.notNull())
    // Who set it: an administrator's console, or the release whose declaration was adopted.
    .addColumn('set_by', 'text', (c) => c.notNull())
    .addColumn('set_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('release_budgets').execute();
  await db.schema.alterTable('release_versions').dropColumn('first_visit_bytes').execute();
}
