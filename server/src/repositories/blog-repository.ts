// The blog posts' rows; blogRepository also hands out the methods of their paragraphs
// (blog-paragraph-repository.ts) and of their kept versions (blog-version-repository.ts), so
// a service holds one repository for a post and everything of it.
import type { BlogStatus } from 'shared-data/contract';
import type { Executor } from '../core/database';
import type { ImageRef } from '../core/images';
import {
  blogParagraphRepository,
  paragraphsOf,
  type ParagraphRecord,
} from './blog-paragraph-repository';
import { blogVersionRepository, type StoredVersion } from './blog-version-repository';
import {
  columnContains,
  containsPattern,
  imageRef,
  newId,
  type PageWindow,
  type RowPage,
} from './common';

export type { ParagraphRecord } from './blog-paragraph-repository';
export type { RevisionRecord, StoredBlock, StoredVersion } from './blog-version-repository';

export interface BlogRecord {
  id: string;
  title: string;
  /** Its Kiswahili title; null: none. */
  titleSw: string | null;
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

/** What a blog row may be changed to; a field left out stays. */
export interface BlogChanges {
  title?: string | undefined;
  /** null removes it. */
  titleSw?: string | null | undefined;
  imageId?: string | null;
  status?: BlogStatus;
  publishAt?: string | null;
  publishedAt?: string | null;
  pending?: StoredVersion | null;
  updatedBy?: string | null;
}

export function blogRepository(db: Executor) {
  const blogs = () =>
    db
      .selectFrom('blogs')
      .leftJoin('images', 'images.id', 'blogs.image_id')
      .select([
        'blogs.id',
        'blogs.title',
        'blogs.title_sw',
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
    const paragraphs = await paragraphsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      titleSw: row.title_sw,
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
     * One page, newest first, of the blogs whose title or some paragraph holds `search`, in
     * English or in Kiswahili, of one status when given.
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
            columnContains('blogs.title_sw', pattern ?? ''),
            eb.exists(
              eb
                .selectFrom('paragraphs')
                .select(eb.lit(1).as('one'))
                .whereRef('paragraphs.blog_id', '=', 'blogs.id')
                .where((inner) =>
                  inner.or([
                    columnContains('paragraphs.content', pattern ?? ''),
                    columnContains('paragraphs.content_sw', pattern ?? ''),
                  ]),
                ),
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
            'blogs.title_sw',
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
        titleSw: string | null;
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
          title_sw: blog.titleSw,
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
          ...(has('titleSw') ? { title_sw: changes.titleSw } : {}),
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

    ...blogParagraphRepository(db),
    ...blogVersionRepository(db),
  };
}
