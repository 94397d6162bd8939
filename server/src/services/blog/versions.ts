// A post's versions inside a write's transaction: the images a copied version owns, the
// revision kept at each publication, and a version made the post's own rows.
import type { Executor } from '../../core/database';
import type { ImageRef } from '../../core/images';
import {
  blogRepository,
  type BlogRecord,
  type StoredBlock,
  type StoredVersion,
} from '../../repositories/blog-repository';
import type { ServiceContext } from '../context';
import { rowsAsVersion } from './rules';

export function createVersionWrites(ctx: ServiceContext) {
  /** Rows of their own for every image of a version (a revision's or a pending version's). */
  async function copyImages(
    trx: Executor,
    version: { image_id: string | null; blocks: StoredBlock[] },
    now: string,
  ): Promise<{ image_id: string | null; blocks: StoredBlock[] }> {
    const blocks: StoredBlock[] = [];
    for (const block of version.blocks) {
      blocks.push({ ...block, image_id: await ctx.images.copy(trx, block.image_id, now) });
    }
    return { image_id: await ctx.images.copy(trx, version.image_id, now), blocks };
  }

  /** Keeps the post as it now stands in its rows as a revision: who published it and when. */
  async function recordRevision(trx: Executor, blogId: string, by: string | null, now: string) {
    const blog = await blogRepository(trx).find(blogId);
    if (!blog) return;
    const copied = await copyImages(trx, rowsAsVersion(blog, by, now), now);
    await blogRepository(trx).insertRevision(
      {
        blogId,
        title: blog.title,
        titleSw: blog.titleSw,
        imageId: copied.image_id,
        blocks: copied.blocks,
        publishedBy: by,
      },
      now,
    );
  }

  /**
   * Makes the post's rows this version, whose image rows the rows then own. Answers the image
   * files no row uses any more.
   */
  async function applyToRows(
    trx: Executor,
    blog: BlogRecord,
    version: StoredVersion,
    by: string | null,
    now: string,
  ): Promise<ImageRef[]> {
    const blogs = blogRepository(trx);
    const unusedRows = await blogs.syncParagraphs(blog.id, version.blocks, now);
    await blogs.update(
      blog.id,
      {
        title: version.title,
        // A version kept before posts had a Kiswahili title has none.
        titleSw: version.title_sw ?? null,
        imageId: version.image_id,
        updatedBy: by,
      },
      now,
    );
    if (blog.imageId && blog.imageId !== version.image_id) unusedRows.push(blog.imageId);
    return ctx.images.forgetAll(trx, unusedRows);
  }

  return { copyImages, recordRevision, applyToRows };
}

export type VersionWrites = ReturnType<typeof createVersionWrites>;
