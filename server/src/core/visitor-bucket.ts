import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RELEASE_BUCKET_COOKIE, RELEASE_VISITOR_COOKIE } from 'shared-data/contract';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key that signs visitor cookies (visitorBucket); none: no visitor cookie is set. */
    visitorKey?: Buffer;
  }
}

const BUCKET = new RegExp(`(?:^|;\\s*)${RELEASE_BUCKET_COOKIE}=(\\d{1,2})(?:;|$)`);
const VISITOR = new RegExp(
  `(?:^|;\\s*)${RELEASE_VISITOR_COOKIE}=([A-Za-z0-9_-]{22})\\.(\\d{1,2})\\.([A-Za-z0-9_-]{22})(?:;|$)`,
);
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A visitor as its signed cookie says: a random id (128 bits) and the bucket it was given. */
export interface Visitor {
  id: string;
  bucket: number;
}

const signature = (key: Buffer, id: string, bucket: number) =>
  createHmac('sha256', key).update(`${id}.${bucket}`).digest('base64url').slice(0, 22);

/**
 * The visitor whose cookie this request carries, when this server signed it; null otherwise (no
 * cookie, a made-up one, or no key). Only what the server handed out counts (the beacon's counts).
 */
export function visitorOf(request: FastifyRequest): Visitor | null {
  const key = request.server.visitorKey;
  const found = key && VISITOR.exec(request.headers.cookie ?? '');
  if (!key || !found?.[1] || !found[2] || !found[3]) return null;
  const bucket = Number(found[2]);
  const expected = Buffer.from(signature(key, found[1], bucket));
  const given = Buffer.from(found[3]);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { id: found[1], bucket }
    : null;
}

function setCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${name}=${value}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure}`,
  );
}

/**
 * The visitor's canary bucket, 0-99 (docs/behaviour.md#releases): read from its cookie, or
 * drawn and set (a year, the whole site, not readable by scripts) on the first visit. The
 * answer then depends on the cookie, so it says so (`Vary: Cookie`).
 *
 * With it, the visitor cookie: a random id and this bucket, signed, so a load report counts only
 * for a visitor this server made and for the version its bucket is served. A visitor cookie for
 * another bucket (the bucket cookie changed) is replaced. The id is random, tied to nothing about
 * the person, and kept by the server only beside the versions it reported.
 */
export function visitorBucket(request: FastifyRequest, reply: FastifyReply): number {
  reply.header('vary', 'Cookie');
  const found = BUCKET.exec(request.headers.cookie ?? '');
  const bucket = found?.[1] ? Number(found[1]) : randomInt(100);
  if (!found?.[1]) setCookie(request, reply, RELEASE_BUCKET_COOKIE, String(bucket));
  const key = request.server.visitorKey;
  if (key && visitorOf(request)?.bucket !== bucket) {
    const id = randomBytes(16).toString('base64url');
    setCookie(
      request,
      reply,
      RELEASE_VISITOR_COOKIE,
      `${id}.${bucket}.${signature(key, id, bucket)}`,
    );
  }
  return bucket;
}
