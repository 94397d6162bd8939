import type { Kysely } from 'kysely';

// The language a booking was made in (docs/behaviour.md#languages): its confirmation, reminders
// and every later message go out in it. 'en' or 'sw'; every booking made before is English.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('language').execute();
}
