import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { ENTRY_BOOT_SOURCE } from '../render/entry-boot';

/**
 * The origin of an absolute URL, or undefined for a path on this origin (covered by 'self') and
 * for none ('': the location lookup turned off).
 */
export function originOf(url: string): string | undefined {
  return !url || url.startsWith('/') ? undefined : new URL(url).origin;
}

type PolicyInput = Pick<Config, 'apiBase' | 'geoLookupUrl' | 'mapEmbedOrigin' | 'remotes'> &
  Partial<Pick<Config, 'imagePublicBaseUrl'>>;

/** The Content-Security-Policy of every response, from the origins the configuration names. */
export function contentSecurityDirectives(config: PolicyInput): Record<string, string[]> {
  const remotes = Object.values(config.remotes).map(originOf);
  const api = originOf(config.apiBase);
  // Uploaded images straight from a public bucket or CDN.
  const images = config.imagePublicBaseUrl ? originOf(config.imagePublicBaseUrl) : undefined;
  const directives: Record<string, (string | undefined)[]> = {
    'default-src': ["'self'"],
    // A remote on another origin runs its remoteEntry and chunks from there. The one inline
    // script, a rendered page's starter of its entry, is allowed by its hash.
    'script-src': ["'self'", ENTRY_BOOT_SOURCE, ...remotes],
    // styled-components injects its styles at runtime.
    'style-src': ["'self'", "'unsafe-inline'"],
    // A moved remote's bundled images and fonts come from its origin; uploads from the API's,
    // or from IMAGE_PUBLIC_BASE_URL's.
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, api, images],
    'font-src': ["'self'", 'data:', ...remotes],
    // Manifests are fetched with fetch(); the contact page looks up the visitor's location.
    'connect-src': ["'self'", ...remotes, api, originOf(config.geoLookupUrl)],
    'frame-src': [config.mapEmbedOrigin],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.fromEntries(
    Object.entries(directives).map(([name, sources]) => [
      name,
      [...new Set(sources.filter((s): s is string => s !== undefined))],
    ]),
  );
}

export function buildContentSecurityPolicy(config: PolicyInput): string {
  return Object.entries(contentSecurityDirectives(config))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

// Files another origin may embed: a remote's chunks (a shell elsewhere runs them) and images.
const SHARED_PATHS = /^\/(mfe|uploads)\//;

/**
 * The headers helmet sets for these options. Our options never depend on the request (no
 * nonces), so helmet runs once, at start, against a response that records what it sets:
 * @fastify/helmet would run it on every request, which cost a quarter of the throughput of
 * the most read call (GET blog/: 6637 against 4850 requests a second here).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/** helmet's headers and our CSP, in two fixed sets, one per Cross-Origin-Resource-Policy. */
export interface SecurityHeaderSets {
  /** For what only this origin uses: pages, API answers, errors. */
  own: Record<string, string>;
  /** For what another origin may embed: a remote's chunks, uploaded images. */
  shared: Record<string, string>;
}

export function securityHeaderSets(config: PolicyInput): SecurityHeaderSets {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    // Set per set.
    crossOriginResourcePolicy: false,
  });
  return {
    own: { ...headers, 'cross-origin-resource-policy': 'same-origin' },
    shared: { ...headers, 'cross-origin-resource-policy': 'cross-origin' },
  };
}

export interface SecurityHeadersOptions {
  sets: SecurityHeaderSets;
}

/**
 * helmet's headers on every response, the 404s and errors included, with our own CSP: only
 * this origin and the ones the configuration names. (Fastify answers an address that does not
 * decode before any hook: its answer sets them itself, see errors.ts.)
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, { sets: { own, shared } }) => {
    // One call per response.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(SHARED_PATHS.test(request.url) ? shared : own);
      done();
    });
  },
  { name: 'security-headers', dependencies: [], fastify: '5.x' },
);
