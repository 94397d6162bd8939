// A post's paragraphs: its blocks as rows of their own, in order. blogRepository
// (blog-repository.ts) hands these methods out with the post's own.
import type { ContentType } from 'shared-data/contract';
import type { Executor } from '../core/database';
import type { ImageRef } from '../core/images';
import type { StoredBlock } from './blog-version-repository';
import { imageRef, newId } from './common';

export interface ParagraphRecord {
  id: string;
  blogId: string;
  contentType: ContentType;
  content: string | null;
  /** Its Kiswahili text; null: none. */
  contentSw: string | null;
  imageId: string | null;
  image: ImageRef | null;
}

/** The paragraphs of these posts, each post's in order. */
export async function paragraphsOf(db: Executor, blogIds: string[]): Promise<ParagraphRecord[]> {
  if (blogIds.length === 0) return [];
  const rows = await db
    .selectFrom('paragraphs')
    .leftJoin('images', 'images.id', 'paragraphs.image_id')
    .select([
      'paragraphs.id',
      'paragraphs.blog_id',
      'paragraphs.content_type',
      'paragraphs.content',
      'paragraphs.content_sw',
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
    contentSw: row.content_sw,
    imageId: row.image_id,
    image: imageRef(row.hash, row.widths),
  }));
}

export function blogParagraphRepository(db: Executor) {
  return {
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
          content_sw: block.content_sw ?? null,
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
    async findParagraph(id: string): Promise<ParagraphRecord | undefined> {
      const row = await db
        .selectFrom('paragraphs')
        .select('blog_id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return (await paragraphsOf(db, [row.blog_id])).find((p) => p.id === id);
    },

    /** Appended after the blog's last paragraph. */
    async insertParagraph(
      paragraph: {
        blogId: string;
        contentType: ContentType;
        content: string | null;
        contentSw: string | null;
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
          content_sw: paragraph.contentSw,
          image_id: paragraph.imageId,
          created_at: now,
        })
        .execute();
      return id;
    },

    async updateParagraph(
      id: string,
      changes: {
        content?: string | undefined;
        /** null removes it. */
        contentSw?: string | null | undefined;
        contentType?: ContentType | undefined;
        imageId?: string | undefined;
      },
    ): Promise<void> {
      const values = {
        ...(changes.content !== undefined ? { content: changes.content } : {}),
        ...(changes.contentSw !== undefined ? { content_sw: changes.contentSw } : {}),
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
