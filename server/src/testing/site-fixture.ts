import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';

export const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>\n';
export const MAIN_JS = `console.log(${JSON.stringify('shell main '.repeat(40))});\n`;
/** What the production build writes beside each script: kept on disk, never served. */
export const SOURCE_MAP = JSON.stringify({
  version: 3,
  sources: ['webpack://app/./src/secret.ts'],
});
export const BLOG_MANIFEST = JSON.stringify({ id: 'blog', name: 'blog' });

/** The Accept header of a browser asking for a page. */
export const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

export interface SiteFixture {
  root: string;
  remove(): void;
}

/**
 * A built site as the build lays it out, in a temporary SITE_ROOT: the shell, mfe-blog and
 * mfe-public; mfe-auth and mfe-dashboard left unbuilt. `built: false` leaves out index.html.
 */
export function createSiteFixture({ built = true } = {}): SiteFixture {
  const root = mkdtempSync(path.join(os.tmpdir(), 'server-site-'));
  const write = (file: string, content: string | Buffer): void => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  };
  const writeCompressed = (file: string, content: string): void => {
    write(file, content);
    write(`${file}.br`, brotliCompressSync(content));
    write(`${file}.gz`, gzipSync(content));
  };

  if (built) write('shell/dist/index.html', INDEX_HTML);
  writeCompressed('shell/dist/main.1a2b3c4d.js', MAIN_JS);
  write('shell/dist/123.9f8e7d6c5b4a3210.js', 'export const chunk = 1;\n');
  write('shell/dist/main.1a2b3c4d.js.map', SOURCE_MAP);
  write('shell/dist/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  write('shell/dist/.env', 'SECRET=1\n');
  write('mfe-blog/dist/mf-manifest.json', BLOG_MANIFEST);
  write('mfe-blog/dist/remoteEntry.js', 'var blog;\n');
  write('mfe-blog/dist/456.abcdef12.js', 'var blogChunk;\n');
  write('mfe-blog/dist/456.abcdef12.js.map', SOURCE_MAP);
  write('mfe-public/dist/mf-manifest.json', JSON.stringify({ id: 'public' }));

  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** For a describe block: the app over a built fixture, ready before its tests, gone after. */
export function builtSiteApp(): { readonly app: FastifyInstance } {
  let fixture: SiteFixture | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    fixture = createSiteFixture();
    app = buildTestApp(fixture.root);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    fixture?.remove();
  });
  return {
    get app() {
      if (!app) throw new Error('no site app outside a test');
      return app;
    },
  };
}

/** The app over a fixture, quiet unless a log stream is given. */
export function buildTestApp(
  siteRoot: string,
  env: NodeJS.ProcessEnv = {},
  logStream?: { write(line: string): void },
): FastifyInstance {
  // The data (database, secret) goes with the fixture, never into the repository's ./data.
  const config = loadConfig({
    SITE_ROOT: siteRoot,
    DATA_DIR: path.join(siteRoot, 'data'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  return buildApp(config, { logStream });
}

/** Collects log lines, for the tests that check what was logged. */
export function logCollector(): { write(line: string): void; text(): string } {
  const lines: string[] = [];
  return { write: (line) => void lines.push(line), text: () => lines.join('') };
}
