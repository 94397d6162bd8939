import type { ContentType } from 'shared-data/contract';
import type { Executor } from '../core/database';
import type { ImageRef } from '../core/images';
import {
  columnContains,
  containsPattern,
  imageRef,
  newId,
  type PageWindow,
  type RowPage,
} from './common';

export interface ParagraphRecord {
  id: string;
  blogId: string;
  contentType: ContentType;
  content: string | null;
  imageId: string | null;
  image: ImageRef | null;
}

export interface BlogRecord {
  id: string;
  title: string;
  imageId: string | null;
  image: ImageRef | null;
  createdAt: string;
  paragraphs: ParagraphRecord[];
}

export function blogRepository(db: Executor) {
  async function paragraphsOf(blogIds: string[]): Promise<ParagraphRecord[]> {
    if (blogIds.length === 0) return [];
    const rows = await db
      .selectFrom('paragraphs')
      .leftJoin('images', 'images.id', 'paragraphs.image_id')
      .select([
        'paragraphs.id',
        'paragraphs.blog_id',
        'paragraphs.content_type',
        'paragraphs.content',
        'paragraphs.image_id',
        'images.hash',
        'images.widths',
      ])
      .where('paragraphs.blog_id', 'in', blogIds)
      .orderBy('paragraphs.position')
      .orderBy('paragraphs.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      blogId: row.blog_id,
      contentType: row.content_type,
      content: row.content,
      imageId: row.image_id,
      image: imageRef(row.hash, row.widths),
    }));
  }

  const blogs = () =>
    db
      .selectFrom('blogs')
      .leftJoin('images', 'images.id', 'blogs.image_id')
      .select([
        'blogs.id',
        'blogs.title',
        'blogs.image_id',
        'blogs.created_at',
        'images.hash',
        'images.widths',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof blogs>['execute']>>[number];

  async function assemble(rows: Row[]): Promise<BlogRecord[]> {
    const paragraphs = await paragraphsOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      imageId: row.image_id,
      image: imageRef(row.hash, row.widths),
      createdAt: row.created_at,
      paragraphs: paragraphs.filter((p) => p.blogId === row.id),
    }));
  }

  return {
    /** Newest first, each with its paragraphs in order: two queries whatever the count. */
    async list(): Promise<BlogRecord[]> {
      return assemble(
        await blogs().orderBy('blogs.created_at', 'desc').orderBy('blogs.id').execute(),
      );
    },

    /** One page, newest first, of the blogs whose title or some paragraph holds `search`. */
    async page(search: string | undefined, window: PageWindow): Promise<RowPage<BlogRecord>> {
      const pattern = search ? containsPattern(search) : undefined;
      const matching = db.selectFrom('blogs').$if(pattern !== undefined, (q) =>
        q.where((eb) =>
          eb.or([
            columnContains('blogs.title', pattern ?? ''),
            eb.exists(
              eb
                .selectFrom('paragraphs')
                .select(eb.lit(1).as('one'))
                .whereRef('paragraphs.blog_id', '=', 'blogs.id')
                .where(() => columnContains('paragraphs.content', pattern ?? '')),
            ),
          ]),
        ),
      );
      const [rows, count] = await Promise.all([
        matching
          .leftJoin('images', 'images.id', 'blogs.image_id')
          .select([
            'blogs.id',
            'blogs.title',
            'blogs.image_id',
            'blogs.created_at',
            'images.hash',
            'images.widths',
          ])
          .orderBy('blogs.created_at', 'desc')
          .orderBy('blogs.id')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
      ]);
      return { rows: await assemble(rows), total: Number(count?.total ?? 0) };
    },

    async find(id: string): Promise<BlogRecord | undefined> {
      const row = await blogs().where('blogs.id', '=', id).executeTakeFirst();
      return row ? (await assemble([row]))[0] : undefined;
    },

    async insert(
      blog: { title: string; imageId: string; createdBy: string | null },
      now: string,
    ): Promise<string> {
      const id = newId();
      await db
        .insertInto('blogs')
        .values({
          id,
          title: blog.title,
          image_id: blog.imageId,
          created_by: blog.createdBy,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    },

    async update(
      id: string,
      changes: { title?: string; imageId?: string },
      now: string,
    ): Promise<void> {
      await db
        .updateTable('blogs')
        .set({
          updated_at: now,
          ...(changes.title !== undefined ? { title: changes.title } : {}),
          ...(changes.imageId !== undefined ? { image_id: changes.imageId } : {}),
        })
        .where('id', '=', id)
        .execute();
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('blogs').where('id', '=', id).execute();
    },

    /** Records a change to one of the blog's paragraphs as the blog's last change. */
    async touch(id: string, now: string): Promise<void> {
      await db.updateTable('blogs').set({ updated_at: now }).where('id', '=', id).execute();
    },

    /**
     * Every blog's id and last change, newest blog first: its own last change, or a
     * paragraph's creation if later (paragraphs written before changes to them touched their
     * blog).
     */
    async lastChanges(): Promise<{ id: string; lastChange: string }[]> {
      const rows = await db
        .selectFrom('blogs')
        .leftJoin('paragraphs', 'paragraphs.blog_id', 'blogs.id')
        .select((eb) => [
          'blogs.id',
          'blogs.updated_at',
          eb.fn.max('paragraphs.created_at').as('paragraph_created_at'),
        ])
        .groupBy(['blogs.id', 'blogs.updated_at', 'blogs.created_at'])
        .orderBy('blogs.created_at', 'desc')
        .orderBy('blogs.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        lastChange:
          row.paragraph_created_at && row.paragraph_created_at > row.updated_at
            ? row.paragraph_created_at
            : row.updated_at,
      }));
    },

    async findParagraph(id: string): Promise<ParagraphRecord | undefined> {
      const row = await db
        .selectFrom('paragraphs')
        .select('blog_id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return (await paragraphsOf([row.blog_id])).find((p) => p.id === id);
    },

    /** Appended after the blog's last paragraph. */
    async insertParagraph(
      paragraph: {
        blogId: string;
        contentType: ContentType;
        content: string | null;
        imageId: string | null;
      },
      now: string,
    ): Promise<string> {
      const last = await db
        .selectFrom('paragraphs')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('blog_id', '=', paragraph.blogId)
        .executeTakeFirst();
      const id = newId();
      await db
        .insertInto('paragraphs')
        .values({
          id,
          blog_id: paragraph.blogId,
          position: last?.position == null ? 0 : Number(last.position) + 1,
          content_type: paragraph.contentType,
          content: paragraph.content,
          image_id: paragraph.imageId,
          created_at: now,
        })
        .execute();
      return id;
    },

    async updateParagraph(
      id: string,
      changes: { content?: string; contentType?: ContentType; imageId?: string },
    ): Promise<void> {
      const values = {
        ...(changes.content !== undefined ? { content: changes.content } : {}),
        ...(changes.contentType !== undefined ? { content_type: changes.contentType } : {}),
        ...(changes.imageId !== undefined ? { image_id: changes.imageId } : {}),
      };
      if (Object.keys(values).length === 0) return;
      await db.updateTable('paragraphs').set(values).where('id', '=', id).execute();
    },

    async removeParagraph(id: string): Promise<void> {
      await db.deleteFrom('paragraphs').where('id', '=', id).execute();
    },
  };
}
