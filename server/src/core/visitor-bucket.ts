import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RELEASE_BUCKET_COOKIE } from 'shared-data/contract';

const BUCKET = new RegExp(`(?:^|;\\s*)${RELEASE_BUCKET_COOKIE}=(\\d{1,2})(?:;|$)`);
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The visitor's canary bucket, 0-99 (docs/behaviour.md#releases): read from its cookie, or
 * drawn and set (a year, the whole site, not readable by scripts) on the first visit. The
 * answer then depends on the cookie, so it says so (`Vary: Cookie`).
 */
export function visitorBucket(request: FastifyRequest, reply: FastifyReply): number {
  reply.header('vary', 'Cookie');
  const found = BUCKET.exec(request.headers.cookie ?? '');
  if (found?.[1]) return Number(found[1]);
  const bucket = randomInt(100);
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${RELEASE_BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure}`,
  );
  return bucket;
}
