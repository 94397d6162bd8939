import type { Kysely } from 'kysely';

// A person's rights over their data (docs/behaviour.md#your-data) and its retention
// (docs/privacy.md#retention): the one-time codes that prove control of an email address or a
// phone number, the requests that need a person, and what finding and anonymising a person's
// records needs.

/**
 * A Kenyan number in its one form (+254 and nine digits), or null: the rule of the booking's
 * phone field as it was when this migration was written (a migration never imports the app).
 */
function kenyanPhone(input: string): string | null {
  const compact = input
    .trim()
    .replace(/[\s().\-\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069]/g, '');
  const match = /^(?:\+254|00254|254|0)?([17]\d{8})$/.exec(compact);
  return match ? `+254${match[1]}` : null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('privacy_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // A keyed hash of the contact (email or +254 number): the table holds no contact in clear.
    .addColumn('contact_key', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    // After a right code: a keyed hash of the check the page sends instead, and its end.
    .addColumn('check_hash', 'text', (c) => c.unique())
    .addColumn('check_expires_at', 'text')
    .execute();
  await db.schema
    .createIndex('privacy_codes_contact')
    .on('privacy_codes')
    .columns(['contact_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('privacy_codes_expires')
    .on('privacy_codes')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('privacy_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The contact the person proved, so staff can answer them; and its keyed hash, to find a
    // person's requests for their export.
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('contact_key', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    // No foreign key: the request outlives a deleted account.
    .addColumn('answered_by', 'text')
    .addColumn('answered_by_name', 'text')
    .execute();
  await db.schema
    .createIndex('privacy_requests_open')
    .on('privacy_requests')
    .columns(['answered_at', 'due_at'])
    .execute();
  await db.schema
    .createIndex('privacy_requests_contact')
    .on('privacy_requests')
    .column('contact_key')
    .execute();

  // An enquiry's phone in its one form when it is a Kenyan number: typed freely on the contact
  // form, it is found by the form a person proves control of.
  await db.schema.alterTable('enquiries').addColumn('phone_key', 'text').execute();
  const enquiries = await db.selectFrom('enquiries').select(['id', 'phonenumber']).execute();
  for (const row of enquiries as { id: string; phonenumber: string }[]) {
    const key = kenyanPhone(row.phonenumber);
    if (key) {
      await db.updateTable('enquiries').set({ phone_key: key }).where('id', '=', row.id).execute();
    }
  }
  await db.schema.createIndex('enquiries_email').on('enquiries').column('email').execute();
  await db.schema.createIndex('enquiries_phone_key').on('enquiries').column('phone_key').execute();

  // When the client's details were removed from a booking (erasure or retention); null while
  // they are kept.
  await db.schema.alterTable('bookings').addColumn('anonymised_at', 'text').execute();
  await db.schema.createIndex('bookings_email').on('bookings').column('email').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_email').execute();
  await db.schema.alterTable('bookings').dropColumn('anonymised_at').execute();
  await db.schema.dropIndex('enquiries_phone_key').execute();
  await db.schema.dropIndex('enquiries_email').execute();
  await db.schema.alterTable('enquiries').dropColumn('phone_key').execute();
  await db.schema.dropTable('privacy_requests').execute();
  await db.schema.dropTable('privacy_codes').execute();
}
