import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, REPO_ROOT, type Config } from './config';
import { inspectSite } from './render/site-layout';
import { firstRun } from './seed/first-run';

/** What a person can paste in a browser: 0.0.0.0 and :: are not addresses to visit. */
function siteUrl(address: AddressInfo | string | null, config: Config): string {
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  const host = wildcard
    ? 'localhost'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  return `http://${host}:${port}`;
}

async function start(): Promise<void> {
  // A .env at the repository root, if any; variables already set win over it.
  const envFile = path.join(REPO_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);

  const config = loadConfig();
  const app = buildApp(config);
  const closing = new AbortController();

  // The first signal closes gracefully (in-flight requests finish); `once`, so a second
  // Ctrl-C falls back to Node's default and ends the process at once.
  const shutdown = (signal: NodeJS.Signals): void => {
    app.log.info(`${signal} received: closing`);
    closing.abort();
    // A connection that never ends must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => app.log.info('closed'),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exitCode = 1;
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  // Migrations run while the app gets ready; the first start then adds the admin and demo.
  await app.ready();
  await firstRun(app.services, config);
  // Each remote built beside the server becomes a registered version; live on a fresh data
  // folder or over an earlier local build, never over a released one (docs/behaviour.md#releases).
  for (const remote of inspectSite(config.siteRoot).remotes) {
    if (remote.built && !config.remoteOverrides[remote.name]) {
      await app.releases.registerLocalBuild(remote.name, remote.dist);
    }
  }
  // Versions out of service past RELEASE_KEEP_DAYS go (in the background; one instance an hour).
  app.releases.scheduleCleanup();
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Site and API on ${siteUrl(app.server.address(), config)}`);
  // The public pages rendered once before visitors ask (render/warm-pages.ts), in the background.
  void app.warmPages(closing.signal).then((warmed) => {
    if (warmed) app.log.info(warmed, 'Public pages rendered ahead of the first visitors');
  });
}

// No top-level await: this file is compiled to CommonJS.
start().catch((error: unknown) => {
  // A bad configuration is reported before any logger exists; a taken port after.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
