import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..', '..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

export interface RunningSite {
  /** e.g. http://localhost:41234 */
  url: string;
  port: number;
  /** The server's process, for tests of how it ends. */
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the production server (server/dist/main.js) on a free port with its own data
 * directory, waits until /api/health answers, and stops it (and removes the data) after.
 */
export async function startSite(
  env: Record<string, string> = {},
  host = 'localhost',
  fixedPort?: number,
): Promise<RunningSite> {
  const port = fixedPort ?? (await freePort());
  const url = `http://${host}:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'vet-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'server', 'dist', 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Pages are rendered for the site's address: the one the tests open.
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running (and holding its port and data) behind a failed test.
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error('The server did not answer /api/health within 20 s');
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    port,
    child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
