import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** The origin of an absolute URL, or undefined for a path on this origin (covered by 'self'). */
export function originOf(url: string): string | undefined {
  return url.startsWith('/') ? undefined : new URL(url).origin;
}

type PolicyInput = Pick<Config, 'apiBase' | 'geoLookupUrl' | 'mapEmbedOrigin' | 'remotes'>;

/** The Content-Security-Policy of every response, from the origins the configuration names. */
export function contentSecurityDirectives(config: PolicyInput): Record<string, string[]> {
  const remotes = Object.values(config.remotes).map(originOf);
  const api = originOf(config.apiBase);
  const directives: Record<string, (string | undefined)[]> = {
    'default-src': ["'self'"],
    // A remote on another origin runs its remoteEntry and chunks from there.
    'script-src': ["'self'", ...remotes],
    // styled-components injects its styles at runtime.
    'style-src': ["'self'", "'unsafe-inline'"],
    // A moved remote's bundled images and fonts come from its origin; uploads from the API's.
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, api],
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

export interface SecurityHeadersOptions {
  config: PolicyInput;
}

// Files another origin may embed: a remote's chunks (a shell elsewhere runs them) and images.
const SHARED_PATHS = /^\/(mfe|uploads)\//;

/**
 * helmet's headers on every response, the 404s and errors included, with our own CSP: only
 * this origin and the ones the configuration names.
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, { config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'sameorigin' },
      // Set below, per path.
      crossOriginResourcePolicy: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      reply.header(
        'cross-origin-resource-policy',
        SHARED_PATHS.test(request.url) ? 'cross-origin' : 'same-origin',
      );
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
