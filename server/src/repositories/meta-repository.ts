import { sql } from 'kysely';
import type { Executor } from '../core/database';
import { sharedPerTurn } from '../core/shared-per-turn';

/**
 * A reader of one key whose query is built and compiled once, for a value read on every request
 * (the blogs' version): building a query each time costs more than running it, and the requests
 * of one turn of the event loop share one read (sharedPerTurn).
 */
export function metaReader(db: Executor, key: string): () => Promise<string | undefined> {
  const query = db.selectFrom('app_meta').select('value').where('key', '=', key).compile();
  return sharedPerTurn(async () => (await db.executeQuery(query)).rows[0]?.value);
}

export function metaRepository(db: Executor) {
  return {
    async get(key: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      return row?.value;
    },
    /**
     * A job every instance may start, done by one at most once every `everyMs`: sets `key` to
     * the time `nowMs` only if it is unset or at least `everyMs` older, in one statement, so of
     * several callers at the same moment exactly one gets true (the database decides, across
     * instances).
     */
    async claim(key: string, nowMs: number, everyMs: number): Promise<boolean> {
      // '' sorts before every stored time: the first claim finds it old enough.
      await db
        .insertInto('app_meta')
        .values({ key, value: '' })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const result = await db
        .updateTable('app_meta')
        .set({ value: new Date(nowMs).toISOString() })
        .where('key', '=', key)
        .where('value', '<=', new Date(nowMs - everyMs).toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async set(key: string, value: string): Promise<void> {
      await db
        .insertInto('app_meta')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    },
    /**
     * Takes the lease `key` until `until` (ISO time) when nobody holds it or its holder's lease
     * ran out before `now`: one atomic statement, so of several instances starting together
     * exactly one gets it. True when this caller holds it.
     */
    async takeLease(key: string, until: string, now: string): Promise<boolean> {
      const row = await db
        .insertInto('app_meta')
        .values({ key, value: until })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ value: until }).where('app_meta.value', '<', now),
        )
        .returning('key')
        .executeTakeFirst();
      return row !== undefined;
    },
    /**
     * True when `key` still holds `value` (a lease nobody took over since): in a transaction,
     * the row stays locked until it ends, so the lease cannot be taken over meanwhile.
     */
    async holds(key: string, value: string): Promise<boolean> {
      const result = await db
        .updateTable('app_meta')
        .set({ value })
        .where('key', '=', key)
        .where('value', '=', value)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Ends a lease: removes `key` if it still holds `value` (not if another took it over). */
    async release(key: string, value: string): Promise<void> {
      await db.deleteFrom('app_meta').where('key', '=', key).where('value', '=', value).execute();
    },
    /**
     * Sets `key` to `value` unless it already holds a later one (values compare as text: ISO
     * times), in one statement, so two instances writing at once keep the later time.
     */
    async raise(key: string, value: string): Promise<void> {
      await db
        .insertInto('app_meta')
        .values({ key, value })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ value }).where('app_meta.value', '<', value),
        )
        .execute();
    },
    /** Every key that starts with `prefix`, with its value. */
    async withPrefix(prefix: string): Promise<Map<string, string>> {
      const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .selectFrom('app_meta')
        .select(['key', 'value'])
        .where(sql<boolean>`${sql.ref('key')} like ${pattern} escape '\\'`)
        .execute();
      // SQLite's LIKE ignores the case of ASCII letters: the prefix is matched exactly here.
      return new Map(
        rows.filter((row) => row.key.startsWith(prefix)).map((row) => [row.key, row.value]),
      );
    },
    async remove(key: string): Promise<void> {
      await db.deleteFrom('app_meta').where('key', '=', key).execute();
    },
  };
}
