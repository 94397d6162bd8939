import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

// Site speed split by device (docs/behaviour.md#site-speed): each histogram bucket and each day's
// count of sources is kept per device class ('phone', 'desktop', or 'unknown' for a report that
// named none), so the dashboard can judge each route for phones. The class joins the primary key,
// which SQLite cannot change in place: both tables are built again under their names and every
// existing row is copied as 'unknown' (it was measured before devices were recorded).
// web_vitals_sources (the daily cap per source) is left as it is: the cap counts a source's
// samples whatever device they name.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
async function rebuild(db: Kysely<any>, withDevice: boolean): Promise<void> {
  const suffix = withDevice ? 'device' : 'all';
  await db.schema.alterTable('web_vitals').renameTo('web_vitals_before').execute();
  await db.schema
    .alterTable('web_vitals_source_counts')
    .renameTo('web_vitals_source_counts_before')
    .execute();

  // The key's columns in order; the device comes before the bucket, as the day's figures of a
  // route's measure are read per device.
  const key = withDevice ? ['day', 'route', 'metric', 'device'] : ['day', 'route', 'metric'];
  const keyed = (name: string) => {
    let table: CreateTableBuilder<string, string> = db.schema.createTable(name);
    for (const column of key) table = table.addColumn(column, 'text', (c) => c.notNull());
    return table;
  };
  await keyed('web_vitals')
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('samples', 'bigint', (c) => c.notNull())
    // A constraint's name is an index's name on PostgreSQL, unique in its schema: the old
    // table's keeps its own until it is dropped.
    .addPrimaryKeyConstraint(`web_vitals_${suffix}_pk`, [...key, 'bucket'])
    .execute();
  await keyed('web_vitals_source_counts')
    .addColumn('sources', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint(`web_vitals_source_counts_${suffix}_pk`, key)
    .execute();

  if (withDevice) {
    await db
      .insertInto('web_vitals')
      .columns(['day', 'route', 'metric', 'device', 'bucket', 'samples'])
      .expression(
        db
          .selectFrom('web_vitals_before')
          .select(['day', 'route', 'metric', sql.lit('unknown').as('device'), 'bucket', 'samples']),
      )
      .execute();
    await db
      .insertInto('web_vitals_source_counts')
      .columns(['day', 'route', 'metric', 'device', 'sources'])
      .expression(
        db
          .selectFrom('web_vitals_source_counts_before')
          .select(['day', 'route', 'metric', sql.lit('unknown').as('device'), 'sources']),
      )
      .execute();
  } else {
    // Back to one count for every device.
    await db
      .insertInto('web_vitals')
      .columns(['day', 'route', 'metric', 'bucket', 'samples'])
      .expression(
        db
          .selectFrom('web_vitals_before')
          .select(['day', 'route', 'metric', 'bucket', sql`sum(samples)`.as('samples')])
          .groupBy(['day', 'route', 'metric', 'bucket']),
      )
      .execute();
    await db
      .insertInto('web_vitals_source_counts')
      .columns(['day', 'route', 'metric', 'sources'])
      .expression(
        db
          .selectFrom('web_vitals_source_counts_before')
          .select(['day', 'route', 'metric', sql`sum(sources)`.as('sources')])
          .groupBy(['day', 'route', 'metric']),
      )
      .execute();
  }

  await db.schema.dropTable('web_vitals_before').execute();
  await db.schema.dropTable('web_vitals_source_counts_before').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function up(db: Kysely<any>): Promise<void> {
  await rebuild(db, true);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function down(db: Kysely<any>): Promise<void> {
  await rebuild(db, false);
}
