import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createSiteFixture, type SiteFixture } from '../../testing/site-fixture';
import { WORKER_FILE, WORKER_OFF_SCRIPT } from './service-worker.routes';

const BUILT_WORKER = "self.addEventListener('fetch', function () {});\n";

describe('GET /sw.js', () => {
  let fixture: SiteFixture;
  let app: FastifyInstance | undefined;

  function start(env: Record<string, string> = {}, built = true): FastifyInstance {
    fixture = createSiteFixture();
    if (built) {
      const file = path.join(fixture.root, 'shell', 'dist', WORKER_FILE);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, BUILT_WORKER);
    }
    app = buildTestApp(fixture.root, env);
    return app;
  }
  afterEach(async () => {
    await app?.close();
    app = undefined;
    fixture.remove();
  });

  it('answers the built worker, checked on every visit (no-cache, ETag, 304)', async () => {
    const site = start();
    const res = await site.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(BUILT_WORKER);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // At the root, its scope is the whole site already: no wider scope is granted.
    expect(res.headers['service-worker-allowed']).toBeUndefined();
    const etag = String(res.headers.etag);
    const again = await site.inject({ url: '/sw.js', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('follows a new build of the worker without a restart', async () => {
    const site = start();
    const first = await site.inject({ url: '/sw.js' });
    const file = path.join(fixture.root, 'shell', 'dist', WORKER_FILE);
    writeFileSync(file, `${BUILT_WORKER}// a new build\n`);
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    const second = await site.inject({ url: '/sw.js' });
    expect(second.body).toContain('// a new build');
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it('with SERVICE_WORKER=off answers the worker that deletes its caches and unregisters', async () => {
    const site = start({ SERVICE_WORKER: 'off' });
    const res = await site.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(WORKER_OFF_SCRIPT);
    expect(res.body).not.toContain("'fetch'");
    expect(res.body).toContain('caches.delete');
    expect(res.body).toContain('registration.unregister()');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers the same removing worker when none is built, never a 404 that keeps an old one', async () => {
    const site = start({}, false);
    const res = await site.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(WORKER_OFF_SCRIPT);
  });

  it('serves the built file at /sw.js only, not under the build folder', async () => {
    const site = start();
    const res = await site.inject({ url: '/worker/sw.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(BUILT_WORKER);
  });
});
