import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import fp from 'fastify-plugin';
import type { RemoteName } from 'shared-data/contract';
import { REMOTE_NAMES, type Config } from '../config';
import { cacheControlFor, REVALIDATE } from './cache-policy';
import type { NotFoundFallback } from './errors';

export const NOT_BUILT_MESSAGE = 'The site is not built: run npm run build';

/** Where the builds are, and which of them exist; looked at once, at start. */
export interface SiteLayout {
  shell: { dist: string; built: boolean };
  remotes: { name: RemoteName; dist: string; built: boolean }[];
}

export function inspectSite(siteRoot: string): SiteLayout {
  const shellDist = path.join(siteRoot, 'shell', 'dist');
  return {
    shell: { dist: shellDist, built: existsSync(path.join(shellDist, 'index.html')) },
    remotes: REMOTE_NAMES.map((name) => {
      const dist = path.join(siteRoot, `mfe-${name}`, 'dist');
      return { name, dist, built: existsSync(dist) };
    }),
  };
}

function setCacheHeaders(res: SetHeadersResponse, file: string): void {
  res.setHeader('cache-control', cacheControlFor(file));
  // preCompressed picks .br, .gz or the plain file by Accept-Encoding: caches must key on it.
  res.setHeader('vary', 'Accept-Encoding');
}

function setRemoteHeaders(res: SetHeadersResponse, file: string): void {
  setCacheHeaders(res, file);
  // A shell on another origin fetch()es the manifest and loads the chunks cross-origin.
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('cross-origin-resource-policy', 'cross-origin');
}

export interface SiteOptions {
  layout: SiteLayout;
  remoteUrls: Config['remotes'];
}

/** Serves the shell's build at / and each remote's build at /mfe/<name>/. */
export const site = fp<SiteOptions>(
  async (app, { layout, remoteUrls }) => {
    if (!layout.shell.built) {
      app.log.error(
        `${NOT_BUILT_MESSAGE} (${path.join(layout.shell.dist, 'index.html')} is missing). ` +
          'The API still answers; pages answer 503.',
      );
    }
    for (const remote of layout.remotes) {
      // A remote moved to another origin needs no local build.
      if (!remote.built && remoteUrls[remote.name].startsWith('/')) {
        app.log.warn(`mfe-${remote.name} is not built (${remote.dist} is missing)`);
      }
    }

    const roots = [
      { prefix: '/', dist: layout.shell.dist, setHeaders: setCacheHeaders },
      ...layout.remotes
        .filter((remote) => remote.built)
        .map((remote) => ({
          prefix: `/mfe/${remote.name}/`,
          dist: remote.dist,
          setHeaders: setRemoteHeaders,
        })),
    ].filter((root) => existsSync(root.dist));

    roots.forEach((root, i) => {
      app.register(fastifyStatic, {
        root: root.dist,
        prefix: root.prefix,
        preCompressed: true,
        // Ours replace send's 'public, max-age=0'; ETag and Last-Modified stay on.
        cacheControl: false,
        setHeaders: root.setHeaders,
        dotfiles: 'ignore',
        // reply.sendFile may be declared only once.
        decorateReply: i === 0,
      });
    });
  },
  { name: 'site', fastify: '5.x' },
);

// Never pages: a miss there is a real 404.
const NOT_PAGES = /^\/(api|mfe|uploads)(\/|$)/;

/**
 * Client routes (/blog, /blogs/7, an unknown page) have no file: they get the shell's
 * index.html, and the client router shows the page or its not-found screen.
 */
export function historyFallback(layout: SiteLayout): NotFoundFallback {
  return (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (NOT_PAGES.test(pathname)) return false;
    const wantsPage =
      request.headers.accept?.includes('text/html') || path.posix.extname(pathname) === '';
    if (!wantsPage) return false;

    reply.header('cache-control', REVALIDATE);
    if (!layout.shell.built) {
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(`${NOT_BUILT_MESSAGE}, then restart the server.\n`);
    } else {
      reply.code(200).sendFile('index.html', layout.shell.dist);
    }
    return true;
  };
}
