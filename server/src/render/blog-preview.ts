import type { FastifyReply, FastifyRequest } from 'fastify';
import { BLOG_POSTS_SLICE, SITE_ROUTES, sitePath, type Blog } from 'shared-data/contract';
import type { ReleaseResolver } from '../core/releases';
import { visitorBucket } from '../core/visitor-bucket';
import type { PageRenderer } from './page-renderer';

/**
 * A staff preview: the post's page rendered as visitors will see it, from the post given (the
 * blog remote finds it in its loaded list), never cached; null when it cannot be rendered now.
 */
export function blogPreviewOf(renderer: PageRenderer, releases: ReleaseResolver) {
  return async (blog: Blog, request: FastifyRequest, reply: FastifyReply): Promise<string | null> =>
    renderer.preview({
      path: sitePath(SITE_ROUTES.blog.detail, { blog_id: blog.blog_id }),
      visitor: request.ip,
      chosen: await releases.choose(visitorBucket(request, reply)),
      state: { [BLOG_POSTS_SLICE]: { isLoading: false, status: 'loaded', items: [blog] } },
    });
}
