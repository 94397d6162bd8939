import type { Executor } from '../core/database';

/** One count: how many, the last one, and when it is forgotten. */
export interface AttemptCount {
  count: number;
  lastAt: string;
  expiresAt: string;
}

/**
 * Counts an anonymous caller can move (attempt_counters), by a key the service derives. Every
 * change is one statement, so concurrent requests on any number of instances all count.
 */
export function attemptCounterRepository(db: Executor) {
  return {
    /** The count, unless it was forgotten by `now` (ISO). */
    async read(key: string, now: string): Promise<AttemptCount | undefined> {
      const row = await db
        .selectFrom('attempt_counters')
        .select(['count', 'last_at', 'expires_at'])
        .where('key', '=', key)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row
        ? { count: Number(row.count), lastAt: row.last_at, expiresAt: row.expires_at }
        : undefined;
    },

    /**
     * Adds one at `now`, starting again from one when the count was forgotten. `expiresAt` is
     * the new forgetting time when `sliding` (each one pushes it back) or when a count starts;
     * otherwise the count keeps the window it started. Answers the count.
     */
    async add(key: string, now: string, expiresAt: string, sliding: boolean): Promise<number> {
      const row = await db
        .insertInto('attempt_counters')
        .values({ key, count: 1, last_at: now, expires_at: expiresAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            const forgotten = eb('attempt_counters.expires_at', '<=', now);
            return {
              count: eb
                .case()
                .when(forgotten)
                .then(1)
                .else(eb('attempt_counters.count', '+', 1))
                .end(),
              last_at: now,
              expires_at: sliding
                ? expiresAt
                : eb
                    .case()
                    .when(forgotten)
                    .then(expiresAt)
                    .else(eb.ref('attempt_counters.expires_at'))
                    .end(),
            };
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async remove(key: string): Promise<void> {
      await db.deleteFrom('attempt_counters').where('key', '=', key).execute();
    },

    /** Removes the counts forgotten by `now`; answers how many went. */
    async removeExpired(now: string): Promise<number> {
      const result = await db
        .deleteFrom('attempt_counters')
        .where('expires_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
