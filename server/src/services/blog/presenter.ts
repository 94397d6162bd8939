// Blog records as the contract shows them: a post, its blocks, a stored version (pending or
// restored), a post as staff see it, and a kept revision.
import type {
  Blog,
  BlogRevision,
  BlogVersion,
  ContentType,
  ManagedBlog,
  Paragraph,
} from 'shared-data/contract';
import type { Executor } from '../../core/database';
import type { ImageRef } from '../../core/images';
import {
  blogRepository,
  type BlogRecord,
  type RevisionRecord,
  type StoredBlock,
  type StoredVersion,
} from '../../repositories/blog-repository';
import type { ServiceContext } from '../context';
import { imagesOfVersion } from './rules';

interface Block {
  paragraph_id: string;
  content_type: ContentType;
  content: string | null;
  content_sw: string | null;
  image: ImageRef | null;
}

export function blogPresenter(ctx: ServiceContext) {
  function presentBlocks(blogId: string, blocks: Block[]): Paragraph[] {
    return blocks.map((block, order) => {
      const image = ctx.images.present(block.image);
      return {
        paragraph_id: block.paragraph_id,
        blog_id: blogId,
        content_type: block.content_type,
        content: block.content,
        content_sw: block.content_sw,
        image: image.url,
        image_srcset: image.srcset,
        order,
      };
    });
  }

  /**
   * Stored blocks, whose images are looked up in `imageOf`; a block kept before blocks had a
   * Kiswahili text has none.
   */
  const storedBlocks = (blocks: StoredBlock[], imageOf: (id: string | null) => ImageRef | null) =>
    blocks.map((block) => ({
      paragraph_id: block.id,
      content_type: block.content_type,
      content: block.content,
      content_sw: block.content_sw ?? null,
      image: imageOf(block.image_id),
    }));

  function blog(record: BlogRecord): Blog {
    const cover = ctx.images.present(record.image);
    return {
      blog_id: record.id,
      title: record.title,
      title_sw: record.titleSw,
      image: cover.url,
      image_srcset: cover.srcset,
      createdAt: record.createdAt,
      paragraphs: presentBlocks(
        record.id,
        record.paragraphs.map((p) => ({
          paragraph_id: p.id,
          content_type: p.contentType,
          content: p.content,
          content_sw: p.contentSw,
          image: p.image,
        })),
      ),
    };
  }

  async function version(
    db: Executor,
    blogId: string,
    stored: StoredVersion,
  ): Promise<BlogVersion> {
    const images = await blogRepository(db).imagesByIds(imagesOfVersion(stored));
    const imageOf = (imageId: string | null) => images.get(imageId ?? '') ?? null;
    const cover = ctx.images.present(imageOf(stored.image_id));
    return {
      title: stored.title,
      title_sw: stored.title_sw ?? null,
      image: cover.url,
      image_srcset: cover.srcset,
      paragraphs: presentBlocks(blogId, storedBlocks(stored.blocks, imageOf)),
      saved_at: stored.saved_at,
      saved_by: await blogRepository(db).staffName(stored.saved_by),
    };
  }

  async function managed(db: Executor, record: BlogRecord): Promise<ManagedBlog> {
    return {
      ...blog(record),
      status: record.status,
      publish_at: record.publishAt,
      published_at: record.publishedAt,
      updatedAt: record.updatedAt,
      pending: record.pending ? await version(db, record.id, record.pending) : null,
    };
  }

  /** Revisions of the post `blogId`, their images read in one query. */
  async function revisions(
    db: Executor,
    blogId: string,
    records: RevisionRecord[],
  ): Promise<BlogRevision[]> {
    const images = await blogRepository(db).imagesByIds(
      records.flatMap((r) => imagesOfVersion({ image_id: r.imageId, blocks: r.blocks })),
    );
    const imageOf = (imageId: string | null) => images.get(imageId ?? '') ?? null;
    return records.map((revision) => {
      const cover = ctx.images.present(imageOf(revision.imageId));
      return {
        revision_id: revision.id,
        blog_id: revision.blogId,
        published_at: revision.createdAt,
        published_by: revision.publishedByName,
        title: revision.title,
        title_sw: revision.titleSw,
        image: cover.url,
        image_srcset: cover.srcset,
        paragraphs: presentBlocks(blogId, storedBlocks(revision.blocks, imageOf)),
      };
    });
  }

  return { blog, version, managed, revisions };
}

export type BlogPresenter = ReturnType<typeof blogPresenter>;
