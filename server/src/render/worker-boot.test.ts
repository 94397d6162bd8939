// The service worker's side of a server-rendered page: the boot script registers it (allowed by
// the page's one script hash), and with SERVICE_WORKER=off the page tells it to remove it.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { writeBuild, writeShellManifest } from '../testing/release-fixture';
import { HTML, buildTestApp } from '../testing/site-fixture';
import { ENTRY_BOOT_SCRIPT } from './entry-boot';
import { WORKER_OFF_META, WORKER_REGISTER_SCRIPT } from './worker-boot';

const SHELL_INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vet site</title></head>' +
  '<body><div id="root"><p class="boot-note">Loading…</p></div>' +
  '<script defer src="/main.js"></script></body></html>';
// A shell bundle that renders its not-found page: a path no remote owns needs no remote's.
const SHELL_BUNDLE = `
exports.shared = {};
exports.configure = () => {};
exports.render = async () => ({ html: '<p>Sorry, not found</p>', styles: '', state: {},
  head: { title: 'Page not found', description: 'Not here', status: 404 }, status: 404, complete: true });
`;
const ROUTES = { public: ['/'], blog: ['/blog'], auth: ['/sign_in'], dashboard: ['/dashboard/*'] };

/** Runs the registration script as a page would, against a browser made of these parts. */
function runRegistration({ off, registrations = 1 }: { off: boolean; registrations?: number }) {
  const calls: string[] = [];
  const listeners: Record<string, () => void> = {};
  const context = {
    navigator: {
      serviceWorker: {
        register: (url: string, options: unknown) => {
          calls.push(`register ${url} ${JSON.stringify(options)}`);
          return Promise.resolve();
        },
        getRegistrations: () =>
          Promise.resolve(
            Array.from({ length: registrations }, (_, i) => ({
              unregister: () => calls.push(`unregister ${i}`),
            })),
          ),
      },
    },
    document: {
      querySelector: (selector: string) =>
        off && selector === 'meta[name="service-worker"][content="off"]' ? {} : null,
    },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    caches: {
      keys: () => Promise.resolve(['vetportal-pages-v1']),
      delete: (name: string) => calls.push(`delete ${name}`),
    },
  };
  vm.runInNewContext(WORKER_REGISTER_SCRIPT, { ...context, window: context });
  return { calls, listeners };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the registration of the service worker', () => {
  it('registers /sw.js after the load event, not before', async () => {
    const { calls, listeners } = runRegistration({ off: false });
    expect(calls).toEqual([]);
    listeners.load?.();
    await settle();
    expect(calls).toEqual(['register /sw.js {"updateViaCache":"none"}']);
  });

  it('on a page that says the worker is off, unregisters it and deletes its caches', async () => {
    const { calls, listeners } = runRegistration({ off: true });
    listeners.load?.();
    await settle();
    expect(calls).toEqual(['unregister 0', 'delete vetportal-pages-v1']);
  });

  it('does nothing in a browser that has no worker of the site', async () => {
    const { calls, listeners } = runRegistration({ off: true, registrations: 0 });
    listeners.load?.();
    await settle();
    expect(calls).toEqual([]);
  });

  it('is part of the boot script, so the same hash allows it', () => {
    expect(ENTRY_BOOT_SCRIPT.endsWith(WORKER_REGISTER_SCRIPT)).toBe(true);
  });
});

describe.each([
  ['on', false],
  ['off', true],
])('a rendered page with SERVICE_WORKER=%s', (setting, carriesOff) => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'server-worker-'));
    writeBuild(path.join(root, 'shell', 'dist'), [
      { path: 'index.html', bytes: Buffer.from(SHELL_INDEX) },
      { path: 'remote-routes.json', bytes: Buffer.from(JSON.stringify(ROUTES)) },
      { path: 'server/render.js', bytes: Buffer.from(SHELL_BUNDLE) },
    ]);
    writeShellManifest(root);
    app = buildTestApp(root, { SERVICE_WORKER: setting });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it(`starts with the registration script, allowed by its hash${carriesOff ? ', told the worker is off' : ''}`, async () => {
    const res = await app.inject({ url: '/no_such_page', headers: HTML });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<p>Sorry, not found</p>');
    const boot =
      /<script data-entry="\/main\.js"[^>]*>([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(boot).toContain("register('/sw.js'");
    const hash = createHash('sha256').update(boot).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head.includes(WORKER_OFF_META)).toBe(carriesOff);
  });
});
