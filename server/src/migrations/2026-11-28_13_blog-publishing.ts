import { sql, type Kysely } from 'kysely';

// Blog publishing (docs/behaviour.md#publishing): a post is a draft, scheduled or published;
// a published post's edits wait as its pending version (JSON, with image rows of its own); every
// publication is kept as a revision, whole (title, cover, blocks as JSON, each image a row of
// its own so a later change of the post never removes a revision's pictures).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function up(db: Kysely<any>): Promise<void> {
  // Every post written before this was public: it stays published.
  await db.schema
    .alterTable('blogs')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .execute();
  await db.schema.alterTable('blogs').addColumn('publish_at', 'text').execute();
  await db.schema.alterTable('blogs').addColumn('published_at', 'text').execute();
  await db.schema.alterTable('blogs').addColumn('pending', 'text').execute();
  await db.schema
    .alterTable('blogs')
    .addColumn('updated_by', 'text', (c) => c.references('staff.id').onDelete('set null'))
    .execute();
  await db
    .updateTable('blogs')
    .set({ published_at: sql`created_at` })
    .execute();
  // The schedule's job looks for due posts by these two.
  await db.schema
    .createIndex('blogs_status_publish_at')
    .on('blogs')
    .columns(['status', 'publish_at'])
    .execute();

  await db.schema
    .createTable('blog_revisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('blog_id', 'text', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_id', 'text', (c) => c.references('images.id').onDelete('set null'))
    // [{ id, content_type, content, image_id }] in order.
    .addColumn('blocks', 'text', (c) => c.notNull())
    // Null: published by the schedule, or by an account since deleted.
    .addColumn('published_by', 'text', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('blog_revisions_blog')
    .on('blog_revisions')
    .columns(['blog_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never see app types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_revisions').execute();
  await db.schema.dropIndex('blogs_status_publish_at').execute();
  for (const column of ['updated_by', 'pending', 'published_at', 'publish_at', 'status']) {
    await db.schema.alterTable('blogs').dropColumn(column).execute();
  }
}
