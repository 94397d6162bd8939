import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import {
  REMOTE_NAMES,
  localeOfPath,
  pathWithoutLocale,
  type RemoteName,
  type SiteLocale,
} from 'shared-data/contract';
import type { Config } from '../config';
import type { ReleaseResolver, RemoteManifest, VisitorRemotes } from '../core/releases';
import type { SiteLayout } from './site-layout';

/** The shell's index.html as served: one variant per language and remote, each compressed once. */
export interface PageVariant {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page in a language: its <html> element's lang attribute says it
 * (docs/behaviour.md#languages). The shell's page is written in English (lang="en"), so an
 * English page is left byte for byte as it is.
 */
export function withLanguage(html: string, locale: SiteLocale): string {
  if (locale === 'en') return html;
  return html.replace(/<html\b([^>]*)>/i, (_whole, attributes: string) => {
    const others = attributes.replace(/\s+lang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return `<html lang="${locale}"${others}>`;
  });
}

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
 * manifest of the version this visitor gets), so the page names those files and the browser
 * fetches them together with the shell's. A registered version's manifest never changes; an
 * unversioned local build's is re-read when it changes; a remote on another origin gets a hint
 * for its manifest only.
 */
export class ShellPage {
  private readonly html: string;
  private readonly routes: Partial<Record<RemoteName, string[]>>;
  private readonly variants = new Map<string, { stamp: string; html: string; page: PageVariant }>();

  constructor(
    private readonly layout: SiteLayout,
    private readonly remoteUrls: Config['remotes'],
    private readonly releases?: ReleaseResolver,
  ) {
    this.html = readFileSync(path.join(layout.shell.dist, 'index.html'), 'utf8');
    const routesFile = path.join(layout.shell.dist, 'remote-routes.json');
    this.routes = existsSync(routesFile)
      ? (JSON.parse(readFileSync(routesFile, 'utf8')) as Partial<Record<RemoteName, string[]>>)
      : {};
  }

  /**
   * Whether a path is one of the site's pages: one a remote owns, in either language ('/sw/...'
   * is a page when the path without the prefix is one). A build without the route table (an
   * older shell) cannot tell: every path is taken for a page.
   */
  isPage(pathname: string): boolean {
    return Object.keys(this.routes).length === 0 || this.remoteOf(pathname) !== null;
  }

  /** The remote that owns a path: judged on the path without its language's prefix. */
  remoteOf(pathname: string): RemoteName | null {
    const bare = pathWithoutLocale(pathname);
    for (const name of REMOTE_NAMES) {
      if (this.routes[name]?.some((pattern) => matchesRoute(pattern, bare))) return name;
    }
    return null;
  }

  /**
   * The page for a path: its remote's hints, if any, in the head, and its language in the
   * <html> element. `chosen`: the versions this visitor gets (without it, the configured URLs).
   */
  async pageFor(pathname: string, chosen?: VisitorRemotes): Promise<PageVariant> {
    return (await this.variantFor(pathname, chosen)).page;
  }

  /** The page's HTML before compression: what the server's render fills in. */
  async htmlFor(pathname: string, chosen?: VisitorRemotes): Promise<string> {
    return (await this.variantFor(pathname, chosen)).html;
  }

  private async variantFor(
    pathname: string,
    chosen?: VisitorRemotes,
  ): Promise<{ html: string; page: PageVariant }> {
    const remote = this.remoteOf(pathname);
    const choice = remote ? chosen?.[remote] : undefined;
    const url = remote ? (choice?.url ?? this.remoteUrls[remote]) : '';
    const versioned = Boolean(remote && choice?.version && this.releases);
    const manifestFile = remote && !versioned ? this.localManifest(remote, url) : null;
    const stamp = manifestFile
      ? String(statSync(manifestFile, { throwIfNoEntry: false })?.mtimeMs)
      : '';
    const locale = localeOfPath(pathname);
    const key = `${locale}|${remote ?? ''}|${url}`;
    const cached = this.variants.get(key);
    if (cached && cached.stamp === stamp) return cached;

    let manifest: RemoteManifest | null = null;
    if (remote && versioned && choice?.version && this.releases) {
      manifest = await this.releases.manifestOf(remote, choice.version);
    } else if (manifestFile) {
      try {
        manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as RemoteManifest;
      } catch {
        // A missing or broken manifest: the app will find out and show the remote's fallback.
      }
    }
    const hints = remote ? hintsFor(url, manifest) : [];
    const html = withLanguage(this.html, locale).replace('</head>', `${hints.join('')}</head>`);
    const variant = { stamp, html, page: compress(html) };
    // One variant per language, remote and version: a few hundred at most before old ones are
    // dropped.
    if (this.variants.size >= 200)
      this.variants.delete(this.variants.keys().next().value as string);
    this.variants.set(key, variant);
    return variant;
  }

  /** The folder of a remote's local build, when it is built. */
  localDist(remote: RemoteName): string | null {
    const build = this.layout.remotes.find((candidate) => candidate.name === remote);
    return build?.built ? build.dist : null;
  }

  /** The manifest file on this disk for a remote's unversioned build served here, else null. */
  private localManifest(remote: RemoteName, url: string): string | null {
    const prefix = `/mfe/${remote}/`;
    const build = this.layout.remotes.find((candidate) => candidate.name === remote);
    if (!build?.built || !url.startsWith(prefix)) return null;
    return path.join(build.dist, url.slice(prefix.length));
  }
}

function hintsFor(url: string, manifest: RemoteManifest | null): string[] {
  const link = (href: string, as: 'fetch' | 'script') =>
    `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''}>`;
  const hints = [link(url, 'fetch')];
  if (!manifest) return hints;
  const base = url.slice(0, url.lastIndexOf('/') + 1);
  // A released manifest came from an upload: read only the shapes a build writes.
  const entry = manifest.metaData?.remoteEntry;
  if (typeof entry?.name === 'string') {
    const folder = typeof entry.path === 'string' ? entry.path : '';
    hints.push(link(`${base}${folder}${entry.name}`, 'script'));
  }
  const exposed = Array.isArray(manifest.exposes)
    ? manifest.exposes.find((expose) => expose?.path === './module')
    : undefined;
  const sync: unknown = exposed?.assets?.js?.sync;
  for (const file of Array.isArray(sync) ? sync : []) {
    if (typeof file === 'string') hints.push(link(`${base}${file}`, 'script'));
  }
  return hints;
}

/**
 * A page and its compressed copies, made once per variant. `brotliQuality`: 11 for the shell's
 * few variants; a rendered page, made far more often, takes a quicker level.
 */
export function compress(html: string, brotliQuality = 11): PageVariant {
  const body = Buffer.from(html);
  return {
    body,
    br: brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality },
    }),
    gzip: gzipSync(body, { level: 9 }),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
  };
}
