import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import fp from 'fastify-plugin';
import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type DialectAdapter,
  type SchemaMetadata,
  type SqliteDatabase,
  type TableMetadata,
} from 'kysely';
import { Pool } from 'pg';
import type { DatabaseKind, Db } from '../core/database';
import type { Tables } from '../core/tables';
import { migrationProvider } from '../migrations';

export interface DatabaseOptions {
  /** A postgres:// URL; without one, SQLite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL only: the schema to work in (tests give each file its own). */
  schema?: string;
}

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Where the data is, for the start-up log: a file path or host/database (no password). */
  location: string;
  /** PostgreSQL's connection pool, read by the metrics; SQLite has one connection and none. */
  pool?: PoolFigures;
}

/** What pg's Pool tells of its connections at any moment. */
export interface PoolFigures {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export const SQLITE_FILE = 'vetportal.sqlite';

function describePostgres(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `postgres://${hostname}${port ? `:${port}` : ''}${pathname}`;
}

/**
 * PostgreSQL, kept to one schema (the first of the search path), as Kysely's own dialect is not.
 *
 * Kysely migrates under one advisory lock whose number is the same for every schema of a
 * database, so apps (and parallel test files) in different schemas wait for each other's
 * migrations, and a test's set-up can run out of time behind the others'. This one takes a lock
 * of the schema's own.
 */
class SchemaMigrationLock extends PostgresAdapter {
  constructor(private readonly lockId: bigint) {
    super();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  override async acquireMigrationLock(db: Kysely<any>): Promise<void> {
    // On the migration's connection, before its transaction (as Kysely does): held until released.
    await sql`select pg_advisory_lock(${sql.lit(this.lockId)})`.execute(db);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  override async releaseMigrationLock(db: Kysely<any>): Promise<void> {
    await sql`select pg_advisory_unlock(${sql.lit(this.lockId)})`.execute(db);
  }
}

/**
 * Kysely's PostgreSQL introspection reads every schema of the database and asks
 * has_schema_privilege() of each by name, which fails ('schema ... does not exist') when another
 * schema is dropped meanwhile (parallel test files drop theirs). The migrator only needs this
 * schema's tables: this introspector reads the catalog of the current schema alone.
 */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<SchemaMetadata>`select current_schema() as name`.execute(this.db);
    return rows;
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<{
      schema: string;
      table: string;
      kind: string;
      column: string;
      type: string;
      not_null: boolean;
      has_default: boolean;
      serial: boolean;
    }>`select n.nspname as "schema", c.relname as "table", c.relkind as "kind",
          a.attname as "column", t.typname as "type", a.attnotnull as "not_null",
          a.atthasdef as "has_default",
          pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname),
            a.attname) is not null as "serial"
        from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        join pg_catalog.pg_attribute a on a.attrelid = c.oid
        join pg_catalog.pg_type t on t.oid = a.atttypid
        where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
          and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`.execute(this.db);
    const internal = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && internal.has(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.kind === 'v', columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.serial,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

class SchemaPostgresDialect extends PostgresDialect {
  constructor(
    config: ConstructorParameters<typeof PostgresDialect>[0],
    private readonly lockId: bigint,
  ) {
    super(config);
  }

  override createAdapter(): DialectAdapter {
    return new SchemaMigrationLock(this.lockId);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}

/** A 64-bit advisory lock number of the schema's own (advisory locks are per database). */
function migrationLockId(schema: string): bigint {
  return createHash('sha256').update(`vetportal migrations: ${schema}`).digest().readBigInt64BE(0);
}

/**
 * The pool's connection: the URL, and the session options it names (`?options=-c ...`) with the
 * schema's search path, which keeps a schema's tables apart from the rest. pg lets a URL's
 * options replace a separate `options` whole, so the two are joined here.
 */
export function postgresConnection(databaseUrl: string, schema?: string) {
  const url = new URL(databaseUrl);
  const named = url.searchParams.get('options');
  url.searchParams.delete('options');
  const options = [named, schema ? `-c search_path=${schema}` : null].filter(Boolean).join(' ');
  return { connectionString: url.toString(), ...(options ? { options } : {}) };
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new Pool({ ...postgresConnection(options.databaseUrl, options.schema), max: 10 });
    return {
      db: new Kysely<Tables>({
        dialect: new SchemaPostgresDialect({ pool }, migrationLockId(options.schema ?? '')),
      }),
      kind: 'postgres',
      location: describePostgres(options.databaseUrl),
      pool,
    };
  }

  mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, SQLITE_FILE);
  const sqlite = new SQLite(file);
  // WAL: readers never wait for the writer; NORMAL sync is safe with WAL and much faster.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  if (sqlite.pragma('foreign_keys', { simple: true }) !== 1) {
    throw new Error(`SQLite did not turn foreign keys on for ${file}`);
  }
  return {
    db: new Kysely<Tables>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    kind: 'sqlite',
    location: file,
  };
}

/** Prepared statements kept per connection; the queries of the app are a few hundred at most. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; better-sqlite3's prepare is a tenth of the server's work on
 * the most read call (GET blog/). A statement is reusable once it has run, so the connection
 * keeps them by SQL text (SQLite re-prepares one by itself after a schema change). One still
 * being iterated (a stream) is not handed out twice.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(query: string) {
      const cached = statements.get(query);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(query);
      if (!cached) {
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          statements.delete(statements.keys().next().value as string);
        }
        statements.set(query, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

/** Runs every migration not yet applied; throws with the failing migration's error. */
export async function migrateToLatest({
  db,
  kind,
}: Pick<Database, 'db' | 'kind'>): Promise<string[]> {
  // Kysely looks for its own tables in every schema unless told which: on a PostgreSQL shared
  // with other schemas (other apps, parallel tests) it would find theirs and skip creating ours.
  const migrationTableSchema =
    kind === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The health check: one round trip. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * Migrates the open database to the latest version before the app is ready, and closes it when
 * the app closes (after in-flight requests, so SIGTERM drains first).
 */
export const database = fp<{ database: Database }>(
  async (app, { database }) => {
    const applied = await migrateToLatest(database);
    app.log.info(
      { database: database.kind, location: database.location, migrations: applied },
      applied.length ? 'database migrated' : 'database up to date',
    );
    app.addHook('onClose', async () => {
      await database.db.destroy();
    });
  },
  { name: 'database', dependencies: [], fastify: '5.x' },
);
