import type { FastifyCorsOptions, FastifyCorsOptionsDelegateCallback } from '@fastify/cors';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];

/**
 * CORS of the API, decided per request: an origin of the list gets its own origin back, with
 * credentials (the refresh cookie of a page on another origin); any other request gets no
 * CORS header at all, credentials included. An OPTIONS that is not a preflight from a listed
 * origin (no Origin, another origin, no Access-Control-Request-Method) is not one the API
 * answers: it gets the JSON 404 of an unknown route, not the CORS plugin's plain-text 400.
 */
export function apiCors(origins: readonly string[]): FastifyCorsOptions {
  const allowed = new Set(origins);
  const delegator: FastifyCorsOptionsDelegateCallback = (request, callback) => {
    const origin = request.headers.origin;
    const preflight =
      request.method !== 'OPTIONS' ||
      request.headers['access-control-request-method'] !== undefined;
    callback(
      null,
      origin !== undefined && allowed.has(origin) && preflight
        ? { origin, credentials: true, methods: METHODS, maxAge: 600 }
        : { origin: false },
    );
  };
  return { delegator };
}
