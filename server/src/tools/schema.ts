import { sql } from 'kysely';
import type { DatabaseKind, Executor } from '../core/database';

/** Kysely's own bookkeeping: the restore's migrations write these, they are not data. */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

export interface TableInfo {
  name: string;
  /** Primary-key columns in key order (every column for a table without one). */
  key: string[];
  /** Tables its foreign keys point at. */
  references: string[];
}

/** Quotes an identifier for either database (both take "..." with doubled quotes). */
export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function rows<T>(db: Executor, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

async function sqliteTables(db: Executor): Promise<TableInfo[]> {
  const names = await rows<{ name: string }>(
    db,
    sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`,
  );
  const tables: TableInfo[] = [];
  for (const { name } of names) {
    const columns = await rows<{ name: string; pk: number }>(
      db,
      sql`select name, pk from pragma_table_info(${name})`,
    );
    const keyed = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
    const references = await rows<{ table: string }>(
      db,
      sql`select "table" from pragma_foreign_key_list(${name})`,
    );
    tables.push({
      name,
      key: (keyed.length ? keyed : columns).map((c) => c.name),
      references: [...new Set(references.map((r) => r.table))],
    });
  }
  return tables;
}

async function postgresTables(db: Executor): Promise<TableInfo[]> {
  const names = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const keys = await rows<{ table: string; column: string }>(
    db,
    sql`select k.table_name as "table", k.column_name as "column"
        from information_schema.table_constraints c
        join information_schema.key_column_usage k
          on k.constraint_name = c.constraint_name and k.table_schema = c.table_schema
        where c.table_schema = current_schema() and c.constraint_type = 'PRIMARY KEY'
        order by k.table_name, k.ordinal_position`,
  );
  const references = await rows<{ table: string; target: string }>(
    db,
    sql`select c.conrelid::regclass::text as "table", c.confrelid::regclass::text as target
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = current_schema()`,
  );
  const columns = await rows<{ table: string; column: string }>(
    db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = current_schema() order by table_name, ordinal_position`,
  );
  // regclass prints a name quoted when it needs quotes; ours never do.
  const bare = (name: string) => name.replace(/^"|"$/g, '');
  return names.map(({ name }) => {
    const key = keys.filter((k) => k.table === name).map((k) => k.column);
    return {
      name,
      key: key.length ? key : columns.filter((c) => c.table === name).map((c) => c.column),
      references: [
        ...new Set(references.filter((r) => bare(r.table) === name).map((r) => bare(r.target))),
      ],
    };
  });
}

/**
 * Every table of the app's schema (the migrations' bookkeeping left out), each after the
 * tables it references: the order to insert rows in (delete in the reverse order).
 */
export async function appTables(db: Executor, kind: DatabaseKind): Promise<TableInfo[]> {
  const all = (kind === 'postgres' ? await postgresTables(db) : await sqliteTables(db)).filter(
    (t) => !MIGRATION_TABLES.has(t.name),
  );
  const byName = new Map(all.map((t) => [t.name, t]));
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: TableInfo) => {
    if (state.get(table.name) === 'done') return;
    if (state.get(table.name) === 'visiting') {
      throw new Error(`Foreign keys form a cycle through ${table.name}`);
    }
    state.set(table.name, 'visiting');
    for (const target of table.references) {
      const referenced = byName.get(target);
      // A table referencing itself is inserted in key order; nothing to order here.
      if (referenced && referenced !== table) visit(referenced);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const table of all) visit(table);
  return ordered;
}

/** The migrations applied to this database, oldest first. */
export async function appliedMigrations(db: Executor): Promise<string[]> {
  const applied = await rows<{ name: string }>(
    db,
    sql`select name from kysely_migration order by name`,
  );
  return applied.map((m) => m.name);
}

/** Every row of a table in primary-key order. */
export async function tableRows(
  db: Executor,
  table: TableInfo,
): Promise<Record<string, unknown>[]> {
  const order = table.key.map(quoted).join(', ');
  return rows<Record<string, unknown>>(
    db,
    sql`select * from ${sql.raw(quoted(table.name))} order by ${sql.raw(order)}`,
  );
}

/** How binary columns (a release's files) travel in a backup's JSON lines. */
interface EncodedBytes {
  $base64: string;
}

const isEncodedBytes = (value: unknown): value is EncodedBytes =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length === 1 &&
  typeof (value as Partial<EncodedBytes>).$base64 === 'string';

/** A row as one line of JSON: bytes as `{ "$base64": ... }` (JSON has no bytes of its own). */
export function rowToJson(row: Record<string, unknown>): string {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    out[column] =
      value instanceof Uint8Array ? { $base64: Buffer.from(value).toString('base64') } : value;
  }
  return JSON.stringify(out);
}

/** The other way: a line written by rowToJson. */
export function rowFromJson(line: string): Record<string, unknown> {
  const row = JSON.parse(line) as Record<string, unknown>;
  for (const [column, value] of Object.entries(row)) {
    if (isEncodedBytes(value)) row[column] = Buffer.from(value.$base64, 'base64');
  }
  return row;
}

/** Inserts rows, a few hundred per statement (SQLite takes at most 32766 parameters). */
export async function insertRows(
  db: Executor,
  table: string,
  rowsToInsert: Record<string, unknown>[],
): Promise<void> {
  const first = rowsToInsert[0];
  if (!first) return;
  const columns = Object.keys(first);
  const perStatement = Math.max(1, Math.floor(30000 / Math.max(1, columns.length)));
  const chunk = Math.min(500, perStatement);
  for (let i = 0; i < rowsToInsert.length; i += chunk) {
    const values = rowsToInsert.slice(i, i + chunk).map(
      (row) =>
        sql`(${sql.join(
          columns.map((c) => sql`${row[c] ?? null}`),
          sql`, `,
        )})`,
    );
    await sql`insert into ${sql.raw(quoted(table))} (${sql.raw(columns.map(quoted).join(', '))})
      values ${sql.join(values)}`.execute(db);
  }
}

/** How many rows a table holds. */
export async function countRows(db: Executor, table: string): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${sql.raw(quoted(table))}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * PostgreSQL: moves every sequence behind a serial or identity column past the largest value
 * restored, so new rows get fresh ids. (The app's ids are generated text today; this keeps a
 * later numeric key right.) SQLite needs nothing: its rowids follow the largest one.
 */
export async function resetSequences(db: Executor, kind: DatabaseKind): Promise<string[]> {
  if (kind !== 'postgres') return [];
  const owned = await rows<{ table: string; column: string; sequence: string }>(
    db,
    sql`select table_name as "table", column_name as "column",
          pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
        from information_schema.columns
        where table_schema = current_schema()
          and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );
  for (const { table, column, sequence } of owned) {
    await sql`select setval(${sequence}, coalesce((select max(${sql.raw(quoted(column))}) from ${sql.raw(
      quoted(table),
    )}), 0) + 1, false)`.execute(db);
  }
  return owned.map((o) => o.sequence);
}
