import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { noneMatchHits, REVALIDATE } from '../../core/cache-policy';

/**
 * /sw.js while the service worker is switched off (or not built): a worker that takes over at
 * once, deletes every cache of the origin (the worker is the only thing here that uses Cache
 * Storage) and unregisters itself. It handles no fetch, so the pages it still controls until
 * their next navigation go to the network. A browser checks /sw.js on every navigation to a
 * page the old worker controls, so it reaches each returning visitor on their next visit.
 */
export const WORKER_OFF_SCRIPT = `// The service worker of this site is switched off (SERVICE_WORKER=off).
self.addEventListener('install', function () {
  self.skipWaiting();
});
self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches.keys()
      .then(function (names) { return Promise.all(names.map(function (name) { return caches.delete(name); })); })
      .then(function () { return self.registration.unregister(); })
  );
});
`;

/** The worker the shell's build writes (shell/webpack.config.cjs), inside its dist. */
export const WORKER_FILE = path.join('worker', 'sw.js');

export interface ServiceWorkerRoutesOptions {
  /** SERVICE_WORKER: off answers the worker that removes itself (WORKER_OFF_SCRIPT). */
  enabled: boolean;
  /** The shell's dist folder. */
  shellDist: string;
}

interface Script {
  body: string;
  etag: string;
}

function script(body: string): Script {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/**
 * The built worker, re-read when a new build replaces it; null when the shell's build has none.
 * Read at most once per change, not on every request (every navigation checks /sw.js).
 */
function builtWorker(file: string): () => Script | null {
  let cached: { stamp: number; script: Script | null } | undefined;
  return () => {
    const stamp = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (cached?.stamp !== stamp) {
      let body: string | null = null;
      try {
        body = readFileSync(file, 'utf8');
      } catch {
        // Not built: the worker that removes itself is answered instead.
      }
      cached = { stamp, script: body === null ? null : script(body) };
    }
    return cached.script;
  };
}

/**
 * GET /sw.js (docs/behaviour.md#service-worker): the service worker, at the root so its scope is
 * the whole site (no Service-Worker-Allowed needed). Sent `no-cache` with an ETag: a browser
 * checks it on every visit, at the cost of a 304. Switched off, or not built, it is a worker
 * that deletes its caches and unregisters itself: a 404 would leave an installed worker in
 * place, serving its copies for ever.
 */
export const serviceWorkerRoutes: FastifyPluginAsync<ServiceWorkerRoutesOptions> = async (
  app,
  { enabled, shellDist },
) => {
  const off = script(WORKER_OFF_SCRIPT);
  const built = builtWorker(path.join(shellDist, WORKER_FILE));
  app.get('/sw.js', { schema: { hide: true } }, async (request, reply) => {
    const worker = (enabled && built()) || off;
    reply.header('cache-control', REVALIDATE).header('etag', worker.etag);
    if (noneMatchHits(request.headers['if-none-match'], worker.etag)) return reply.code(304).send();
    return reply.type('text/javascript; charset=utf-8').send(worker.body);
  });
};
