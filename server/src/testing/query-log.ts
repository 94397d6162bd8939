import type { Kysely } from 'kysely';

/** The SQL a database ran while a log was open. */
export interface QueryLog {
  /** The statements run so far, in order. */
  readonly statements: string[];
  /** The statements that name one of these tables. */
  touching(tables: readonly string[]): string[];
  stop(): void;
}

/**
 * Records every statement the app runs on this database outside a transaction (every read of
 * the calls it is used with), at the query executor all of Kysely's builders go through.
 */
export function logQueries<T>(db: Kysely<T>): QueryLog {
  const executor = db.getExecutor();
  const original = executor.executeQuery.bind(executor);
  const statements: string[] = [];
  const spy = jest.spyOn(executor, 'executeQuery').mockImplementation((query) => {
    statements.push(query.sql);
    return original(query);
  });
  return {
    statements,
    touching: (tables) =>
      statements.filter((sql) => tables.some((table) => new RegExp(`\\b${table}\\b`).test(sql))),
    stop: () => spy.mockRestore(),
  };
}

/** The statements `work` runs (outside transactions). */
export async function readsOf<T>(db: Kysely<T>, work: () => Promise<unknown>): Promise<string[]> {
  const log = logQueries(db);
  try {
    await work();
  } finally {
    log.stop();
  }
  return log.statements;
}
