import type { Kysely } from 'kysely';

// A Kiswahili version of what staff write (docs/behaviour.md#content-in-both-languages), beside
// the English: null where there is none, and a Kiswahili page shows the English. A carousel
// slide gets a text alternative (alt) in both languages, null for none. Every row written
// before has none.

/** Each table's new nullable text columns. */
const COLUMNS: readonly (readonly [table: string, columns: readonly string[]])[] = [
  ['counters', ['title_sw']],
  ['promises', ['title_sw', 'content_sw']],
  ['carousel_items', ['alt', 'alt_sw']],
  ['blogs', ['title_sw']],
  ['paragraphs', ['content_sw']],
  ['blog_revisions', ['title_sw']],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of COLUMNS) {
    // One statement per column: SQLite adds one column per ALTER TABLE.
    for (const column of columns) {
      await db.schema.alterTable(table).addColumn(column, 'text').execute();
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of [...COLUMNS].reverse()) {
    for (const column of [...columns].reverse()) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
