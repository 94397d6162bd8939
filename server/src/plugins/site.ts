import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import fp from 'fastify-plugin';
import { cacheControlFor } from '../core/cache-policy';
import type { Config } from '../config';
import { remoteFilePolicy } from '../core/remote-file-policy';
import { NOT_BUILT_MESSAGE, type SiteLayout } from '../render/site-layout';

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

// Source maps stay on disk beside the files they map (for reading error reports), never served:
// they would hand the whole source to anyone. The production build writes them without a
// sourceMappingURL comment, so browsers never ask for them.
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;
// Each build's server bundle (dist/server/), which the server renders pages with, and the
// shell's service worker (dist/worker/), answered at /sw.js only: a copy at /worker/sw.js
// could be registered with a scope of its own.
const SERVER_FILES = /^\/(server|worker)(\/|$)/;
// The shell's page is the history fallback's, at the pages' own addresses: under its file name
// it would be a second address of every page (and a 200 for a path that is no page).
const SHELL_FILE = /^\/index\.html(\.(br|gz))?$/;

export interface SiteOptions {
  layout: SiteLayout;
  remoteUrls: Config['remotes'];
}

/**
 * Serves the shell's build at / and each remote's build at /mfe/<name>/. The pages themselves
 * (/ included) are the history fallback's, which app.ts gives the errors plugin.
 */
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
      { prefix: '/', dist: layout.shell.dist, setHeaders: setCacheHeaders, remote: false },
      ...layout.remotes
        .filter((remote) => remote.built)
        .map((remote) => ({
          prefix: `/mfe/${remote.name}/`,
          dist: remote.dist,
          setHeaders: setRemoteHeaders,
          remote: true,
        })),
    ].filter((root) => existsSync(root.dist));

    roots.forEach((root, i) => {
      const options = {
        root: root.dist,
        prefix: root.prefix,
        preCompressed: true,
        // Ours replace send's 'public, max-age=0'; ETag and Last-Modified stay on.
        cacheControl: false,
        setHeaders: root.setHeaders,
        dotfiles: 'ignore' as const,
        // The page (/ too) comes from the history fallback, with its hints; source maps are
        // not for the public, nor is a build's server bundle.
        allowedPath: (pathname: string) =>
          pathname !== '/' &&
          !SOURCE_MAP.test(pathname) &&
          !SERVER_FILES.test(pathname) &&
          !(i === 0 && SHELL_FILE.test(pathname)),
        // reply.sendFile may be declared only once.
        decorateReply: i === 0,
      };
      if (!root.remote) {
        app.register(fastifyStatic, options);
        return;
      }
      // As a release's files (routes/releases): only scripts, styles, fonts and raster images
      // act as themselves; anything else opened at its URL is an inert, sandboxed document.
      // Set on the reply, after the site's headers, which it replaces.
      app.register(async (scope) => {
        scope.addHook('onRequest', (request, reply, done) => {
          const policy = remoteFilePolicy(request.url.split('?')[0] ?? '');
          if (policy) reply.header('content-security-policy', policy);
          done();
        });
        await scope.register(fastifyStatic, options);
      });
    });
  },
  // A file that is not there is answered by the errors plugin (a page, or the JSON 404).
  { name: 'site', dependencies: ['errors'], fastify: '5.x' },
);
