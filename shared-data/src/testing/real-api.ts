// The real API for component tests: the server's test command (server/src/testing/
// test-server.mjs, `npm run test-server -w server`) in a child process, one per test file.
// Only its command is named here, by path: nothing of the server is imported, so a remote's
// tests use the server as a browser would, over HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { runInThisContext } from 'node:vm';

/** Node's own fetch: jsdom has none, and the test's own calls need no CORS. */
const nodeFetch = runInThisContext('fetch') as typeof fetch;

const serverDir = path.resolve(__dirname, '../../../server');

/** A staff account of the test server, signed in. */
export interface StaffMember {
  id: string;
  email: string;
  fullname: string;
  /** The access token of its session, for `Authorization: Bearer`. */
  token: string;
}

export interface StaffOption {
  fullname: string;
  admin?: boolean;
  doctor?: boolean;
}

/** A message of the server's outbox, as a mail program reads it. */
export interface OutboxMail {
  /** The recipients' addresses, comma-separated. */
  to: string;
  subject: string;
  text: string;
  /** The HTML part; '' when there is none. */
  html: string;
}

export interface RealApiOptions<K extends string> {
  /** The administrator ('Clinic Administrator', not a doctor, unless told). */
  admin?: { fullname?: string; doctor?: boolean };
  /** The other staff, by key; one doctor, `doctor` ('Dr Otieno Ouma'), unless told. */
  staff?: Record<K, StaffOption>;
  /** The origin of the page under test (jsdom's by default): manage links, CORS. */
  pageOrigin?: string;
  /** Runs the reminder worker, off otherwise. */
  reminders?: boolean;
}

export interface RealApi<K extends string = 'doctor'> {
  /** The API base, `http://127.0.0.1:<port>/api/`. */
  readonly base: string;
  /** The server's origin (pages, `/uploads/`, `/runtime-config.json`). */
  readonly origin: string;
  readonly admin: StaffMember;
  readonly staff: Record<K, StaffMember>;
  /** How long the server took to start, in milliseconds. */
  readonly startMs: number;
  /** A JSON call to the API (a path below /api/), as a member when given a token. */
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    apiPath: string,
    options?: { token?: string; body?: unknown },
  ): Promise<{ status: number; body: T }>;
  /** One more staff member, signed in (gone at the next reset). */
  member(option: StaffOption): Promise<StaffMember>;
  /** The mail sent so far, oldest first. */
  outbox(): Promise<OutboxMail[]>;
  /** Moves the server's clock on (tokens and rules go by it) until the next reset. */
  advance(ms: number): Promise<void>;
  /** The data as it was at start (the same staff and tokens), and the clock back to now. */
  reset(): Promise<void>;
  /** Ends the server; it removes its data. */
  stop(): Promise<void>;
}

interface Started<K extends string> {
  base: string;
  origin: string;
  admin: StaffMember;
  staff: Record<K, StaffMember>;
}

interface Answer {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: string;
}

/**
 * Starts the real server for a test file: its own fresh data, the administrator and staff asked
 * for, mail kept in an outbox, reminders off. Rejects with the server's own output when it does
 * not start.
 */
export async function startRealApi<K extends string = 'doctor'>(
  options: RealApiOptions<K> = {},
): Promise<RealApi<K>> {
  const started = Date.now();
  const child: ChildProcess = spawn(
    process.execPath,
    ['src/testing/test-server.mjs', JSON.stringify(options)],
    { cwd: serverDir, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const lines = createInterface({ input: child.stdout! });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(e: Error): void }>();
  let first: ((started: Started<K>) => void) | undefined;
  let ended: Error | undefined;
  /** A line of stdout as JSON; anything else the server prints is kept with its errors. */
  const parsed = (line: string): unknown => {
    try {
      return JSON.parse(line);
    } catch {
      output = (output + line + '\n').slice(-4000);
      return undefined;
    }
  };
  lines.on('line', (line) => {
    const message = parsed(line);
    if (message === undefined) return;
    if (first) {
      first(message as Started<K>);
      first = undefined;
      return;
    }
    const answer = message as Answer;
    const pending = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.ok) pending?.resolve(answer.result);
    else pending?.reject(new Error(`The test server refused: ${answer.error}`));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const start = new Promise<Started<K>>((resolve, reject) => {
    first = resolve;
    child.once('exit', (code) => {
      ended = new Error(`The test server ended (${String(code)}): ${output}`);
      reject(ended);
      for (const pending of waiting.values()) pending.reject(ended);
      waiting.clear();
    });
  });
  const info = await start;

  let next = 0;
  const command = (what: string, fields: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      if (ended) return reject(ended);
      next += 1;
      waiting.set(next, { resolve, reject });
      child.stdin!.write(`${JSON.stringify({ id: next, do: what, ...fields })}\n`);
    });

  return {
    base: info.base,
    origin: info.origin,
    admin: info.admin,
    staff: info.staff,
    startMs: Date.now() - started,
    async call<T>(
      method: string,
      apiPath: string,
      { token, body }: { token?: string; body?: unknown } = {},
    ) {
      const res = await nodeFetch(`${info.base}${apiPath}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
    },
    member: (option) => command('member', option) as Promise<StaffMember>,
    outbox: () => command('outbox') as Promise<OutboxMail[]>,
    advance: async (ms) => {
      await command('advance', { ms });
    },
    reset: async () => {
      await command('reset');
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.stdin!.end();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/**
 * The real API of a test file: started before its first test, stopped after its last (and,
 * with `resetEach`, reset before each test, so every test starts from the same data). Call it
 * at the top of the file; use what it returns inside tests and hooks.
 */
export function setupRealApi<K extends string = 'doctor'>(
  options: RealApiOptions<K> & { resetEach?: boolean } = {},
): RealApi<K> {
  let api: RealApi<K> | undefined;
  const started = () => {
    if (!api) throw new Error('The real API starts in beforeAll: use it inside a test or hook');
    return api;
  };
  const { resetEach, ...serverOptions } = options;
  // Two cores busy with other test files can make a start take many seconds.
  beforeAll(async () => {
    api = await startRealApi(serverOptions);
  }, 120_000);
  afterAll(() => api?.stop());
  if (resetEach) beforeEach(() => started().reset(), 30_000);
  return {
    get base() {
      return started().base;
    },
    get origin() {
      return started().origin;
    },
    get admin() {
      return started().admin;
    },
    get staff() {
      return started().staff;
    },
    get startMs() {
      return started().startMs;
    },
    call: (...args) => started().call(...args),
    member: (option) => started().member(option),
    outbox: () => started().outbox(),
    advance: (ms) => started().advance(ms),
    reset: () => started().reset(),
    stop: () => started().stop(),
  };
}
