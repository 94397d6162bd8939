import type { Kysely } from 'kysely';

// The dashboard's paged lists (docs/behaviour.md#paged-list-calls) read newest first with the
// id as the tie-break: an index in that very order lets the first pages read only their own
// rows, whatever the table's size. The enquiries' index on created_at alone is covered by the
// new one and goes. Searches (text anywhere in a column) cannot use a B-tree; they scan.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('enquiries_created_id')
    .on('enquiries')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema.dropIndex('enquiries_created').execute();
  await db.schema
    .createIndex('blogs_created_id')
    .on('blogs')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('staff_status_created')
    .on('staff')
    .columns(['status', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('staff_status_created').execute();
  await db.schema.dropIndex('blogs_created_id').execute();
  await db.schema.createIndex('enquiries_created').on('enquiries').column('created_at').execute();
  await db.schema.dropIndex('enquiries_created_id').execute();
}
