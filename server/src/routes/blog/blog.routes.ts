import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS, PUBLISHING, type Blog } from 'shared-data/contract';
import { HttpError } from '../../core/errors';
import { Serialized } from '../../core/serialized';
import type { createBlogService } from '../../services/blog';
import { contractRoute, signedIn } from '../contract-route';
import { plainPreview } from './plain-preview';

/** The page of a post as the site renders it, or null when it cannot be rendered now. */
export type PreviewRenderer = (
  blog: Blog,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<string | null>;

/**
 * The bytes of a save's `blocks` field: as many as the characters its schema takes (each block's
 * text and Kiswahili text, every character escaped as JSON may write it), so a save the schema
 * takes is never cut short by the multipart plugin's smaller limit for a text field.
 */
export const BLOCKS_FIELD_BYTES = PUBLISHING.maxBlocks * (LIMITS.blogContent * 12 + 300);

/** The blog calls (docs/behaviour.md#blog-calls, docs/behaviour.md#publishing). */
export const blogRoutes: FastifyPluginAsync<{
  blogs: ReturnType<typeof createBlogService>;
  /** Server rendering of a preview; without it (rendering off) a plain page is answered. */
  preview?: PreviewRenderer | undefined;
}> = async (app, { blogs, preview }) => {
  contractRoute(app, 'blogs', () => blogs.listSerialized());
  contractRoute(app, 'blogPage', ({ query }) => blogs.page(query));
  contractRoute(app, 'blog', ({ params }) => blogs.oneSerialized(params.blog_id ?? ''));

  contractRoute(app, 'createBlog', async (input) => {
    const [image] = input.files.image ?? [];
    if (!image) throw new Error('schema lets no blog through without an image');
    return blogs.create(input.body, image, signedIn(input));
  });

  contractRoute(app, 'updateBlog', (input) =>
    blogs.update(input.query.blog_id, input.body, input.files.image?.[0], signedIn(input)),
  );

  contractRoute(app, 'deleteBlog', (input) => blogs.remove(input.query.blog_id, signedIn(input)));

  contractRoute(app, 'createParagraph', (input) =>
    blogs.addParagraph(input.body, input.files.image?.[0], signedIn(input)),
  );

  contractRoute(app, 'updateParagraph', (input) =>
    blogs.updateParagraph(
      input.query.paragraph_id,
      input.body,
      input.files.image?.[0],
      signedIn(input),
    ),
  );

  contractRoute(app, 'deleteParagraph', (input) =>
    blogs.removeParagraph(input.query.content_id, signedIn(input)),
  );

  // The publishing workflow (docs/behaviour.md#publishing).
  contractRoute(app, 'managedBlog', ({ params }) => blogs.managed(params.blog_id ?? ''));

  contractRoute(
    app,
    'saveBlogBlocks',
    (input) =>
      blogs.saveBlocks(
        input.params.blog_id ?? '',
        input.body,
        input.files.image?.[0],
        input.files.images ?? [],
        signedIn(input),
      ),
    { fieldSizeBytes: BLOCKS_FIELD_BYTES },
  );

  contractRoute(app, 'publishBlog', (input) =>
    blogs.publish(input.params.blog_id ?? '', signedIn(input)),
  );

  contractRoute(app, 'discardBlogChanges', (input) =>
    blogs.discardChanges(input.params.blog_id ?? '', signedIn(input)),
  );

  contractRoute(app, 'blogRevisions', ({ params }) => blogs.revisions(params.blog_id ?? ''));

  contractRoute(app, 'restoreBlogRevision', (input) =>
    blogs.restore(input.params.blog_id ?? '', input.params.revision_id ?? '', signedIn(input)),
  );

  contractRoute(app, 'blogPreview', async ({ params, request, reply }) => {
    const blog = await blogs.previewOf(params.blog_id ?? '');
    if (!blog) throw new HttpError(404, 'The blog was not found');
    const html = (await preview?.(blog, request, reply)) ?? plainPreview(blog);
    // Staff only, never kept by any cache, never indexed.
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    return new Serialized(Buffer.from(html), 'text/html; charset=utf-8');
  });
};
