import type { BlogStatus, ContentType } from 'shared-data/contract';
import type { Executor } from '../core/database';
import type { ImageRef } from '../core/images';
import {
  columnContains,
  containsPattern,
  imageRef,
  imageRefOf,
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

/** One block of a version kept as JSON (pending or revision): its image is a row of its own. */
export interface StoredBlock {
  id: string;
  content_type: ContentType;
  content: string | null;
  image_id: string | null;
}

/** A post's version kept as JSON: the pending version of a published post. */
export interface StoredVersion {
  title: string;
  image_id: string | null;
  blocks: StoredBlock[];
  saved_at: string;
  /** The staff member who saved it last (id). */
  saved_by: string | null;
}

export interface BlogRecord {
  id: string;
  title: string;
  imageId: string | null;
  image: ImageRef | null;
  createdAt: string;
  updatedAt: string;
  status: BlogStatus;
  publishAt: string | null;
  publishedAt: string | null;
  pending: StoredVersion | null;
  paragraphs: ParagraphRecord[];
}

export interface RevisionRecord {
  id: string;
  blogId: string;
  title: string;
  imageId: string | null;
  blocks: StoredBlock[];
  publishedBy: string | null;
  publishedByName: string | null;
  createdAt: string;
}

/** What a blog row may be changed to; a field left out stays. */
export interface BlogChanges {
  title?: string;
  imageId?: string | null;
  status?: BlogStatus;
  publishAt?: string | null;
  publishedAt?: string | null;
  pending?: StoredVersion | null;
  updatedBy?: string | null;
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
        'blogs.updated_at',
        'blogs.status',
        'blogs.publish_at',
        'blogs.published_at',
        'blogs.pending',
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
      updatedAt: row.updated_at,
      status: row.status,
      publishAt: row.publish_at,
      publishedAt: row.published_at,
      pending: row.pending ? (JSON.parse(row.pending) as StoredVersion) : null,
      paragraphs: paragraphs.filter((p) => p.blogId === row.id),
    }));
  }

  const blocksOf = (text: string) => JSON.parse(text) as StoredBlock[];

  return {
    /**
     * Newest first, each with its paragraphs in order: two queries whatever the count. Only the
     * published ones unless `all`.
     */
    async list({ all = false }: { all?: boolean } = {}): Promise<BlogRecord[]> {
      return assemble(
        await blogs()
          .$if(!all, (q) => q.where('blogs.status', '=', 'published'))
          .orderBy('blogs.created_at', 'desc')
          .orderBy('blogs.id')
          .execute(),
      );
    },

    /**
     * One page, newest first, of the blogs whose title or some paragraph holds `search`, of one
     * status when given.
     */
    async page(
      search: string | undefined,
      window: PageWindow,
      status?: BlogStatus,
    ): Promise<RowPage<BlogRecord>> {
      const pattern = search ? containsPattern(search) : undefined;
      const withStatus = db
        .selectFrom('blogs')
        .$if(status !== undefined, (q) => q.where('blogs.status', '=', status ?? 'published'));
      const matching = withStatus.$if(pattern !== undefined, (q) =>
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
            'blogs.updated_at',
            'blogs.status',
            'blogs.publish_at',
            'blogs.published_at',
            'blogs.pending',
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
      blog: {
        title: string;
        imageId: string;
        createdBy: string | null;
        status: BlogStatus;
        publishAt: string | null;
        publishedAt: string | null;
      },
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
          updated_by: blog.createdBy,
          status: blog.status,
          publish_at: blog.publishAt,
          published_at: blog.publishedAt,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    },

    async update(id: string, changes: BlogChanges, now: string): Promise<void> {
      const has = <K extends keyof BlogChanges>(key: K) => changes[key] !== undefined;
      await db
        .updateTable('blogs')
        .set({
          updated_at: now,
          ...(has('title') ? { title: changes.title } : {}),
          ...(has('imageId') ? { image_id: changes.imageId } : {}),
          ...(has('status') ? { status: changes.status } : {}),
          ...(has('publishAt') ? { publish_at: changes.publishAt } : {}),
          ...(has('publishedAt') ? { published_at: changes.publishedAt } : {}),
          ...(has('pending')
            ? { pending: changes.pending ? JSON.stringify(changes.pending) : null }
            : {}),
          ...(has('updatedBy') ? { updated_by: changes.updatedBy } : {}),
        })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Publishes every scheduled post whose time has come, in one statement that takes only rows
     * still scheduled: of several instances running it at once, each post is returned to one.
     */
    async publishDue(now: string): Promise<{ id: string; title: string; publishedAt: string }[]> {
      const rows = await db
        .updateTable('blogs')
        .set((eb) => ({
          status: 'published',
          published_at: eb.ref('publish_at'),
          publish_at: null,
          updated_at: now,
        }))
        .where('status', '=', 'scheduled')
        .where('publish_at', '<=', now)
        .returning(['id', 'title', 'published_at'])
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        publishedAt: row.published_at ?? now,
      }));
    },

    /** The earliest time a scheduled post is due, if any. */
    async nextDue(): Promise<string | undefined> {
      const row = await db
        .selectFrom('blogs')
        .select((eb) => eb.fn.min('publish_at').as('next'))
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
      return row?.next ?? undefined;
    },

    /** The images of these rows, by id (the rows of a stored version). */
    async imagesByIds(ids: string[]): Promise<Map<string, ImageRef>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('images')
        .select(['id', 'hash', 'widths'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.id, imageRefOf(row.hash, row.widths)]));
    },

    async insertRevision(
      revision: {
        blogId: string;
        title: string;
        imageId: string | null;
        blocks: StoredBlock[];
        publishedBy: string | null;
      },
      now: string,
    ): Promise<string> {
      const id = newId();
      await db
        .insertInto('blog_revisions')
        .values({
          id,
          blog_id: revision.blogId,
          title: revision.title,
          image_id: revision.imageId,
          blocks: JSON.stringify(revision.blocks),
          published_by: revision.publishedBy,
          created_at: now,
        })
        .execute();
      return id;
    },

    /** A post's revisions, newest first, with the name of who published each. */
    async revisions(blogId: string, limit: number): Promise<RevisionRecord[]> {
      const rows = await db
        .selectFrom('blog_revisions')
        .leftJoin('staff', 'staff.id', 'blog_revisions.published_by')
        .select([
          'blog_revisions.id',
          'blog_revisions.blog_id',
          'blog_revisions.title',
          'blog_revisions.image_id',
          'blog_revisions.blocks',
          'blog_revisions.published_by',
          'blog_revisions.created_at',
          'staff.fullname',
        ])
        .where('blog_revisions.blog_id', '=', blogId)
        .orderBy('blog_revisions.created_at', 'desc')
        .orderBy('blog_revisions.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        blogId: row.blog_id,
        title: row.title,
        imageId: row.image_id,
        blocks: blocksOf(row.blocks),
        publishedBy: row.published_by,
        publishedByName: row.fullname,
        createdAt: row.created_at,
      }));
    },

    async findRevision(blogId: string, id: string): Promise<RevisionRecord | undefined> {
      const row = await db
        .selectFrom('blog_revisions')
        .selectAll()
        .where('blog_id', '=', blogId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            blogId: row.blog_id,
            title: row.title,
            imageId: row.image_id,
            blocks: blocksOf(row.blocks),
            publishedBy: row.published_by,
            publishedByName: null,
            createdAt: row.created_at,
          }
        : undefined;
    },

    /** Every image row the post's revisions hold (to forget with the post). */
    async revisionImageIds(blogId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('blog_revisions')
        .select(['image_id', 'blocks'])
        .where('blog_id', '=', blogId)
        .execute();
      return rows
        .flatMap((row) => [row.image_id, ...blocksOf(row.blocks).map((block) => block.image_id)])
        .filter((id): id is string => id !== null);
    },

    /** The full name of a staff member, for who saved a version. */
    async staffName(id: string | null): Promise<string | null> {
      if (!id) return null;
      const row = await db
        .selectFrom('staff')
        .select('fullname')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.fullname ?? null;
    },

    /**
     * Makes the post's paragraphs these blocks, in this order: a block whose id is a paragraph of
     * the post updates it, another is added with its id, the paragraphs not named are removed.
     * Answers the image rows no paragraph holds any more (for the caller to forget).
     */
    async syncParagraphs(blogId: string, blocks: StoredBlock[], now: string): Promise<string[]> {
      const existing = await db
        .selectFrom('paragraphs')
        .select(['id', 'image_id'])
        .where('blog_id', '=', blogId)
        .execute();
      const kept = new Set(blocks.map((block) => block.id));
      const held = new Set(blocks.map((block) => block.image_id));
      const dropped = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
      if (dropped.length > 0)
        await db.deleteFrom('paragraphs').where('id', 'in', dropped).execute();
      const known = new Set(existing.map((row) => row.id));
      for (const [position, block] of blocks.entries()) {
        const values = {
          position,
          content_type: block.content_type,
          content: block.content,
          image_id: block.image_id,
        };
        if (known.has(block.id)) {
          await db.updateTable('paragraphs').set(values).where('id', '=', block.id).execute();
        } else {
          await db
            .insertInto('paragraphs')
            .values({ id: block.id, blog_id: blogId, created_at: now, ...values })
            .execute();
        }
      }
      return existing
        .map((row) => row.image_id)
        .filter((id): id is string => id !== null && !held.has(id));
    },

    /** Moves a paragraph to `order` (from 0; past the end: last), the others closing up. */
    async moveParagraph(id: string, blogId: string, order: number): Promise<void> {
      const rows = await db
        .selectFrom('paragraphs')
        .select('id')
        .where('blog_id', '=', blogId)
        .orderBy('position')
        .orderBy('id')
        .execute();
      const ids = rows.map((row) => row.id).filter((other) => other !== id);
      ids.splice(Math.min(order, ids.length), 0, id);
      for (const [position, each] of ids.entries()) {
        await db.updateTable('paragraphs').set({ position }).where('id', '=', each).execute();
      }
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('blogs').where('id', '=', id).execute();
    },

    /**
     * Moves the blog's change stamp from `base` to `now` if it still is `base`; false when the
     * blog changed since (or is gone). One statement, so two claims from one base cannot both win.
     */
    async claimChange(id: string, base: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('blogs')
        .set({ updated_at: now })
        .where('id', '=', id)
        .where('updated_at', '=', base)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Records a change to one of the blog's paragraphs as the blog's last change. */
    async touch(id: string, now: string): Promise<void> {
      await db.updateTable('blogs').set({ updated_at: now }).where('id', '=', id).execute();
    },

    /**
     * Every published blog's id and last change, newest blog first: its own last change, or a
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
        .where('blogs.status', '=', 'published')
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
