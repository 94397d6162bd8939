// Where the benches find PostgreSQL: as the server's tests do (server/jest.global-setup.cjs).
import os from 'node:os';
import { Client } from 'pg';

/**
 * Sets SERVER_TEST_POSTGRES_URL when PostgreSQL answers at TEST_DATABASE_URL (default the local
 * `test` database, as the user running the bench when the URL names none), so the server's
 * test helpers measure on it as well as on SQLite; TEST_DATABASE_URL=none skips it.
 */
export async function findPostgres(): Promise<void> {
  const given = process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
  if (given === 'none' || process.env.SERVER_TEST_POSTGRES_URL) return;
  const parsed = new URL(given);
  if (!parsed.username) parsed.username = os.userInfo().username;
  const url = parsed.toString();
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    process.env.SERVER_TEST_POSTGRES_URL = url;
  } catch {
    console.log(`No PostgreSQL at ${url}: SQLite only`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
