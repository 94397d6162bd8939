import fp from 'fastify-plugin';
import type { Config } from '../config';

/** The origin of an absolute URL, or undefined for a path on this origin (covered by 'self'). */
export function originOf(url: string): string | undefined {
  return url.startsWith('/') ? undefined : new URL(url).origin;
}

type PolicyInput = Pick<Config, 'apiBase' | 'geoLookupUrl' | 'mapEmbedOrigin' | 'remotes'>;

/** The Content-Security-Policy of every response, from the origins the configuration names. */
export function buildContentSecurityPolicy(config: PolicyInput): string {
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
  return Object.entries(directives)
    .map(([name, sources]) => {
      const unique = [...new Set(sources.filter((s): s is string => s !== undefined))];
      return `${name} ${unique.join(' ')}`;
    })
    .join('; ');
}

export interface SecurityHeadersOptions {
  config: PolicyInput;
}

/** Adds the security headers to every response, the 404s and errors included. */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, { config }) => {
    // Built once: the policy only changes with the configuration, that is with a restart.
    const headers = {
      'content-security-policy': buildContentSecurityPolicy(config),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
    };
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
