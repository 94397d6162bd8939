import { sql, type Kysely } from 'kysely';

// Online bookings per mailbox and day (docs/behaviour.md#booking-rules): each booking keeps the
// mailbox its email reaches (lower case, without a '+tag', Gmail's dots dropped), so one address
// written many ways counts once. The index reads one mailbox's bookings of the last day.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('email_key', 'text').execute();
  // Bookings made before: their email as stored (already lower case). Only the last day's count,
  // so a tag or dots in one of them matter for a day at most.
  await sql`update bookings set email_key = email where email is not null`.execute(db);
  await db.schema
    .createIndex('bookings_email_key_created')
    .on('bookings')
    .columns(['email_key', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_email_key_created').execute();
  await db.schema.alterTable('bookings').dropColumn('email_key').execute();
}
