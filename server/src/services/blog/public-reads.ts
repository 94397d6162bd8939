// What visitors read: the published posts, and GET blog/ and GET blog/{blog_id} serialised and
// kept in memory until a blog write changes the blogs' version (visibility.ts).
import { calls, type Blog } from 'shared-data/contract';
import { HttpError } from '../../core/errors';
import { Serialized } from '../../core/serialized';
import { blogRepository } from '../../repositories/blog-repository';
import { metaReader } from '../../repositories/meta-repository';
import type { ServiceContext } from '../context';
import type { BlogPresenter } from './presenter';
import { BLOG_NOT_FOUND } from './rules';
import { BLOGS_VERSION } from './visibility';

/** Single blogs kept serialised; the oldest kept goes first past it. */
const ONE_BLOG_CACHE_SIZE = 200;

export function createPublicReads(ctx: ServiceContext, present: BlogPresenter) {
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
    return (await repo().list()).map((blog) => present.blog(blog));
  }

  /** A published blog; any other is not found, as one that does not exist. */
  async function get(id: string): Promise<Blog> {
    const blog = await repo().find(id);
    if (!blog || blog.status !== 'published') throw new HttpError(404, BLOG_NOT_FOUND);
    return present.blog(blog);
  }

  return {
    list,

    /** Every published blog's id and last change (its own or a paragraph's), newest first. */
    lastChanges: () => repo().lastChanges(),

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
      // The bodies of the version read above: a write during the read below starts a new map
      // for its version, and this blog, read before that write, goes into the old one.
      const { bodies } = oneCache;
      let body = bodies.get(id);
      if (!body) {
        body = Buffer.from(JSON.stringify(calls.blog.response.parse(await get(id))));
        if (bodies.size >= ONE_BLOG_CACHE_SIZE) {
          bodies.delete(bodies.keys().next().value as string);
        }
        bodies.set(id, body);
      }
      return new Serialized(body);
    },
  };
}
