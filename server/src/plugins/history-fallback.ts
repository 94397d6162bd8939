import path from 'node:path';
import { REVALIDATE } from '../core/cache-policy';
import type { ReleaseResolver } from '../core/releases';
import { visitorBucket } from '../core/visitor-bucket';
import type { NotFoundFallback } from './errors';
import type { ShellPage } from './shell-page';
import type { PageRenderer } from '../render/page-renderer';
import { NOT_BUILT_MESSAGE } from './site-layout';

// Never pages: a miss there is a real 404.
const NOT_PAGES = /^\/(api|mfe|uploads)(\/|$)/;

/**
 * Client routes (/blog, /blogs/7, an unknown page) have no file: they get the shell's
 * index.html, and the client router shows the page or its not-found screen. Without a shell
 * page (the site is not built) they get a 503 that says how to build it.
 */
export function historyFallback(
  shellPage: ShellPage | undefined,
  releases?: ReleaseResolver,
  renderer?: PageRenderer,
): NotFoundFallback {
  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (NOT_PAGES.test(pathname)) return false;
    const wantsPage =
      request.headers.accept?.includes('text/html') || path.posix.extname(pathname) === '';
    if (!wantsPage) return false;

    reply.header('cache-control', REVALIDATE);
    if (!shellPage) {
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(`${NOT_BUILT_MESSAGE}, then restart the server.\n`);
      return true;
    }
    // The hints name the versions this visitor gets (docs/behaviour.md#releases).
    const chosen = releases ? await releases.choose(visitorBucket(request, reply)) : undefined;
    // A public page rendered on the server (render/page-renderer.ts); else, or when that
    // fails or a limit on fresh renders is reached, the page the browser renders. A path no
    // remote owns is not found, either way. Pages are rendered for the site's address
    // (PUBLIC_URL) whatever Host the request names: nothing of it is in the page or the cache.
    const rendered =
      renderer && chosen
        ? await renderer.page({ url: request.url, visitor: request.ip, chosen })
        : null;
    const page = rendered?.page ?? (await shellPage.pageFor(pathname, chosen));
    // How the page was made, for the browser's developer tools and the bench.
    if (rendered) {
      reply.header(
        'server-timing',
        rendered.renderMs === undefined
          ? 'render;desc="cache"'
          : `render;dur=${rendered.renderMs.toFixed(1)}`,
      );
    }
    const status = rendered?.status ?? (shellPage.isPage(pathname) ? 200 : 404);
    reply
      .header('etag', page.etag)
      .header('vary', releases ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    if (request.headers['if-none-match'] === page.etag) {
      reply.code(304).send();
      return true;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const [encoding, body] = /\bbr\b/.test(accepted)
      ? ['br', page.br]
      : /\bgzip\b/.test(accepted)
        ? ['gzip', page.gzip]
        : [null, page.body];
    if (encoding) reply.header('content-encoding', encoding);
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(request.method === 'HEAD' ? undefined : body);
    return true;
  };
}
