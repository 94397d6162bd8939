import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { CallName } from 'shared-data/contract';
import type { Executor } from '../core/database';
import { PAGES_VERSION } from '../core/page-data-version';
import { metaReader, metaRepository } from '../repositories/meta-repository';

export { PAGES_VERSION };

/**
 * The calls that change what a public page shows: the blogs, the carousel, the figures and
 * promises, the staff and doctors (the about page, the doctors' pages). A success of any of
 * them gives the rendered pages a new data version.
 */
export const PAGE_CONTENT_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  'createBlog',
  'updateBlog',
  'deleteBlog',
  'createParagraph',
  'updateParagraph',
  'deleteParagraph',
  'saveBlogBlocks',
  'publishBlog',
  'restoreBlogRevision',
  'createCarousel',
  'updateCarousel',
  'deleteCarousel',
  'createCounter',
  'updateCounter',
  'createPromise',
  'updatePromise',
  'addStaff',
  'updateStaff',
  'updateAccount',
  'deleteStaff',
  'register',
  'createAppointmentType',
  'updateAppointmentType',
  'deleteAppointmentType',
]);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call a route answers (contractRoute sets it). */
    callName?: CallName;
  }
}

/** Reads the pages' data version: one precompiled query, read on every rendered page. */
export const pagesVersionReader = (db: Executor) => {
  const read = metaReader(db, PAGES_VERSION);
  return async () => (await read()) ?? '';
};

/**
 * Gives the pages a new data version when a content call succeeds, before its answer goes out:
 * the page asked for right after the answer is rendered afresh, by whichever instance gets it
 * (they all read the version from the database).
 */
export const pagesVersion = fp<{ db: Executor }>(
  async (app, { db }) => {
    // A callback hook, not an async one: every answer passes here, and most change nothing.
    app.addHook('onSend', (request, reply, payload, done) => {
      const call = request.routeOptions.config.callName;
      if (!call || !PAGE_CONTENT_CALLS.has(call) || reply.statusCode >= 400) {
        done(null, payload);
        return;
      }
      metaRepository(db)
        .set(PAGES_VERSION, randomUUID())
        .then(() => done(null, payload), done);
    });
  },
  { name: 'pages-version', fastify: '5.x' },
);
