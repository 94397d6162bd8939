// Test helpers (not part of the remote): the real API, with its database, for the booking screens.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import type { User } from 'shared-data';

/** Node's own fetch: jsdom has none, and the test's own calls need no CORS. */
const nodeFetch = runInThisContext('fetch') as typeof fetch;

const root = path.resolve(__dirname, '../../../..');

export interface Member {
  id: string;
  email: string;
  token: string;
}

export interface BookingServer {
  /** The API base the page's client is pointed at. */
  base: string;
  /** An administrator who is a doctor, and a doctor who is not an administrator. */
  admin: Member;
  doctor: Member;
  /** A JSON call to the API (path below /api/), with a member's token when given. */
  call<T = unknown>(
    method: string,
    apiPath: string,
    options?: { token?: string; body?: unknown },
  ): Promise<{ status: number; body: T }>;
  /** The signed-in user of a member, as GET auth/staff/account answers it. */
  user(member: Member): Promise<User>;
  /** The raw messages of the server's mail outbox. */
  outbox(): string[];
  stop(): Promise<void>;
}

/**
 * Starts the real server (the API over a fresh SQLite database) in a child process on loopback:
 * jsdom's timers and typed arrays are not Node's, which Fastify relies on, so it runs in plain
 * Node. stop() ends it, and it removes its database and files.
 */
export async function startBookingServer(): Promise<BookingServer> {
  const child: ChildProcess = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [
      '--tsconfig',
      path.join(__dirname, 'tsconfig.server.json'),
      path.join(__dirname, 'booking-server.main.ts'),
    ],
    { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const first = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`The test server did not start: ${errors}`)),
      60_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) {
        clearTimeout(timer);
        resolve(line);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The test server ended (${String(code)}): ${errors}`));
    });
  });
  const started = JSON.parse(first) as {
    port: number;
    admin: Member;
    doctor: Member;
    dataDir: string;
  };
  const base = `http://127.0.0.1:${started.port}/api/`;

  const call: BookingServer['call'] = async (method, apiPath, { token, body } = {}) => {
    const res = await nodeFetch(`${base}${apiPath}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as never };
  };

  return {
    base,
    admin: started.admin,
    doctor: started.doctor,
    call,
    async user(member) {
      const { body } = await call<{ user: User }>('GET', 'auth/staff/account', {
        token: member.token,
      });
      return body.user;
    },
    outbox() {
      const dir = path.join(started.dataDir, 'outbox');
      try {
        return readdirSync(dir)
          .sort()
          .map((file) => readFileSync(path.join(dir, file), 'utf8'));
      } catch {
        return [];
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.on('exit', () => resolve());
        child.stdin?.end();
      }),
  };
}
