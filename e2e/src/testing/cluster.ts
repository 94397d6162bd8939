import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import S3rver from 's3rver';

/**
 * PostgreSQL as the server's tests find it: TEST_DATABASE_URL, by default the local server's
 * `test` database, as the user running the tests when the URL names none (like psql).
 */
function postgresUrl(): string {
  const url = new URL(process.env.TEST_DATABASE_URL || 'postgres://127.0.0.1:5432/test');
  if (!url.username) url.username = userInfo().username;
  return url.toString();
}
export const POSTGRES_URL = postgresUrl();
/** A Redis database number of its own (13), emptied before and after. */
export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/13';

async function onPostgres(statement: string): Promise<void> {
  const client = new Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database; drop() removes it (and ends what is still connected). */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vetportal_e2e_${randomBytes(5).toString('hex')}`;
  await onPostgres(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onPostgres(`drop database if exists ${name} with (force)`),
  };
}

/**
 * An S3-compatible server (s3rver) in this process, with one empty bucket; the variables that
 * make a server keep its images there (s3rver takes any key pair signed with its own secret).
 */
export async function startS3(): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'vet-e2e-s3-'));
  const bucket = 'clinic-images';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      IMAGE_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A load balancer in miniature: each request goes to the next instance in turn, headers and
 * body as they came. `served` counts what each instance answered.
 */
export async function startRoundRobin(targets: number[]): Promise<{
  url: string;
  served: number[];
  stop(): Promise<void>;
}> {
  const served = targets.map(() => 0);
  // Connections to the instances are kept open between requests, as a balancer's are.
  const agent = new Agent({ keepAlive: true });
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % targets.length;
    const forward = httpRequest(
      {
        host: '127.0.0.1',
        port: targets[index],
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        served[index] = (served[index] ?? 0) + 1;
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    served,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => done());
      }),
  };
}

/** What an HTTP SMS gateway was asked to send: point SMS_GATEWAY_URL at `url`. */
export async function startSmsGateway(): Promise<{
  url: string;
  received: { to: string; from: string; message: string }[];
  stop(): Promise<void>;
}> {
  const received: { to: string; from: string; message: string }[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      received.push(
        JSON.parse(Buffer.concat(chunks).toString('utf8')) as (typeof received)[number],
      );
      outgoing.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Runs one statement on that PostgreSQL database. */
export async function queryPostgres<T>(url: string, statement: string, values: unknown[] = []) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as T[];
  } finally {
    await client.end();
  }
}
