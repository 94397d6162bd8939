import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AddressObject } from 'mailparser';
import sharp from 'sharp';
import type { StaffStatus } from 'shared-data/contract';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseKind } from '../core/database';
import { createTestDatabase, type TestDatabase } from './database';

export const TEST_PASSWORD = 'correct horse battery';

/** What a test asks of a staff account: ACTIVE staff unless told otherwise. */
export interface AccountOptions {
  status?: StaffStatus;
  isAdmin?: boolean;
  isDoctor?: boolean;
  email?: string;
  fullname?: string;
}

/** A staff account and the access token of a session it signed in with. */
export interface SignedInAccount {
  id: string;
  email: string;
  token: string;
}

let accounts = 0;

/**
 * Creates a staff account through the app's services and signs it in with its password. An
 * account of another status is signed in while ACTIVE, then moved: the token exists, the
 * account may no longer act.
 */
export async function signedInAccount(
  app: FastifyInstance,
  database: Pick<TestDatabase, 'db'>,
  options: AccountOptions = {},
): Promise<SignedInAccount> {
  accounts += 1;
  const email = options.email ?? `staff${accounts}-${Date.now()}@example.com`;
  const created = await app.services.staffAdmin.createAccount({
    email,
    fullname: options.fullname ?? `Staff Member ${accounts}`,
    password: TEST_PASSWORD,
    status: 'ACTIVE',
    role: 'Veterinary Surgeon',
    isAdmin: options.isAdmin ?? false,
    isDoctor: options.isDoctor ?? false,
  });
  const { session } = await app.services.signIn.withPassword(email, TEST_PASSWORD, '127.0.0.1');
  if (options.status && options.status !== 'ACTIVE') {
    await database.db
      .updateTable('staff')
      .set({ status: options.status })
      .where('id', '=', created.id)
      .execute();
  }
  return { id: created.id, email, token: session.access_token };
}

export interface TestApi {
  app: FastifyInstance;
  database: TestDatabase;
  /** Moves the app's clock (tokens expire by it). */
  advance(ms: number): void;
  /** An account with a session token; ACTIVE staff unless told otherwise. */
  account(options?: AccountOptions): Promise<SignedInAccount>;
  close(): Promise<void>;
}

/** The configuration of a test app: its data in dataDir, quiet, with these variables set. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({ DATA_DIR: dataDir, SITE_ROOT: dataDir, LOG_LEVEL: 'silent', ...env });
}

/**
 * The whole API over a freshly migrated database of that kind, its DATA_DIR in a temporary
 * directory; close() removes everything.
 */
export async function createTestApi(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  // Most tests make many calls from one address: rate limits are tested on their own.
  // A logStream (with LOG_LEVEL set in env) lets a test read what the app logs.
  { rateLimits = false, logStream }: Pick<BuildOptions, 'rateLimits' | 'logStream'> = {},
): Promise<TestApi> {
  const database = await createTestDatabase(kind);
  let offset = 0;
  const config = testConfig(database.dataDir, env);
  const app = buildApp(config, {
    database,
    clock: () => Date.now() + offset,
    rateLimits,
    ...(logStream ? { logStream } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    advance(ms) {
      offset += ms;
    },
    account: (options = {}) => signedInAccount(app, database, options),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A real JPEG of that size (a gradient, so it compresses like a picture). */
export async function jpeg(width = 1200, height = 800): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#2a6"/><stop offset="1" stop-color="#fc3"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="20%" fill="#f50"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body, built by hand so tests control every byte. */
export function multipartBody(parts: FormPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----vetportal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename !== undefined
        ? `form-data; name="${part.name}"; filename="${part.filename}"`
        : `form-data; name="${part.name}"`;
    const type =
      part.filename !== undefined
        ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`
        : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** inject() with a multipart body and optional token. */
export function injectForm(
  app: FastifyInstance,
  options: { method: InjectOptions['method']; url: string; token?: string; parts: FormPart[] },
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(options.parts);
  return app.inject({
    method: options.method,
    url: options.url,
    payload,
    headers: { ...headers, ...(options.token ? bearer(options.token) : {}) },
  });
}

/** One address of a parsed header: the display name and the address. */
export interface MailAddress {
  name: string;
  address: string;
}

export interface OutboxMail {
  to: string;
  from: MailAddress[];
  replyTo: MailAddress[];
  subject: string;
  text: string;
  /** The HTML part as sent; '' when there is none. */
  html: string;
  /** Every part that is not the text or the HTML (the calendar part and file among them). */
  attachments: {
    filename: string;
    mimeType: string;
    /** The content type's parameters, e.g. { method: 'REQUEST', charset: 'utf-8' }. */
    params: Record<string, string>;
    content: string;
  }[];
}

const addresses = (field: AddressObject | AddressObject[] | undefined): MailAddress[] =>
  [field ?? []]
    .flat()
    .flatMap((group) =>
      group.value.map((entry) => ({ name: entry.name, address: entry.address ?? '' })),
    );

/** A message as a mail program reads it (mailparser). */
export async function parseMail(raw: Buffer | string): Promise<OutboxMail> {
  // Loaded on the first mail: it takes a noticeable part of a test server's start.
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(raw);
  return {
    to: addresses(parsed.to)
      .map((a) => a.address)
      .join(', '),
    from: addresses(parsed.from),
    replyTo: addresses(parsed.replyTo),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    attachments: parsed.attachments.map((a) => {
      const type = a.headers.get('content-type');
      const params =
        type && typeof type === 'object' && 'params' in type
          ? (type.params as Record<string, string>)
          : {};
      return {
        filename: a.filename ?? '',
        mimeType: a.contentType,
        params,
        content: a.content.toString('utf8'),
      };
    }),
  };
}

/** Every message in the app's outbox (DATA_DIR/outbox), oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  const mails: OutboxMail[] = [];
  // Only mail: text messages (.sms.txt) share the folder.
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()) {
    mails.push(await parseMail(readFileSync(path.join(dir, file))));
  }
  return mails;
}

/**
 * Waits (at most 5 s) for a message to that address whose subject matches: some mail is sent
 * after the answer, so it lands a moment later.
 */
export async function waitForMail(
  dataDir: string,
  to: string,
  subject: RegExp,
): Promise<OutboxMail> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mail = (await readOutbox(dataDir)).findLast(
      (m) => m.to === to && subject.test(m.subject),
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${String(subject)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
