import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

// Online booking (docs/behaviour.md#booking). Portable types as in the first migration: text
// ids, ISO-8601 UTC text times, 0/1 flags.
//
// No double booking is a constraint of the database, the same on SQLite and PostgreSQL: a
// booking holds the 15-minute cells of its doctor's schedule it covers (booking_cells), and
// (doctor_id, cell_start) is the primary key, so a second booking overlapping the first for the
// same doctor cannot be inserted, whatever the server checked before. Cancelling frees them.

const id = () => randomBytes(12).toString('base64url');

/** Seeded; administrators edit them. An empty doctor list means every doctor does the type. */
const TYPES: [string, string, number][] = [
  ['consultation', 'Consultation', 30],
  ['vaccination', 'Vaccination', 15],
  ['dental-cleaning', 'Dental cleaning', 60],
  ['puppy-wellness', 'Puppy wellness', 30],
  ['senior-pet-check', 'Senior pet check', 45],
  ['farm-visit', 'Farm visit / artificial insemination', 120],
];

/**
 * Kenya's public holidays for 2026 and 2027 (a holiday on a Sunday moves to the Monday). The
 * Idd dates follow the moon and are gazetted each year: administrators correct them.
 */
const HOLIDAYS: [string, string][] = [
  ['2026-01-01', "New Year's Day"],
  ['2026-03-20', 'Idd-ul-Fitr'],
  ['2026-04-03', 'Good Friday'],
  ['2026-04-06', 'Easter Monday'],
  ['2026-05-01', 'Labour Day'],
  ['2026-05-27', 'Idd-ul-Azha'],
  ['2026-06-01', 'Madaraka Day'],
  ['2026-10-10', 'Mazingira Day'],
  ['2026-10-20', 'Mashujaa Day'],
  ['2026-12-12', 'Jamhuri Day'],
  ['2026-12-25', 'Christmas Day'],
  ['2026-12-26', 'Boxing Day'],
  ['2027-01-01', "New Year's Day"],
  ['2027-03-10', 'Idd-ul-Fitr'],
  ['2027-03-26', 'Good Friday'],
  ['2027-03-29', 'Easter Monday'],
  ['2027-05-01', 'Labour Day'],
  ['2027-05-17', 'Idd-ul-Azha'],
  ['2027-06-01', 'Madaraka Day'],
  ['2027-10-11', 'Mazingira Day (observed)'],
  ['2027-10-20', 'Mashujaa Day'],
  ['2027-12-13', 'Jamhuri Day (observed)'],
  ['2027-12-25', 'Christmas Day'],
  ['2027-12-27', 'Boxing Day (observed)'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();

  await db.schema
    .createTable('appointment_types')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('appointment_type_doctors')
    .addColumn('type_id', 'text', (c) =>
      c.notNull().references('appointment_types.id').onDelete('cascade'),
    )
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('appointment_type_doctors_pk', ['type_id', 'staff_id'])
    .execute();

  // A doctor without rows works the consultation hours, Monday to Friday 08:00-17:00.
  await db.schema
    .createTable('working_hours')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    // ISO weekday: 1 Monday .. 7 Sunday; times 'HH:MM' on the clinic's clock.
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('working_hours_staff')
    .on('working_hours')
    .column('staff_id')
    .execute();

  await db.schema
    .createTable('time_off')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('end_at', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('time_off_staff')
    .on('time_off')
    .columns(['staff_id', 'end_at'])
    .execute();

  await db.schema
    .createTable('holidays')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('day', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  // No foreign key to staff: a booking outlives the account of its doctor (its history stays).
  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('type_id', 'text', (c) => c.notNull().references('appointment_types.id'))
    .addColumn('doctor_id', 'text', (c) => c.notNull())
    // 1 when the visitor chose "any available": a move may go to another doctor.
    .addColumn('any_doctor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('end_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('fullname', 'text', (c) => c.notNull())
    // Normalised, +254XXXXXXXXX.
    .addColumn('phonenumber', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('pet_name', 'text', (c) => c.notNull())
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    // SHA-256 of the manage link's random token; the token itself is never stored.
    .addColumn('manage_token_hash', 'text', (c) => c.notNull().unique())
    // The calendar entry's SEQUENCE: one more at each move or cancel.
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    // booking_state.version when the row last changed: the staff's changes cursor.
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bookings_doctor_start')
    .on('bookings')
    .columns(['doctor_id', 'start_at'])
    .execute();
  await db.schema.createIndex('bookings_start').on('bookings').column('start_at').execute();
  await db.schema
    .createIndex('bookings_phone')
    .on('bookings')
    .columns(['phonenumber', 'start_at'])
    .execute();
  await db.schema.createIndex('bookings_version').on('bookings').column('version').execute();

  await db.schema
    .createTable('booking_cells')
    .addColumn('doctor_id', 'text', (c) => c.notNull())
    // The UTC start of a 15-minute cell the booking covers.
    .addColumn('cell_start', 'text', (c) => c.notNull())
    .addColumn('booking_id', 'text', (c) =>
      c.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('booking_cells_pk', ['doctor_id', 'cell_start'])
    .execute();
  await db.schema
    .createIndex('booking_cells_booking')
    .on('booking_cells')
    .column('booking_id')
    .execute();

  // One row: bumped in every transaction that changes a booking.
  await db.schema
    .createTable('booking_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('booking_state').values({ id: 1, version: 0 }).execute();

  // A reminder to send (channel 'mail' or 'sms'); claimed by one server instance at a time.
  await db.schema
    .createTable('reminder_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) =>
      c.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text')
    .addColumn('claim_token', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('reminder_jobs_booking_channel', ['booking_id', 'channel'])
    .execute();
  await db.schema
    .createIndex('reminder_jobs_due')
    .on('reminder_jobs')
    .columns(['sent_at', 'due_at'])
    .execute();

  await db
    .insertInto('appointment_types')
    .values(
      TYPES.map(([typeId, name, minutes], position) => ({
        id: typeId,
        name,
        minutes,
        active: 1,
        position,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await db
    .insertInto('holidays')
    .values(HOLIDAYS.map(([day, name]) => ({ id: id(), day, name })))
    .execute();
  // Doctors who exist already get the consultation hours as rows they can edit.
  const doctors = await db.selectFrom('staff').select('id').where('is_doctor', '=', 1).execute();
  const rows = doctors.flatMap(({ id: staffId }: { id: string }) =>
    [1, 2, 3, 4, 5].map((weekday) => ({
      id: id(),
      staff_id: staffId,
      weekday,
      start_time: '08:00',
      end_time: '17:00',
    })),
  );
  if (rows.length) await db.insertInto('working_hours').values(rows).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'reminder_jobs',
    'booking_state',
    'booking_cells',
    'bookings',
    'holidays',
    'time_off',
    'working_hours',
    'appointment_type_doctors',
    'appointment_types',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
