import {
  calls,
  type Blog,
  type CallRequest,
  type ContentType,
  type Page,
} from 'shared-data/contract';
import type { Executor } from '../core/database';
import { HttpError } from '../core/errors';
import { Serialized } from '../core/serialized';
import type { UploadedFile } from '../core/uploaded-file';
import { blogRepository, type BlogRecord } from '../repositories/blog-repository';
import { newId } from '../repositories/common';
import { metaReader, metaRepository } from '../repositories/meta-repository';
import { inTransaction, nowIso, type ServiceContext } from './context';
import { BLOG_LIST_PAGE, pagesChanged } from './page-changes';
import { pageAnswer, searchOf, windowOf, type PageQuery } from './paging';

const BLOG_NOT_FOUND = 'The blog was not found';
const PARAGRAPH_NOT_FOUND = 'The blog content was not found';

function presentBlog(ctx: ServiceContext, blog: BlogRecord): Blog {
  const cover = ctx.images.present(blog.image);
  return {
    blog_id: blog.id,
    title: blog.title,
    image: cover.url,
    image_srcset: cover.srcset,
    createdAt: blog.createdAt,
    paragraphs: blog.paragraphs.map((paragraph) => {
      const image = ctx.images.present(paragraph.image);
      return {
        paragraph_id: paragraph.id,
        blog_id: paragraph.blogId,
        content_type: paragraph.contentType,
        content: paragraph.content,
        image: image.url,
        image_srcset: image.srcset,
      };
    }),
  };
}

/** Changed in the transaction of every blog write, so every instance sees its cache is stale. */
const BLOGS_VERSION = 'blogs-version';
const bumpVersion = (trx: Executor) => metaRepository(trx).set(BLOGS_VERSION, newId());
/** Single blogs kept serialised; the oldest kept goes first past it. */
const ONE_BLOG_CACHE_SIZE = 200;

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

  async function list(): Promise<Blog[]> {
    return (await repo().list()).map((blog) => presentBlog(ctx, blog));
  }

  async function get(id: string): Promise<Blog> {
    const blog = await repo().find(id);
    if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
    return presentBlog(ctx, blog);
  }

  return {
    list,

    /** Every blog's id and last change (its own or a paragraph's), newest blog first. */
    lastChanges: () => repo().lastChanges(),

    /** The dashboard's paged list: newest first, searched in titles and paragraphs. */
    async page(query: PageQuery): Promise<Page<Blog>> {
      const found = await repo().page(searchOf(query), windowOf(query));
      return pageAnswer(query, found, (blog) => presentBlog(ctx, blog));
    },

    /** GET blog/: the most read call of the site, answered from memory until a blog changes. */
    async listSerialized(): Promise<Serialized> {
      const version = (await blogsVersion()) ?? '';
      if (cache?.version !== version) {
        const body = Buffer.from(JSON.stringify(calls.blogs.response.parse(await list())));
        cache = { version, body };
      }
      return new Serialized(cache.body);
    },

    /** GET blog/{blog_id}: one blog, answered from memory until a blog changes; 404 if none. */
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

    async create(
      input: CallRequest<'createBlog'>,
      image: UploadedFile,
      staffId: string | null,
    ): Promise<Blog> {
      const prepared = await ctx.images.prepare(image);
      const id = await inTransaction(ctx, [prepared], async (trx) => {
        const now = nowIso(ctx.clock);
        await bumpVersion(trx);
        const imageId = await ctx.images.record(trx, prepared, now);
        const result = await blogRepository(trx).insert(
          { title: input.title, imageId, createdBy: staffId },
          now,
        );
        await pagesChanged(trx, [BLOG_LIST_PAGE], now);
        return { result };
      });
      return get(id);
    },

    async update(
      id: string,
      input: { title?: string | undefined },
      image: UploadedFile | undefined,
    ): Promise<Blog> {
      if (!(await repo().find(id))) throw new HttpError(404, BLOG_NOT_FOUND);
      const prepared = image ? await ctx.images.prepare(image) : undefined;
      await inTransaction(ctx, prepared ? [prepared] : [], async (trx) => {
        const blogs = blogRepository(trx);
        const blog = await blogs.find(id);
        if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
        const now = nowIso(ctx.clock);
        await bumpVersion(trx);
        const imageId = prepared ? await ctx.images.record(trx, prepared, now) : undefined;
        // An empty title field means "unchanged": forms send every field.
        await blogs.update(id, { title: input.title || undefined, imageId }, now);
        await pagesChanged(trx, [BLOG_LIST_PAGE], now);
        const unused = imageId ? await ctx.images.forget(trx, blog.imageId) : [];
        return { result: undefined, unused };
      });
      return get(id);
    },

    /** Deletes the blog, its paragraphs and their images; answers the blogs left. */
    async remove(id: string): Promise<Blog[]> {
      await inTransaction(ctx, [], async (trx) => {
        const blogs = blogRepository(trx);
        const blog = await blogs.find(id);
        if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
        await blogs.remove(id);
        await bumpVersion(trx);
        await pagesChanged(trx, [BLOG_LIST_PAGE], nowIso(ctx.clock));
        const unused = await ctx.images.forgetAll(trx, [
          blog.imageId,
          ...blog.paragraphs.map((p) => p.imageId),
        ]);
        return { result: undefined, unused };
      });
      return list();
    },

    async addParagraph(
      input: { blog_id: string; content_type: ContentType; content?: string | undefined },
      image: UploadedFile | undefined,
    ): Promise<Blog> {
      if (!input.content && !image) {
        throw new HttpError(400, 'content or image is required: a paragraph needs one of them');
      }
      if (!(await repo().find(input.blog_id))) throw new HttpError(404, BLOG_NOT_FOUND);
      const prepared = image ? await ctx.images.prepare(image) : undefined;
      await inTransaction(ctx, prepared ? [prepared] : [], async (trx) => {
        const now = nowIso(ctx.clock);
        await bumpVersion(trx);
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
        return { result: undefined };
      });
      return get(input.blog_id);
    },

    async updateParagraph(
      id: string,
      input: { content?: string | undefined; content_type?: ContentType | undefined },
      image: UploadedFile | undefined,
    ): Promise<Blog> {
      const existing = await repo().findParagraph(id);
      if (!existing) throw new HttpError(404, PARAGRAPH_NOT_FOUND);
      const prepared = image ? await ctx.images.prepare(image) : undefined;
      await inTransaction(ctx, prepared ? [prepared] : [], async (trx) => {
        const blogs = blogRepository(trx);
        const paragraph = await blogs.findParagraph(id);
        if (!paragraph) throw new HttpError(404, PARAGRAPH_NOT_FOUND);
        const now = nowIso(ctx.clock);
        await bumpVersion(trx);
        const imageId = prepared ? await ctx.images.record(trx, prepared, now) : undefined;
        await blogs.updateParagraph(id, {
          content: input.content,
          contentType: input.content_type,
          imageId,
        });
        await blogs.touch(paragraph.blogId, now);
        const unused = imageId ? await ctx.images.forget(trx, paragraph.imageId) : [];
        return { result: undefined, unused };
      });
      return get(existing.blogId);
    },

    /** Answers the blogs list, as the client expects. */
    async removeParagraph(id: string): Promise<Blog[]> {
      await inTransaction(ctx, [], async (trx) => {
        const blogs = blogRepository(trx);
        const paragraph = await blogs.findParagraph(id);
        if (!paragraph) throw new HttpError(404, PARAGRAPH_NOT_FOUND);
        await blogs.removeParagraph(id);
        await blogs.touch(paragraph.blogId, nowIso(ctx.clock));
        await bumpVersion(trx);
        return { result: undefined, unused: await ctx.images.forget(trx, paragraph.imageId) };
      });
      return list();
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
