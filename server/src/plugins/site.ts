import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
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

/** The shell's index.html as served: one variant per remote, each compressed once. */
interface PageVariant {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function matchesRoute(pattern: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  const want = pattern.split('/');
  const have = path.split('/');
  return (
    want.length === have.length &&
    want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]))
  );
}

/**
 * The shell's page with hints for the remote its path belongs to. The app learns which remote
 * and files a page needs only after its own scripts ran and fetched the runtime config, then
 * the manifest, then the remote's entry: a chain of round trips before anything is drawn. The
 * server knows the answer from the start (the shell's route table, remote-routes.json, and the
 * manifests of the remotes it serves), so the page names those files and the browser fetches
 * them together with the shell's. A remote on another origin gets a hint for its manifest only.
 * Manifests are re-read when they change, so a remote redeployed beside a running server is
 * hinted right.
 */
export class ShellPage {
  private readonly html: string;
  private readonly routes: Partial<Record<RemoteName, string[]>>;
  private readonly variants = new Map<string, { stamp: string; page: PageVariant }>();

  constructor(
    private readonly layout: SiteLayout,
    private readonly remoteUrls: Config['remotes'],
  ) {
    this.html = readFileSync(path.join(layout.shell.dist, 'index.html'), 'utf8');
    const routesFile = path.join(layout.shell.dist, 'remote-routes.json');
    this.routes = existsSync(routesFile)
      ? (JSON.parse(readFileSync(routesFile, 'utf8')) as Partial<Record<RemoteName, string[]>>)
      : {};
  }

  remoteOf(pathname: string): RemoteName | null {
    for (const name of REMOTE_NAMES) {
      if (this.routes[name]?.some((pattern) => matchesRoute(pattern, pathname))) return name;
    }
    return null;
  }

  /** The page for a path: its remote's hints, if any, in the head. */
  pageFor(pathname: string): PageVariant {
    const remote = this.remoteOf(pathname);
    const manifestFile = remote ? this.localManifest(remote) : null;
    const stamp = manifestFile
      ? String(statSync(manifestFile, { throwIfNoEntry: false })?.mtimeMs)
      : '';
    const key = remote ?? '';
    const cached = this.variants.get(key);
    if (cached && cached.stamp === stamp) return cached.page;
    const hints = remote ? this.hintsFor(remote, manifestFile) : [];
    const page = compress(this.html.replace('</head>', `${hints.join('')}</head>`));
    this.variants.set(key, { stamp, page });
    return page;
  }

  /** The manifest file on this disk for a remote served here, else null. */
  private localManifest(remote: RemoteName): string | null {
    const url = this.remoteUrls[remote];
    const prefix = `/mfe/${remote}/`;
    const build = this.layout.remotes.find((candidate) => candidate.name === remote);
    if (!build?.built || !url.startsWith(prefix)) return null;
    return path.join(build.dist, url.slice(prefix.length));
  }

  private hintsFor(remote: RemoteName, manifestFile: string | null): string[] {
    const url = this.remoteUrls[remote];
    const link = (href: string, as: 'fetch' | 'script') =>
      `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''}>`;
    const hints = [link(url, 'fetch')];
    if (!manifestFile) return hints;
    try {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as RemoteManifest;
      const base = url.slice(0, url.lastIndexOf('/') + 1);
      const entry = manifest.metaData?.remoteEntry;
      if (entry?.name) hints.push(link(`${base}${entry.path ?? ''}${entry.name}`, 'script'));
      const exposed = manifest.exposes?.find((expose) => expose.path === './module');
      for (const file of exposed?.assets?.js?.sync ?? [])
        hints.push(link(`${base}${file}`, 'script'));
    } catch {
      // A missing or broken manifest: the app will find out and show the remote's fallback.
    }
    return hints;
  }
}

/** The parts of a federation manifest (mf-manifest.json) the hints use. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

function compress(html: string): PageVariant {
  const body = Buffer.from(html);
  return {
    body,
    br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
  };
}

// The page of each site, for the history fallback created before the site plugin ran.
const pages = new WeakMap<SiteLayout, ShellPage>();

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

    if (layout.shell.built) pages.set(layout, new ShellPage(layout, remoteUrls));

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
        // The page (/ too) comes from the history fallback, with its hints.
        allowedPath: (pathname: string) => pathname !== '/',
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
      return true;
    }
    const shellPage = pages.get(layout);
    if (!shellPage) {
      reply.code(200).sendFile('index.html', layout.shell.dist);
      return true;
    }
    const page = shellPage.pageFor(pathname);
    reply.header('etag', page.etag).header('vary', 'Accept-Encoding');
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
      .code(200)
      .type('text/html; charset=utf-8')
      .send(request.method === 'HEAD' ? undefined : body);
    return true;
  };
}
