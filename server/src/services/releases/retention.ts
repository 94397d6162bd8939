import { REMOTE_NAMES, type RemoteName } from 'shared-data/contract';
import { metaRepository } from '../../repositories/meta-repository';
import { releaseRepository } from '../../repositories/release-repository';
import type { ServiceContext } from '../context';
import type { FileCache } from './file-cache';

// Old versions (docs/behaviour.md#releases): a version neither live, canary nor the rollback
// target for more than RELEASE_KEEP_DAYS (from its release if it never served) is deleted with
// its files, by one instance at most once an hour.

/** The app_meta row that says when old versions were last cleaned up, by any instance. */
export const CLEANUP_KEY = 'release_cleanup_at';
/** Old versions are looked for at most this often, whichever instance asks. */
export const CLEANUP_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `forget` drops the instance's copy of the states and `files` is its file cache: both lose what
 * was deleted.
 */
export function createRetention(
  ctx: ServiceContext,
  options: { keepDays: number; forget: () => void; files: FileCache },
) {
  const { keepDays } = options;
  let cleaning: Promise<void> | undefined;

  const retention = {
    /**
     * Deletes the versions (and their files) that have been neither live nor canary for more
     * than `keepDays` days, except each remote's rollback target; a version never in service
     * counts from its release. At most once per CLEANUP_EVERY_MS across every instance: the
     * first to claim the app_meta row does it, the others answer null at once. Each remote's
     * deletion moves its revision, so a change that started before it (a rollback to a version
     * deleted here) is refused with 409 rather than pointing at nothing.
     */
    async cleanUp(): Promise<{ remote: RemoteName; version: string }[] | null> {
      const now = ctx.clock();
      if (!(await metaRepository(ctx.db).claim(CLEANUP_KEY, now, CLEANUP_EVERY_MS))) return null;
      const before = new Date(now - keepDays * DAY_MS).toISOString();
      const deleted: { remote: RemoteName; version: string }[] = [];
      for (const remote of REMOTE_NAMES) {
        const gone = await ctx.db.transaction().execute(async (trx) => {
          const repo = releaseRepository(trx);
          const state = await repo.state(remote);
          const keep = [state.live, state.canary, state.previous].filter(
            (v): v is string => v !== null,
          );
          const old = await repo.expired(remote, keep, before);
          if (!old.length) return [];
          await repo.ensureState(remote);
          if (!(await repo.compareAndSet(remote, state.revision, {}))) return [];
          for (const version of old) await repo.deleteVersion(remote, version);
          return old;
        });
        for (const version of gone) deleted.push({ remote, version });
      }
      if (deleted.length) {
        options.forget();
        options.files.dropVersions(deleted);
        ctx.log.info(
          { deleted, keepDays },
          `deleted ${deleted.length} release version(s) out of service for more than ${keepDays} days: ${deleted
            .map(({ remote, version }) => `${remote} ${version}`)
            .join(', ')}`,
        );
      }
      return deleted;
    },

    /** Starts cleanUp in the background (once at a time); a failure is logged. */
    scheduleCleanup(): void {
      cleaning ??= retention
        .cleanUp()
        .then(
          () => undefined,
          (error: unknown) =>
            ctx.log.error({ err: error }, 'cleaning up old release versions failed'),
        )
        .finally(() => {
          cleaning = undefined;
        });
    },

    /** Resolves once a clean-up in the background is over (the app waits for it to close). */
    async settled(): Promise<void> {
      await cleaning;
    },
  };
  return retention;
}
