import type { Kysely } from 'kysely';

// Sign-in no longer locks an account (docs/behaviour.md#account-calls): wrong passwords slow
// down the address that sends them, per email and address, whether or not the email has an
// account. Those counts, and the other per-email counts an anonymous caller can move (codes
// asked for, notices of a registration with a taken address), live in one table keyed by a
// keyed hash of what they count, so it holds no email or address in clear and answers alike for
// every email. A row is one count: how many, the last one, and when it is forgotten.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('attempt_counters')
    // base64url of an HMAC-SHA-256 of the purpose and the subject (an email, an address).
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    // Past this the row counts as absent, and the clean-up removes it.
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('attempt_counters_expires_at')
    .on('attempt_counters')
    .column('expires_at')
    .execute();
  // The account lockout's counters: nothing reads them any more.
  await db.schema.alterTable('staff').dropColumn('failed_signins').execute();
  await db.schema.alterTable('staff').dropColumn('locked_until').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('staff')
    .addColumn('failed_signins', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('staff').addColumn('locked_until', 'text').execute();
  await db.schema.dropTable('attempt_counters').execute();
}
