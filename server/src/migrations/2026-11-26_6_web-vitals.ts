import type { Kysely } from 'kysely';

// Site speed (docs/behaviour.md#site-speed): the Web Vitals of real visits, kept as one histogram
// per day, public route and metric, so the 75th percentile is computed from counts and no visit
// is stored. A row is one bucket of fixed log-scale width; reports add to its count in one
// statement (INSERT ... ON CONFLICT DO UPDATE), so any number of instances count together
// without losing one. Days are the clinic's; the key starts with the day, so the summary's
// window and the removal of old days read a range.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('web_vitals')
    // YYYY-MM-DD in Africa/Nairobi.
    .addColumn('day', 'text', (c) => c.notNull())
    // A public route pattern ('/blogs/:blog_id'), never a path.
    .addColumn('route', 'text', (c) => c.notNull())
    // LCP, INP, CLS or TTFB.
    .addColumn('metric', 'text', (c) => c.notNull())
    // The bucket's number (services/vitals-histogram.ts).
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('samples', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('web_vitals_pk', ['day', 'route', 'metric', 'bucket'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('web_vitals').execute();
}
