import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { DatabaseKind } from '../core/database';
import { migrateToLatest, openDatabase, type Database } from '../plugins/database';

/** SQLite always; PostgreSQL too when it answered before the run (jest.global-setup.cjs). */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.SERVER_TEST_POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase extends Database {
  /** For a DATA_DIR that goes with it (uploads, outbox); removed by drop(). */
  dataDir: string;
  databaseUrl: string | undefined;
  schema: string | undefined;
  drop(): Promise<void>;
}

async function onPostgres(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database of that kind: a SQLite file in a temporary directory, or a PostgreSQL
 * schema of its own, so test files run in parallel without seeing each other's rows.
 * `migrated: false` leaves it empty (for migration tests).
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  { migrated = true } = {},
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetportal-test-'));
  const databaseUrl = kind === 'postgres' ? process.env.SERVER_TEST_POSTGRES_URL : undefined;
  if (kind === 'postgres' && !databaseUrl) throw new Error('PostgreSQL is not available');
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (databaseUrl && schema) await onPostgres(databaseUrl, `create schema ${schema}`);

  const database = openDatabase({ databaseUrl, dataDir, schema });
  const drop = async () => {
    await database.db.destroy().catch(() => {});
    if (databaseUrl && schema) await onPostgres(databaseUrl, `drop schema ${schema} cascade`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (migrated) {
    // A failed migration must not leave its connections open (they would keep jest running).
    await migrateToLatest(database).catch(async (error: unknown) => {
      await drop();
      throw error;
    });
  }
  return { ...database, dataDir, databaseUrl, schema, drop };
}
