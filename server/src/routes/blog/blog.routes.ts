import type { FastifyPluginAsync } from 'fastify';
import type { createBlogService } from '../../services/blog-service';
import { contractRoute, signedIn } from '../contract-route';

/** The blog calls (docs/behaviour.md#blog-calls). */
export const blogRoutes: FastifyPluginAsync<{
  blogs: ReturnType<typeof createBlogService>;
}> = async (app, { blogs }) => {
  contractRoute(app, 'blogs', () => blogs.listSerialized());
  contractRoute(app, 'blogPage', ({ query }) => blogs.page(query));
  contractRoute(app, 'blog', ({ params }) => blogs.oneSerialized(params.blog_id ?? ''));

  contractRoute(app, 'createBlog', async (input) => {
    const [image] = input.files.image ?? [];
    if (!image) throw new Error('schema lets no blog through without an image');
    return blogs.create(input.body, image, signedIn(input).id);
  });

  contractRoute(app, 'updateBlog', ({ query, body, files }) =>
    blogs.update(query.blog_id, body, files.image?.[0]),
  );

  contractRoute(app, 'deleteBlog', ({ query }) => blogs.remove(query.blog_id));

  contractRoute(app, 'createParagraph', ({ body, files }) =>
    blogs.addParagraph(body, files.image?.[0]),
  );

  contractRoute(app, 'updateParagraph', ({ query, body, files }) =>
    blogs.updateParagraph(query.paragraph_id, body, files.image?.[0]),
  );

  contractRoute(app, 'deleteParagraph', ({ query }) => blogs.removeParagraph(query.content_id));
};
