import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import PostalMime from 'postal-mime';

// What the mail plugin's tests send, and how they look at what it wrote and logged.

export const FROM = 'Mifugo Animal Health <no-reply@localhost>';
export const CODE = '493817';
export const MESSAGE = {
  to: 'Wanjiku Kamau <wanjiku@example.com>',
  subject: 'Your sign-in code',
  text: `Your code is ${CODE}. It expires in 10 minutes.`,
};

export interface LogLine {
  msg: string;
  [key: string]: unknown;
}

/** A real Fastify (pino) logger whose JSON lines land in an array. */
export function collectingLogger(): { log: FastifyBaseLogger; lines: LogLine[]; raw: string[] } {
  const raw: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line) => raw.push(line) } } });
  return {
    log: app.log,
    raw,
    get lines() {
      return raw.map((line) => JSON.parse(line) as LogLine);
    },
  };
}

/** Makes temporary directories; each one made during a test is removed after it. */
export function tempDirsRemovedAfterEach(): () => string {
  let dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    dirs = [];
  });
  return () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mail-test-'));
    dirs.push(dir);
    return dir;
  };
}

export const emlFiles = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();

/** The messages in the outbox; 0 when it was never made. */
export function outboxCount(dir: string): number {
  try {
    return emlFiles(dir).length;
  } catch {
    return 0;
  }
}

export const parse = (raw: Buffer | string) => PostalMime.parse(raw);
