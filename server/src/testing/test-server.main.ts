// The real server for the component tests of the remotes, as a command of its own:
//
//   npm run test-server -w server [-- '<options as JSON>']   (through test-server.mjs)
//
// It serves the whole API on a loopback port over data of its own (SQLite in a temporary
// directory, removed when it ends), with a known administrator and the staff the options ask
// for, each signed in; mail goes to DATA_DIR/outbox; reminders are off unless asked. Its first
// line on stdout is one JSON object: { base, origin, dataDir, admin, staff }. It ends when its
// stdin closes, or on SIGTERM / SIGINT.
//
// Each further line of stdin is a command, answered by one JSON line on stdout with the same id:
//   {"id":1,"do":"reset"}                              the data as it was at start (same staff,
//                                                      ids and tokens), the clock back to now
//   {"id":2,"do":"advance","ms":3600000}               moves the server's clock on
//   {"id":3,"do":"member","fullname":"Dr X","doctor":true,"admin":false}   one more staff member
//   {"id":4,"do":"outbox"}                             the mail sent so far, parsed, oldest first
// Answers: {"id":1,"ok":true,"result":...} or {"id":1,"ok":false,"error":"..."}.
// stdin is the parent's alone: no other process can reach these commands.
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase, SQLITE_FILE, type Database } from '../plugins/database';
import { readOutbox, signedInAccount, testConfig, type SignedInAccount } from './api';
import { createTestDatabase } from './database';

/** A staff member the tests need, by the name the tests know them by. */
interface StaffOption {
  fullname: string;
  admin?: boolean;
  doctor?: boolean;
}

interface Options {
  /** The administrator's name, and whether they are a doctor too. */
  admin?: { fullname?: string; doctor?: boolean };
  /** Further staff, by key; { doctor: { fullname: 'Dr Otieno Ouma', doctor: true } } when unset. */
  staff?: Record<string, StaffOption>;
  /** The origin of the pages under test: manage links point there, CORS lets it call. */
  pageOrigin?: string;
  /** Runs the reminder worker (every second) instead of leaving it off. */
  reminders?: boolean;
}

interface Member extends SignedInAccount {
  fullname: string;
}

type Command =
  | { id: number; do: 'reset' }
  | { id: number; do: 'advance'; ms: number }
  | { id: number; do: 'member'; fullname: string; admin?: boolean; doctor?: boolean }
  | { id: number; do: 'outbox' };

const SNAPSHOT = 'snapshot';

async function main() {
  const options = JSON.parse(process.argv[2] ?? '{}') as Options;
  const pageOrigin = options.pageOrigin ?? 'http://localhost';
  const database = await createTestDatabase('sqlite');
  const { dataDir } = database;
  const config = testConfig(dataDir, {
    PUBLIC_URL: pageOrigin,
    CORS_ORIGINS: pageOrigin,
    REMINDER_POLL_SECONDS: options.reminders ? '1' : '0',
    // Set rather than written to DATA_DIR, so a reset keeps every session valid.
    JWT_SECRET: randomBytes(32).toString('hex'),
  });
  let offset = 0;
  let db: Database = database;
  const build = async () => {
    // Tests make many calls from one address: the rate limits are the server's own tests'.
    const built = buildApp(config, {
      database: db,
      clock: () => Date.now() + offset,
      rateLimits: false,
    });
    await built.ready();
    return built;
  };

  let app = await build();
  // Requests wait while the app is rebuilt, then go to the new one.
  let current: Promise<FastifyInstance> = Promise.resolve(app);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void current.then((ready) => ready.routing(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const member = async (option: StaffOption): Promise<Member> => ({
    ...(await signedInAccount(app, db, {
      fullname: option.fullname,
      isAdmin: option.admin ?? false,
      isDoctor: option.doctor ?? false,
    })),
    fullname: option.fullname,
  });
  const admin = await member({
    fullname: options.admin?.fullname ?? 'Clinic Administrator',
    admin: true,
    doctor: options.admin?.doctor ?? false,
  });
  const staff: Record<string, Member> = {};
  for (const [key, option] of Object.entries(
    options.staff ?? { doctor: { fullname: 'Dr Otieno Ouma', doctor: true } },
  )) {
    staff[key] = await member(option);
  }

  // The data as it is now, for reset: SQLite copies itself, whole and consistent, in one call.
  mkdirSync(path.join(dataDir, SNAPSHOT));
  const snapshot = path.join(dataDir, SNAPSHOT, SQLITE_FILE);
  await sql`vacuum into ${sql.lit(snapshot)}`.execute(database.db);

  const reset = async () => {
    let rebuilt!: (ready: FastifyInstance) => void;
    current = new Promise((resolve) => (rebuilt = resolve));
    // Closing destroys the database handle; everything the server wrote goes with the files.
    await app.close();
    for (const name of readdirSync(dataDir)) {
      if (name !== SNAPSHOT) rmSync(path.join(dataDir, name), { recursive: true, force: true });
    }
    copyFileSync(snapshot, path.join(dataDir, SQLITE_FILE));
    offset = 0;
    db = openDatabase({ dataDir });
    app = await build();
    rebuilt(app);
  };

  const run = async (command: Command): Promise<unknown> => {
    switch (command.do) {
      case 'reset':
        return reset();
      case 'advance':
        offset += command.ms;
        return undefined;
      case 'member':
        return member(command);
      case 'outbox':
        return readOutbox(dataDir);
      default:
        throw new Error(`Unknown command ${JSON.stringify(command)}`);
    }
  };

  const answer = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);
  answer({ base: `${origin}/api/`, origin, dataDir, admin, staff });

  // One command at a time, in order.
  let queue = Promise.resolve();
  const lines = createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    if (!line.trim()) return;
    queue = queue.then(async () => {
      let command: Command | undefined;
      try {
        command = JSON.parse(line) as Command;
        answer({ id: command.id, ok: true, result: (await run(command)) ?? null });
      } catch (error) {
        answer({ id: command?.id ?? null, ok: false, error: String(error) });
      }
    });
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.closeAllConnections();
    server.close();
    void queue
      .then(() => app.close())
      .catch(() => undefined)
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  };
  lines.on('close', stop);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error instanceof Error ? error.stack : error)}\n`);
  process.exit(1);
});
