import { startBackgroundJob, type BackgroundJob } from '../core/background-timer';
import {
  calls,
  type BlockInput,
  type Blog,
  type BlogRevision,
  type BlogStatus,
  type BlogVersion,
  type CallRequest,
  type ContentType,
  type ManagedBlog,
  type Page,
  type Paragraph,
  PUBLISHING,
} from 'shared-data/contract';
import type { Executor } from '../core/database';
import type { ImageRef } from '../core/images';
import { HttpError } from '../core/errors';
import { PAGES_VERSION } from '../core/page-data-version';
import { Serialized } from '../core/serialized';
import type { UploadedFile } from '../core/uploaded-file';
import {
  blogRepository,
  type BlogRecord,
  type StoredBlock,
  type StoredVersion,
} from '../repositories/blog-repository';
import { newId } from '../repositories/common';
import type { NewImage } from '../repositories/image-repository';
import { metaReader, metaRepository } from '../repositories/meta-repository';
import { changedFields, recordChange, type AuditBy } from './audit-service';
import { inTransaction, nowIso, type ServiceContext } from './context';
import { BLOG_LIST_PAGE, pagesChanged } from './page-changes';
import { pageAnswer, searchOf, windowOf, type PageQuery } from './paging';

const BLOG_NOT_FOUND = 'The blog was not found';
const PARAGRAPH_NOT_FOUND = 'The blog content was not found';
const REVISION_NOT_FOUND = 'The revision was not found';
const NOTHING_TO_PUBLISH = 'There are no changes to publish';
const CHANGED_ELSEWHERE = 'This post was changed elsewhere since this edit began';

/** The page of a blog, for the sitemap's last change. */
const blogPage = (id: string) => `/blogs/${id}`;

interface Block {
  paragraph_id: string;
  content_type: ContentType;
  content: string | null;
  image: ImageRef | null;
}

function presentBlocks(ctx: ServiceContext, blogId: string, blocks: Block[]): Paragraph[] {
  return blocks.map((block, order) => {
    const image = ctx.images.present(block.image);
    return {
      paragraph_id: block.paragraph_id,
      blog_id: blogId,
      content_type: block.content_type,
      content: block.content,
      image: image.url,
      image_srcset: image.srcset,
      order,
    };
  });
}

function presentBlog(ctx: ServiceContext, blog: BlogRecord): Blog {
  const cover = ctx.images.present(blog.image);
  return {
    blog_id: blog.id,
    title: blog.title,
    image: cover.url,
    image_srcset: cover.srcset,
    createdAt: blog.createdAt,
    paragraphs: presentBlocks(
      ctx,
      blog.id,
      blog.paragraphs.map((p) => ({
        paragraph_id: p.id,
        content_type: p.contentType,
        content: p.content,
        image: p.image,
      })),
    ),
  };
}

/** Every image row a stored version holds. */
const imagesOfVersion = (version: { image_id: string | null; blocks: StoredBlock[] }) =>
  [version.image_id, ...version.blocks.map((block) => block.image_id)].filter(
    (id): id is string => id !== null,
  );

/** Changed in the transaction of every blog write, so every instance sees its cache is stale. */
const BLOGS_VERSION = 'blogs-version';
/** A change visitors see: the blogs' answers and the rendered pages are made afresh. */
async function publicChange(trx: Executor, paths: string[], now: string, { list = true } = {}) {
  const meta = metaRepository(trx);
  await meta.set(BLOGS_VERSION, newId());
  await meta.set(PAGES_VERSION, newId());
  await pagesChanged(trx, list ? [BLOG_LIST_PAGE, ...paths] : paths, now);
}
const bumpVersion = (trx: Executor) => metaRepository(trx).set(BLOGS_VERSION, newId());
/** Single blogs kept serialised; the oldest kept goes first past it. */
const ONE_BLOG_CACHE_SIZE = 200;

/** The actor of the job that publishes scheduled posts, as the activity log names it. */
const SCHEDULE: AuditBy = { system: 'schedule' };

/** The staff account behind a change, as the blog rows keep it (null for the server itself). */
const staffOf = (who: AuditBy): string | null => ('id' in who ? who.id : null);

/** A post's blocks as the activity log keeps them: how many, and how many words (no text). */
function blocksSummary(blocks: { content: string | null }[]) {
  const words = blocks.reduce(
    (sum, block) => sum + (block.content?.split(/\s+/).filter(Boolean).length ?? 0),
    0,
  );
  return { blocks: blocks.length, words };
}

/** What a SPEC call or the dashboard asks of a post's publication. */
interface Publication {
  status?: BlogStatus | undefined;
  publish_at?: string | undefined;
}

export function createBlogService(ctx: ServiceContext) {
  const repo = () => blogRepository(ctx.db);
  const blogsVersion = metaReader(ctx.db, BLOGS_VERSION);
  // The public list, serialised, with the version it was built at. The version is read before
  // the list: a write in between leaves newer data under an older version, rebuilt next time.
  let cache: { version: string; body: Buffer } | undefined;
  // Single blogs (GET blog/{blog_id}), serialised, all of one version; a new version empties it.
  // Only blogs that exist are kept, at most ONE_BLOG_CACHE_SIZE of them.
  let oneCache: { version: string; bodies: Map<string, Buffer> } = {
    version: '',
    bodies: new Map(),
  };

  /** The published blogs, as visitors see them. */
  async function list(): Promise<Blog[]> {
    return (await repo().list()).map((blog) => presentBlog(ctx, blog));
  }

  /** A published blog; any other is not found, as one that does not exist. */
  async function get(id: string): Promise<Blog> {
    const blog = await repo().find(id);
    if (!blog || blog.status !== 'published') throw new HttpError(404, BLOG_NOT_FOUND);
    return presentBlog(ctx, blog);
  }

  async function presentVersion(
    db: Executor,
    blogId: string,
    version: StoredVersion,
  ): Promise<BlogVersion> {
    const images = await blogRepository(db).imagesByIds(imagesOfVersion(version));
    const cover = ctx.images.present(images.get(version.image_id ?? '') ?? null);
    return {
      title: version.title,
      image: cover.url,
      image_srcset: cover.srcset,
      paragraphs: presentBlocks(
        ctx,
        blogId,
        version.blocks.map((block) => ({
          paragraph_id: block.id,
          content_type: block.content_type,
          content: block.content,
          image: images.get(block.image_id ?? '') ?? null,
        })),
      ),
      saved_at: version.saved_at,
      saved_by: await blogRepository(db).staffName(version.saved_by),
    };
  }

  async function presentManaged(db: Executor, blog: BlogRecord): Promise<ManagedBlog> {
    return {
      ...presentBlog(ctx, blog),
      status: blog.status,
      publish_at: blog.publishAt,
      published_at: blog.publishedAt,
      updatedAt: blog.updatedAt,
      pending: blog.pending ? await presentVersion(db, blog.id, blog.pending) : null,
    };
  }

  /** Any blog, as staff see it; 404 if none. */
  async function managed(id: string, db: Executor = ctx.db): Promise<ManagedBlog> {
    const blog = await blogRepository(db).find(id);
    if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
    return presentManaged(db, blog);
  }

  async function allManaged(): Promise<ManagedBlog[]> {
    const blogs = await repo().list({ all: true });
    return Promise.all(blogs.map((blog) => presentManaged(ctx.db, blog)));
  }

  /** The blog's own rows as a stored version (what is public, for a published post). */
  const rowsAsVersion = (blog: BlogRecord, savedBy: string | null, now: string): StoredVersion => ({
    title: blog.title,
    image_id: blog.imageId,
    blocks: blog.paragraphs.map((p) => ({
      id: p.id,
      content_type: p.contentType,
      content: p.content,
      image_id: p.imageId,
    })),
    saved_at: now,
    saved_by: savedBy,
  });

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
      { title: version.title, imageId: version.image_id, updatedBy: by },
      now,
    );
    if (blog.imageId && blog.imageId !== version.image_id) unusedRows.push(blog.imageId);
    return ctx.images.forgetAll(trx, unusedRows);
  }

  /** The status a post takes, and its times, from what was asked; 400 for a past schedule. */
  function publicationOf(
    asked: Publication,
    current: BlogRecord | undefined,
    now: string,
  ): { status: BlogStatus; publishAt: string | null } | undefined {
    const status = asked.status ?? (asked.publish_at ? 'scheduled' : undefined);
    if (status === undefined) return undefined;
    if (status !== 'scheduled') return { status, publishAt: null };
    const at = asked.publish_at ?? current?.publishAt ?? undefined;
    if (!at) throw new HttpError(400, 'publish_at is required to schedule a post');
    const time = new Date(at);
    if (!(time.getTime() > Date.parse(now))) {
      throw new HttpError(400, 'publish_at must be in the future to schedule a post');
    }
    return { status, publishAt: time.toISOString() };
  }

  /**
   * Moves a post to a status in the transaction: publishing keeps a revision; leaving
   * `published` makes a pending version the post's own text (nothing is lost, and none of it
   * is public any more). Answers the image files no row uses any more.
   */
  async function transition(
    trx: Executor,
    blog: BlogRecord,
    next: { status: BlogStatus; publishAt: string | null },
    who: AuditBy,
    now: string,
  ): Promise<ImageRef[]> {
    const blogs = blogRepository(trx);
    const by = staffOf(who);
    let unused: ImageRef[] = [];
    if (blog.status === 'published' && next.status !== 'published' && blog.pending) {
      unused = await applyToRows(trx, blog, blog.pending, by, now);
      await blogs.update(blog.id, { pending: null }, now);
    }
    if (next.status === 'published' && blog.status === 'published') return unused;
    if (next.status !== blog.status || next.publishAt !== blog.publishAt) {
      await recordTransition(trx, blog, next, who);
    }
    await blogs.update(
      blog.id,
      {
        status: next.status,
        publishAt: next.publishAt,
        ...(next.status === 'published' ? { publishedAt: now } : {}),
        updatedBy: by,
      },
      now,
    );
    if (next.status === 'published') await recordRevision(trx, blog.id, by, now);
    if (blog.status === 'published' || next.status === 'published') {
      await publicChange(trx, [blogPage(blog.id)], now);
    }
    return unused;
  }

  /** The activity log's entry for a post moved to another status (or another publication time). */
  async function recordTransition(
    trx: Executor,
    blog: BlogRecord,
    next: { status: BlogStatus; publishAt: string | null },
    who: AuditBy,
  ) {
    // Leaving `published` makes a pending version the post's own text, title included.
    const title = next.status !== 'published' && blog.pending ? blog.pending.title : blog.title;
    const [kind, summary] =
      next.status === 'published'
        ? ['blog.publish', `Published "${title}"`]
        : next.status === 'scheduled'
          ? ['blog.schedule', `Scheduled "${title}" to be published`]
          : blog.status === 'published'
            ? ['blog.unpublish', `Unpublished "${title}"`]
            : ['blog.unpublish', `Moved "${title}" back to draft`];
    await recordChange(ctx, trx, who, {
      kind,
      subject: { type: 'blog', id: blog.id },
      summary,
      before: { status: blog.status, publish_at: blog.publishAt },
      after: { status: next.status, publish_at: next.publishAt },
    });
  }

  /** A write to a post's rows: visitors see it when the post is published. */
  /**
   * A post's rows changed: a published one's page, and the blog list unless only its blocks
   * changed (the list shows none: the sitemap's last change of /blog stays,
   * docs/behaviour.md#sitemap-and-robots); a draft's only in the staff's caches.
   */
  async function rowsChanged(
    trx: Executor,
    blog: { id: string; status: BlogStatus },
    now: string,
    { list = true } = {},
  ) {
    if (blog.status === 'published') await publicChange(trx, [blogPage(blog.id)], now, { list });
    else await bumpVersion(trx);
  }

  return {
    list,

    /** Every published blog's id and last change (its own or a paragraph's), newest first. */
    lastChanges: () => repo().lastChanges(),

    /** The dashboard's paged list: every status (or one), newest first, searched. */
    async page(query: PageQuery & { status?: BlogStatus | undefined }): Promise<Page<ManagedBlog>> {
      const found = await repo().page(searchOf(query), windowOf(query), query.status);
      const items = await Promise.all(found.rows.map((blog) => presentManaged(ctx.db, blog)));
      return pageAnswer(query, { rows: items, total: found.total }, (blog) => blog);
    },

    /** GET blog/{blog_id}/manage: any post with its status and pending version. */
    managed: (id: string) => managed(id),

    /** GET blog/: the most read call of the site, answered from memory until a blog changes. */
    async listSerialized(): Promise<Serialized> {
      const version = (await blogsVersion()) ?? '';
      if (cache?.version !== version) {
        const body = Buffer.from(JSON.stringify(calls.blogs.response.parse(await list())));
        cache = { version, body };
      }
      return new Serialized(cache.body);
    },

    /** GET blog/{blog_id}: one published blog, from memory until a blog changes; 404 if none. */
    async oneSerialized(id: string): Promise<Serialized> {
      const version = (await blogsVersion()) ?? '';
      if (oneCache.version !== version) oneCache = { version, bodies: new Map() };
      let body = oneCache.bodies.get(id);
      if (!body) {
        body = Buffer.from(JSON.stringify(calls.blog.response.parse(await get(id))));
        if (oneCache.bodies.size >= ONE_BLOG_CACHE_SIZE) {
          oneCache.bodies.delete(oneCache.bodies.keys().next().value as string);
        }
        oneCache.bodies.set(id, body);
      }
      return new Serialized(body);
    },

    /** A new post: published at once unless a status says otherwise (the SPEC's call has none). */
    async create(
      input: CallRequest<'createBlog'>,
      image: UploadedFile,
      who: AuditBy,
    ): Promise<ManagedBlog> {
      const staffId = staffOf(who);
      const prepared = await ctx.images.prepare(image);
      const id = await inTransaction(ctx, [prepared], async (trx) => {
        const now = nowIso(ctx.clock);
        const publication = publicationOf(input, undefined, now) ?? {
          status: 'published',
          publishAt: null,
        };
        const imageId = await ctx.images.record(trx, prepared, now);
        const published = publication.status === 'published';
        const result = await blogRepository(trx).insert(
          {
            title: input.title,
            imageId,
            createdBy: staffId,
            ...publication,
            publishedAt: published ? now : null,
          },
          now,
        );
        if (published) {
          await recordRevision(trx, result, staffId, now);
          await publicChange(trx, [], now);
        } else {
          await bumpVersion(trx);
        }
        await recordChange(ctx, trx, who, {
          kind: 'blog.create',
          subject: { type: 'blog', id: result },
          summary: `Added the post "${input.title}"`,
          after: {
            title: input.title,
            status: publication.status,
            publish_at: publication.publishAt,
            image: ctx.images.present(prepared).url,
          },
        });
        return { result };
      });
      return managed(id);
    },

    /**
     * PUT blog/update: the title and cover change the post's own text (what visitors see of a
     * published post, as the SPEC's call always did); `status` and `publish_at` move the post.
     */
    async update(
      id: string,
      input: { title?: string | undefined } & Publication,
      image: UploadedFile | undefined,
      who: AuditBy,
    ): Promise<ManagedBlog> {
      const staffId = staffOf(who);
      if (!(await repo().find(id))) throw new HttpError(404, BLOG_NOT_FOUND);
      const prepared = image ? await ctx.images.prepare(image) : undefined;
      await inTransaction(ctx, prepared ? [prepared] : [], async (trx) => {
        const blogs = blogRepository(trx);
        const blog = await blogs.find(id);
        if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
        const now = nowIso(ctx.clock);
        const publication = publicationOf(input, blog, now);
        const imageId = prepared ? await ctx.images.record(trx, prepared, now) : undefined;
        // An empty title field means "unchanged": forms send every field.
        const title = input.title || undefined;
        const unused = imageId ? await ctx.images.forget(trx, blog.imageId) : [];
        if (title !== undefined || imageId !== undefined) {
          await blogs.update(id, { title, imageId, updatedBy: staffId }, now);
          await rowsChanged(trx, blog, now);
          const changed = changedFields(
            { title: blog.title, image: ctx.images.present(blog.image).url },
            { title, image: prepared ? ctx.images.present(prepared).url : undefined },
          );
          if (Object.keys(changed.after).length > 0) {
            await recordChange(ctx, trx, who, {
              kind: 'blog.update',
              subject: { type: 'blog', id },
              summary: `Changed the post "${title ?? blog.title}"`,
              ...changed,
            });
          }
        }
        if (publication) {
          const current = (await blogs.find(id)) ?? blog;
          unused.push(...(await transition(trx, current, publication, who, now)));
        }
        return { result: undefined, unused };
      });
      return managed(id);
    },

    /** Deletes the blog, its paragraphs, revisions and their images; answers the blogs left. */
    async remove(id: string, who: AuditBy): Promise<ManagedBlog[]> {
      await inTransaction(ctx, [], async (trx) => {
        const blogs = blogRepository(trx);
        const blog = await blogs.find(id);
        if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
        const kept = await blogs.revisionImageIds(id);
        await blogs.remove(id);
        await rowsChanged(trx, blog, nowIso(ctx.clock));
        await recordChange(ctx, trx, who, {
          kind: 'blog.delete',
          subject: { type: 'blog', id },
          summary: `Deleted the post "${blog.title}"`,
          before: {
            title: blog.title,
            status: blog.status,
            published_at: blog.publishedAt,
            image: ctx.images.present(blog.image).url,
            ...blocksSummary(blog.paragraphs),
          },
        });
        const unused = await ctx.images.forgetAll(trx, [
          blog.imageId,
          ...blog.paragraphs.map((p) => p.imageId),
          ...(blog.pending ? imagesOfVersion(blog.pending) : []),
          ...kept,
        ]);
        return { result: undefined, unused };
      });
      return allManaged();
    },

    async addParagraph(
      input: { blog_id: string; content_type: ContentType; content?: string | undefined },
      image: UploadedFile | undefined,
      who: AuditBy,
    ): Promise<ManagedBlog> {
      if (!input.content && !image) {
        throw new HttpError(400, 'content or image is required: a paragraph needs one of them');
      }
      if (!(await repo().find(input.blog_id))) throw new HttpError(404, BLOG_NOT_FOUND);
      const prepared = image ? await ctx.images.prepare(image) : undefined;
      await inTransaction(ctx, prepared ? [prepared] : [], async (trx) => {
        const blog = await blogRepository(trx).find(input.blog_id);
        if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
        const now = nowIso(ctx.clock);
        const imageId = prepared ? await ctx.images.record(trx, prepared, now) : null;
        await blogRepository(trx).insertParagraph(
          {
            blogId: input.blog_id,
            contentType: input.content_type,
            content: input.content ?? null,
            imageId,
          },
          now,
        );
        await blogRepository(trx).touch(input.blog_id, now);
        await rowsChanged(trx, blog, now, { list: false });
        await recordChange(ctx, trx, who, {
          kind: 'blog.paragraph-create',
          subject: { type: 'blog', id: blog.id },
          summary: `Added a block to "${blog.title}"`,
          after: {
            content_type: input.content_type,
            content: input.content ?? null,
            image: prepared ? ctx.images.present(prepared).url : null,
          },
        });
        return { result: undefined };
      });
      return managed(input.blog_id);
    },

    async updateParagraph(
      id: string,
      input: {
        content?: string | undefined;
        content_type?: ContentType | undefined;
        order?: number | undefined;
      },
      image: UploadedFile | undefined,
      who: AuditBy,
    ): Promise<ManagedBlog> {
      const existing = await repo().findParagraph(id);
      if (!existing) throw new HttpError(404, PARAGRAPH_NOT_FOUND);
      const prepared = image ? await ctx.images.prepare(image) : undefined;
      await inTransaction(ctx, prepared ? [prepared] : [], async (trx) => {
        const blogs = blogRepository(trx);
        const paragraph = await blogs.findParagraph(id);
        if (!paragraph) throw new HttpError(404, PARAGRAPH_NOT_FOUND);
        const blog = await blogs.find(paragraph.blogId);
        if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
        const now = nowIso(ctx.clock);
        const imageId = prepared ? await ctx.images.record(trx, prepared, now) : undefined;
        await blogs.updateParagraph(id, {
          content: input.content,
          contentType: input.content_type,
          imageId,
        });
        if (input.order !== undefined) await blogs.moveParagraph(id, blog.id, input.order);
        await blogs.touch(paragraph.blogId, now);
        await rowsChanged(trx, blog, now, { list: false });
        await recordChange(ctx, trx, who, {
          kind: 'blog.paragraph-update',
          subject: { type: 'blog', id: blog.id },
          summary: `Changed a block of "${blog.title}"`,
          ...changedFields(
            {
              content_type: paragraph.contentType,
              content: paragraph.content,
              order: blog.paragraphs.findIndex((p) => p.id === id),
              image: ctx.images.present(paragraph.image).url,
            },
            {
              content_type: input.content_type,
              content: input.content,
              order: input.order,
              image: prepared ? ctx.images.present(prepared).url : undefined,
            },
          ),
        });
        const unused = imageId ? await ctx.images.forget(trx, paragraph.imageId) : [];
        return { result: undefined, unused };
      });
      return managed(existing.blogId);
    },

    /** Answers the blogs list (as staff see it), as the client expects. */
    async removeParagraph(id: string, who: AuditBy): Promise<ManagedBlog[]> {
      await inTransaction(ctx, [], async (trx) => {
        const blogs = blogRepository(trx);
        const paragraph = await blogs.findParagraph(id);
        if (!paragraph) throw new HttpError(404, PARAGRAPH_NOT_FOUND);
        const blog = await blogs.find(paragraph.blogId);
        await blogs.removeParagraph(id);
        const now = nowIso(ctx.clock);
        await blogs.touch(paragraph.blogId, now);
        if (blog) await rowsChanged(trx, blog, now, { list: false });
        await recordChange(ctx, trx, who, {
          kind: 'blog.paragraph-delete',
          subject: { type: 'blog', id: paragraph.blogId },
          summary: `Deleted a block of "${blog?.title ?? 'a deleted post'}"`,
          before: {
            content_type: paragraph.contentType,
            content: paragraph.content,
            image: ctx.images.present(paragraph.image).url,
          },
        });
        return { result: undefined, unused: await ctx.images.forget(trx, paragraph.imageId) };
      });
      return allManaged();
    },

    /**
     * PUT blog/{blog_id}/blocks: the post's title, cover and blocks saved together. A draft or
     * scheduled post's own text changes; a published post's changes become its pending version,
     * which visitors do not see until "Publish changes".
     */
    async saveBlocks(
      id: string,
      input: { title: string; blocks: BlockInput[]; base_updated_at?: string },
      cover: UploadedFile | undefined,
      files: UploadedFile[],
      who: AuditBy,
    ): Promise<ManagedBlog> {
      const staffId = staffOf(who);
      const wanted = input.blocks.filter((block) => block.image === 'new').length;
      if (wanted !== files.length) {
        throw new HttpError(
          400,
          `images must hold one file for each block whose image is 'new' (${wanted})`,
        );
      }
      if (!(await repo().find(id))) throw new HttpError(404, BLOG_NOT_FOUND);
      const preparedCover = cover ? await ctx.images.prepare(cover) : undefined;
      const prepared = await ctx.images.prepareAll(files);
      const all = [...(preparedCover ? [preparedCover] : []), ...prepared];
      await inTransaction(ctx, all, async (trx) => {
        const blogs = blogRepository(trx);
        let now = nowIso(ctx.clock);
        const base = input.base_updated_at;
        if (base !== undefined) {
          // The change stamp moves strictly forward, so a second save from the same base fails.
          const later = Date.parse(base) + 1;
          if (now <= base && Number.isFinite(later)) now = new Date(later).toISOString();
          // Claimed in the database: of two saves from one base, one moves the stamp (and on
          // PostgreSQL holds the row until this transaction ends), the other finds it moved.
          if (!(await blogs.claimChange(id, base, now))) {
            if (await blogs.find(id)) throw new HttpError(409, CHANGED_ELSEWHERE);
            throw new HttpError(404, BLOG_NOT_FOUND);
          }
        }
        const blog = await blogs.find(id);
        if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
        const pendingWay = blog.status === 'published';
        // The version being edited: a published post's pending one, else the post's own text.
        const working = (pendingWay && blog.pending) || rowsAsVersion(blog, staffId, now);
        const owned = pendingWay && blog.pending !== null;
        const workingImages = new Map(working.blocks.map((b) => [b.id, b.image_id]));
        const record = (image: NewImage) => ctx.images.record(trx, image, now);
        // A kept image: the pending version's own row, or a row of its own for the live one.
        const keep = async (imageId: string | null) =>
          pendingWay && !owned ? ctx.images.copy(trx, imageId, now) : imageId;
        let next = 0;
        const blocks: StoredBlock[] = [];
        for (const block of input.blocks) {
          const known = block.id !== undefined && workingImages.has(block.id);
          let imageId: string | null = null;
          if (block.image === 'new') imageId = await record(prepared[next++]!);
          else if (block.image === 'keep' && known) {
            imageId = await keep(workingImages.get(block.id!) ?? null);
          }
          blocks.push({
            id: known ? block.id! : newId(),
            content_type: block.content_type,
            content: block.content?.trim() ? block.content.trim() : null,
            image_id: imageId,
          });
        }
        const coverId = preparedCover ? await record(preparedCover) : await keep(working.image_id);
        const version: StoredVersion = {
          title: input.title,
          image_id: coverId,
          blocks,
          saved_at: now,
          saved_by: staffId,
        };
        // One entry per save, however many blocks: what changed in size, never the text.
        const oldCover = preparedCover
          ? (await blogs.imagesByIds([working.image_id ?? ''])).get(working.image_id ?? '')
          : undefined;
        await recordChange(ctx, trx, who, {
          kind: 'blog.blocks',
          subject: { type: 'blog', id },
          summary: pendingWay
            ? `Saved changes to "${input.title}", not yet published`
            : `Saved "${input.title}"`,
          ...changedFields(
            {
              title: working.title,
              ...blocksSummary(working.blocks),
              cover: ctx.images.present(oldCover ?? null).url,
            },
            {
              title: input.title,
              ...blocksSummary(blocks),
              cover: preparedCover ? ctx.images.present(preparedCover).url : undefined,
            },
          ),
        });
        if (pendingWay) {
          // The old pending version's rows that the new one does not hold are forgotten.
          const held = new Set(imagesOfVersion(version));
          const dropped = blog.pending
            ? imagesOfVersion(blog.pending).filter((imageId) => !held.has(imageId))
            : [];
          await blogs.update(id, { pending: version, updatedBy: staffId }, now);
          await bumpVersion(trx);
          return { result: undefined, unused: await ctx.images.forgetAll(trx, dropped) };
        }
        const unused = await applyToRows(trx, blog, version, staffId, now);
        await bumpVersion(trx);
        return { result: undefined, unused };
      });
      return managed(id);
    },

    /**
     * POST blog/{blog_id}/publish: a draft or scheduled post is published now; a published
     * post's pending version becomes its public text. Either way a revision is kept.
     */
    async publish(id: string, who: AuditBy): Promise<ManagedBlog> {
      const staffId = staffOf(who);
      await inTransaction(ctx, [], async (trx) => {
        const blogs = blogRepository(trx);
        const blog = await blogs.find(id);
        if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
        const now = nowIso(ctx.clock);
        if (blog.status !== 'published') {
          const unused = await transition(
            trx,
            blog,
            { status: 'published', publishAt: null },
            who,
            now,
          );
          return { result: undefined, unused };
        }
        if (!blog.pending) throw new HttpError(409, NOTHING_TO_PUBLISH);
        const unused = await applyToRows(trx, blog, blog.pending, staffId, now);
        await blogs.update(id, { pending: null, publishedAt: now, updatedBy: staffId }, now);
        await recordRevision(trx, id, staffId, now);
        await publicChange(trx, [blogPage(id)], now);
        await recordChange(ctx, trx, who, {
          kind: 'blog.publish-changes',
          subject: { type: 'blog', id },
          summary: `Published the changes to "${blog.pending.title}"`,
          ...changedFields(
            { title: blog.title, ...blocksSummary(blog.paragraphs) },
            { title: blog.pending.title, ...blocksSummary(blog.pending.blocks) },
          ),
        });
        return { result: undefined, unused };
      });
      return managed(id);
    },

    /** DELETE blog/{blog_id}/pending: the pending version is dropped; the public one stays. */
    async discardChanges(id: string, who: AuditBy): Promise<ManagedBlog> {
      await inTransaction(ctx, [], async (trx) => {
        const blogs = blogRepository(trx);
        const blog = await blogs.find(id);
        if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
        if (!blog.pending) return { result: undefined };
        await blogs.update(id, { pending: null }, nowIso(ctx.clock));
        await bumpVersion(trx);
        await recordChange(ctx, trx, who, {
          kind: 'blog.discard-changes',
          subject: { type: 'blog', id },
          summary: `Discarded the unpublished changes to "${blog.title}"`,
          before: {
            title: blog.pending.title,
            ...blocksSummary(blog.pending.blocks),
            saved_at: blog.pending.saved_at,
          },
        });
        return {
          result: undefined,
          unused: await ctx.images.forgetAll(trx, imagesOfVersion(blog.pending)),
        };
      });
      return managed(id);
    },

    /** GET blog/{blog_id}/revisions: every publication kept, newest first. */
    async revisions(id: string): Promise<BlogRevision[]> {
      if (!(await repo().find(id))) throw new HttpError(404, BLOG_NOT_FOUND);
      const revisions = await repo().revisions(id, PUBLISHING.revisionsListed);
      const images = await repo().imagesByIds(
        revisions.flatMap((r) => imagesOfVersion({ image_id: r.imageId, blocks: r.blocks })),
      );
      const imageOf = (imageId: string | null) => images.get(imageId ?? '') ?? null;
      return revisions.map((revision) => {
        const cover = ctx.images.present(imageOf(revision.imageId));
        return {
          revision_id: revision.id,
          blog_id: revision.blogId,
          published_at: revision.createdAt,
          published_by: revision.publishedByName,
          title: revision.title,
          image: cover.url,
          image_srcset: cover.srcset,
          paragraphs: presentBlocks(
            ctx,
            id,
            revision.blocks.map((block) => ({
              paragraph_id: block.id,
              content_type: block.content_type,
              content: block.content,
              image: imageOf(block.image_id),
            })),
          ),
        };
      });
    },

    /**
     * POST blog/{blog_id}/revisions/{revision_id}/restore: the revision comes back as a
     * published post's pending version (visitors see it once published), or as a draft or
     * scheduled post's own text. The revision itself stays as it was.
     */
    async restore(id: string, revisionId: string, who: AuditBy): Promise<ManagedBlog> {
      const staffId = staffOf(who);
      await inTransaction(ctx, [], async (trx) => {
        const blogs = blogRepository(trx);
        const blog = await blogs.find(id);
        if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
        const revision = await blogs.findRevision(id, revisionId);
        if (!revision) throw new HttpError(404, REVISION_NOT_FOUND);
        const now = nowIso(ctx.clock);
        const copied = await copyImages(
          trx,
          { image_id: revision.imageId, blocks: revision.blocks },
          now,
        );
        const version: StoredVersion = {
          title: revision.title,
          ...copied,
          saved_at: now,
          saved_by: staffId,
        };
        await recordChange(ctx, trx, who, {
          kind: 'blog.restore',
          subject: { type: 'blog', id },
          summary:
            blog.status === 'published'
              ? `Restored an earlier version of "${revision.title}", not yet published`
              : `Restored an earlier version of "${revision.title}"`,
          after: {
            revision_id: revision.id,
            published_at: revision.createdAt,
            title: revision.title,
            ...blocksSummary(revision.blocks),
          },
        });
        if (blog.status === 'published') {
          await blogs.update(id, { pending: version, updatedBy: staffId }, now);
          await bumpVersion(trx);
          const dropped = blog.pending ? imagesOfVersion(blog.pending) : [];
          return { result: undefined, unused: await ctx.images.forgetAll(trx, dropped) };
        }
        const unused = await applyToRows(trx, blog, version, staffId, now);
        await bumpVersion(trx);
        return { result: undefined, unused };
      });
      return managed(id);
    },

    /**
     * The post as visitors would see it once published: a published post's pending version, or
     * a draft's own text; null when there is no such post.
     */
    async previewOf(id: string): Promise<Blog | null> {
      const blog = await repo().find(id);
      if (!blog) return null;
      const shown = presentBlog(ctx, blog);
      if (!blog.pending) return shown;
      const pending = await presentVersion(ctx.db, id, blog.pending);
      return {
        ...shown,
        title: pending.title,
        image: pending.image,
        image_srcset: pending.image_srcset,
        paragraphs: pending.paragraphs,
      };
    },

    /**
     * Publishes the scheduled posts whose time has come (docs/behaviour.md#publishing). One
     * UPDATE ... RETURNING takes the due rows still scheduled, so of several instances running
     * this at once each post is published by one, which alone keeps its revision; the pages
     * and the sitemap change in the same transaction. Answers how many it published.
     */
    async publishDue(): Promise<number> {
      return inTransaction(ctx, [], async (trx) => {
        const now = nowIso(ctx.clock);
        const due = await blogRepository(trx).publishDue(now);
        for (const blog of due) {
          await recordRevision(trx, blog.id, null, blog.publishedAt);
          await recordChange(ctx, trx, SCHEDULE, {
            kind: 'blog.publish',
            subject: { type: 'blog', id: blog.id },
            summary: `Published "${blog.title}" at its scheduled time`,
            before: { status: 'scheduled', publish_at: blog.publishedAt },
            after: { status: 'published', publish_at: null },
          });
        }
        if (due.length > 0)
          await publicChange(
            trx,
            due.map((blog) => blogPage(blog.id)),
            now,
          );
        return { result: due.length };
      });
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;

/**
 * Runs `publishDue` every `seconds`; stop() waits for a pass under way. A pass never overlaps
 * the next: the timer is set again only after one ends.
 */
export function startPublishWorker(
  blogs: Pick<BlogService, 'publishDue'>,
  seconds: number,
  log: ServiceContext['log'],
): BackgroundJob {
  const pass = async () => {
    const count = await blogs.publishDue();
    if (count > 0) log.info({ count }, 'scheduled blog posts published');
  };
  return startBackgroundJob(pass, {
    firstMs: seconds * 1000,
    everyMs: seconds * 1000,
    log,
    failure: 'scheduled publishing failed',
  });
}
