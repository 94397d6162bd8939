import path from 'node:path';
import { SITE_ROUTES, localePath, pathWithoutLocale } from 'shared-data/contract';
import { acceptedCodings, etagFor, noneMatchHits, REVALIDATE } from '../core/cache-policy';
import type { ReleaseResolver } from '../core/releases';
import { homeLocale } from '../core/site-language';
import { visitorBucket } from '../core/visitor-bucket';
import type { NotFoundFallback } from './errors';
import type { ShellPage } from '../render/shell-page';
import type { PageRenderer } from '../render/page-renderer';
import { canonicalPath, isSitePage } from '../render/page-head';
import { NOT_BUILT_MESSAGE } from '../render/site-layout';

// Never pages: a miss there is a real 404.
const NOT_PAGES = /^\/(api|mfe|uploads)(\/|$)/;

// A booking's manage link, in either language: its token is a key to the booking, so the page
// is kept by no cache (a shared one would hand it to the next visitor) and by no search engine.
const MANAGE_PAGE = new RegExp(`^${SITE_ROUTES.public.manageBooking.replace(':token', '[^/]+')}$`);

// The shell's file under its own name is not a page: the site's pages have one address each.
const SHELL_FILE = '/index.html';
/** A leading '//', a backslash, or a '.' or '..' segment (also percent-encoded). */
const ODD_PATH = /^\/\/|\\|%5c|(^|\/)(\.|%2e){1,2}(\/|$)/i;

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

    // One address per page: another spelling of a site page ('/about_us/', '/SERVICES') is sent
    // there for good, its query kept; the rule is canonicalPath's, as for the canonical link.
    // Only for a variant of case or of trailing and repeated slashes: a path that names a host
    // ('//evil.example/blog'), holds backslashes or dot segments is no spelling of a page and
    // is answered as it is (the not-found page), never sent on.
    const canonical = canonicalPath(pathname);
    if (canonical !== pathname && isSitePage(canonical) && !ODD_PATH.test(pathname)) {
      reply.header('cache-control', REVALIDATE);
      reply.redirect(`${canonical}${request.url.slice(pathname.length)}`, 301);
      return true;
    }
    // The home page opens in the visitor's language (docs/behaviour.md#languages): the one they
    // chose (the language cookie), else the one their browser asks for. Only at '/': a link to
    // any other page, shared or found, opens in its own language, '/sw' with it. The answer
    // depends on both headers, so it says so, and no shared cache keeps the redirect.
    const home = pathname === SITE_ROUTES.public.home;
    if (home) {
      const locale = homeLocale(request);
      if (locale !== 'en') {
        reply
          .header('vary', 'Cookie, Accept-Language')
          .header('cache-control', 'private, no-store');
        reply.redirect(localePath(request.url, locale), 302);
        return true;
      }
    }
    const manage = MANAGE_PAGE.test(pathWithoutLocale(pathname));
    reply.header('cache-control', manage ? 'no-store' : REVALIDATE);
    if (manage) reply.header('x-robots-tag', 'noindex, nofollow');
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
    const status =
      pathname === SHELL_FILE
        ? 404
        : (rendered?.status ?? (shellPage.isPage(pathname) ? 200 : 404));
    // Each coding is a representation of its own, with its own tag (RFC 9110 §8.8.3).
    const [encoding] = acceptedCodings(request.headers['accept-encoding']);
    const etag = etagFor(page.etag, encoding ?? null);
    reply.header(
      'vary',
      [
        'Accept-Encoding',
        ...(releases || home ? ['Cookie'] : []),
        ...(home ? ['Accept-Language'] : []),
      ].join(', '),
    );
    // A manage page is never stored, so never revalidated either.
    if (!manage) {
      reply.header('etag', etag);
      if (status === 200 && noneMatchHits(request.headers['if-none-match'], etag)) {
        reply.code(304).send();
        return true;
      }
    }
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
    if (encoding) reply.header('content-encoding', encoding);
    // HEAD states the length GET's body has, and sends none.
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-length', body.length)
      .send(request.method === 'HEAD' ? undefined : body);
    return true;
  };
}
