import type { Kysely } from 'kysely';

// Consents (docs/behaviour.md#consents): one row each time a person consents to an optional
// purpose (vaccination reminders), with when, the privacy notice's version they saw, their
// contact and the record it came with. Withdrawing sets withdrawn_at: the row stays as the record
// that the consent was given, and when it ended.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('consents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // One of CONSENT_PURPOSES, e.g. vaccination_reminders.
    .addColumn('purpose', 'text', (c) => c.notNull())
    // PRIVACY_NOTICE.version when it was given.
    .addColumn('notice_version', 'text', (c) => c.notNull())
    // The contact it was given for: an email in lower case and/or a phone as +254XXXXXXXXX.
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    // Where it was given: a type (booking) and that row's id; no foreign key, so the record
    // outlives an erased booking.
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text')
    // ISO-8601 UTC.
    .addColumn('given_at', 'text', (c) => c.notNull())
    .addColumn('withdrawn_at', 'text')
    // How it was withdrawn: manage-link, my-data, ...
    .addColumn('withdrawn_via', 'text')
    .execute();
  // A person's consents, found by either contact.
  await db.schema
    .createIndex('consents_phone')
    .on('consents')
    .columns(['phone', 'purpose'])
    .execute();
  await db.schema
    .createIndex('consents_email')
    .on('consents')
    .columns(['email', 'purpose'])
    .execute();
  await db.schema
    .createIndex('consents_source')
    .on('consents')
    .columns(['source_type', 'source_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consents').execute();
}
