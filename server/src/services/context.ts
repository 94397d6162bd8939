import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../core/clock';
import type { Db, Executor } from '../core/database';
import type { ImageRef } from '../core/images';
import type { MailMessage, Mailer } from '../core/mailer';
import type { NewImage } from '../repositories/image-repository';
import type { ImageService } from './image-service';

/** What every service works with; built once per app. */
export interface ServiceContext {
  db: Db;
  images: ImageService;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
}

// Per clock (one per app): apps in one process (tests) each keep their own time.
const lastStamps = new WeakMap<Clock, number>();

/**
 * The time as stored: ISO-8601 UTC, and strictly increasing for a clock, so rows written in
 * the same millisecond (a seed, a burst of enquiries) keep their order.
 */
export function nowIso(clock: Clock): string {
  const now = Math.max(clock(), (lastStamps.get(clock) ?? 0) + 1);
  lastStamps.set(clock, now);
  return new Date(now).toISOString();
}

/**
 * One unit of work: `work` runs in a transaction and answers its result and the image files it
 * made unused, which are removed after the commit. If it throws, the images prepared for it are
 * removed (unless some row uses the same picture) and nothing is kept.
 */
export async function inTransaction<T>(
  ctx: ServiceContext,
  prepared: NewImage[],
  work: (trx: Executor) => Promise<{ result: T; unused?: ImageRef[] }>,
): Promise<T> {
  try {
    const { result, unused = [] } = await ctx.db.transaction().execute(work);
    await ctx.images.removeFiles(unused);
    return result;
  } catch (error) {
    await ctx.images.discard(ctx.db, prepared);
    throw error;
  }
}

/**
 * Mail that must neither hold up nor fail the answer it follows (a code, a notice): sent after,
 * a failure logged.
 */
export function mailLater(ctx: ServiceContext, message: MailMessage): void {
  ctx.mailer.send(message).catch((error: unknown) => {
    ctx.log.error({ err: error, to: message.to }, `mail not sent: ${message.subject}`);
  });
}
