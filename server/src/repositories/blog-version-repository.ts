// A post's versions kept as JSON: the pending version of a published post (a column of its
// row) and the revision kept at each publication, with the images and names they refer to.
// blogRepository (blog-repository.ts) hands these methods out with the post's own.
import type { ContentType } from 'shared-data/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../core/database';
import type { ImageRef } from '../core/images';
import type { BlogRevisionsTable } from '../core/tables';
import { imageRefOf, newId } from './common';

/** One block of a version kept as JSON (pending or revision): its image is a row of its own. */
export interface StoredBlock {
  id: string;
  content_type: ContentType;
  content: string | null;
  /** Its Kiswahili text; absent in a version kept before there was one: none. */
  content_sw?: string | null;
  image_id: string | null;
}

/** A post's version kept as JSON: the pending version of a published post. */
export interface StoredVersion {
  title: string;
  /** Its Kiswahili title; absent in a version kept before there was one: none. */
  title_sw?: string | null;
  image_id: string | null;
  blocks: StoredBlock[];
  saved_at: string;
  /** The staff member who saved it last (id). */
  saved_by: string | null;
}

export interface RevisionRecord {
  id: string;
  blogId: string;
  title: string;
  titleSw: string | null;
  imageId: string | null;
  blocks: StoredBlock[];
  publishedBy: string | null;
  publishedByName: string | null;
  createdAt: string;
}

const blocksOf = (text: string) => JSON.parse(text) as StoredBlock[];

/** A `blog_revisions` row as a record; `publishedByName` is the publisher's name where read. */
const revisionOf = (
  row: Pick<
    Selectable<BlogRevisionsTable>,
    'id' | 'blog_id' | 'title' | 'title_sw' | 'image_id' | 'blocks' | 'published_by' | 'created_at'
  >,
  publishedByName: string | null,
): RevisionRecord => ({
  id: row.id,
  blogId: row.blog_id,
  title: row.title,
  titleSw: row.title_sw,
  imageId: row.image_id,
  blocks: blocksOf(row.blocks),
  publishedBy: row.published_by,
  publishedByName,
  createdAt: row.created_at,
});

export function blogVersionRepository(db: Executor) {
  return {
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
        titleSw: string | null;
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
          title_sw: revision.titleSw,
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
          'blog_revisions.title_sw',
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
      return rows.map((row) => revisionOf(row, row.fullname));
    },

    async findRevision(blogId: string, id: string): Promise<RevisionRecord | undefined> {
      const row = await db
        .selectFrom('blog_revisions')
        .selectAll()
        .where('blog_id', '=', blogId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? revisionOf(row, null) : undefined;
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
  };
}
