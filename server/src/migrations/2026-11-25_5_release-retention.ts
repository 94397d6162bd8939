import { sql, type Kysely } from 'kysely';

// Old release versions are deleted once they have been neither live nor canary for
// RELEASE_KEEP_DAYS (docs/behaviour.md#releases): each version remembers when it last stopped
// being either.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function up(db: Kysely<any>): Promise<void> {
  // Null while live or canary, and for a version that never was (its age counts from its
  // release).
  await db.schema.alterTable('release_versions').addColumn('retired_at', 'text').execute();
  // Versions out of service before this column existed count from now: none is deleted earlier
  // than the retention promises.
  const now = new Date().toISOString();
  await db
    .updateTable('release_versions')
    .set({ retired_at: now })
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('release_state')
            .select(sql<number>`1`.as('one'))
            .whereRef('release_state.remote', '=', 'release_versions.remote')
            .where((eb) =>
              eb.or([
                eb('release_state.live_version', '=', eb.ref('release_versions.version')),
                eb('release_state.canary_version', '=', eb.ref('release_versions.version')),
              ]),
            ),
        ),
      ),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('release_versions').dropColumn('retired_at').execute();
}
