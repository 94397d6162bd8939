import type { Kysely } from 'kysely';

// Only real visits steer a release or Site speed (docs/security.md#beacons-and-site-speed).
//
// release_visitors: which visitor (the random id of its signed cookie) has been counted for
// which version, once as a load and once as a failure. The primary key makes the count
// atomic across instances: a report adds to a version's loads or failures only when its row
// is new. Rows go with their version.
//
// web_vitals_sources: today's samples per source (a keyed hash of the client address that
// changes every day) and route and metric, capped in one statement (an upsert whose update
// holds only under the cap), so no source outweighs real visits on any instance. Rows of past
// days are removed: a source cannot be followed from one day to the next.
//
// web_vitals_source_counts: how many distinct sources each day's route and metric had, kept
// with the histograms for the summary.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('release_visitors')
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    // 'load' or 'failure'.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('release_visitors_pk', ['remote', 'version', 'visitor', 'kind'])
    .addForeignKeyConstraint(
      'release_visitors_version',
      ['remote', 'version'],
      'release_versions',
      ['remote', 'version'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('web_vitals_sources')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('samples', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('web_vitals_sources_pk', ['day', 'route', 'metric', 'source'])
    .execute();

  await db.schema
    .createTable('web_vitals_source_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('sources', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('web_vitals_source_counts_pk', ['day', 'route', 'metric'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['web_vitals_source_counts', 'web_vitals_sources', 'release_visitors']) {
    await db.schema.dropTable(table).execute();
  }
}
