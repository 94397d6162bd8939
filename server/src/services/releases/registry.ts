import type { ReleaseAction, RemoteName } from 'shared-data/contract';
import type { Executor } from '../../core/database';
import { HttpError } from '../../core/errors';
import { isUniqueViolation } from '../../repositories/common';
import {
  releaseRepository,
  type StateChange,
  type StateRecord,
} from '../../repositories/release-repository';
import { recordChange } from '../audit-service';
import { nowIso, type ServiceContext } from '../context';
import { actorName, auditBy, type ReleaseCaller } from './access';
import type { CheckedBuild } from './files';
import { recordPlacement, recordRegistration, releaseSummary } from './history';
import { noteService, servingAfter } from './serving';

// The two writes every command goes through: a version stored once (register), and a remote's
// state changed by compare-and-set on its revision (change), so of two changes that read the
// same state, on any instances, one lands and the other is refused with 409.

/** 409: another change to the remote landed first; nothing of this one was kept. */
export const conflict = (remote: string) =>
  new HttpError(
    409,
    `Another change to the ${remote} remote landed while this one was in progress: nothing of this one was kept, run it again`,
  );

/** What a command decided, once it read the state: what to write and what to record. */
export interface Decision {
  change: StateChange;
  action: ReleaseAction;
  version: string | null;
  percent?: number | null;
  detail?: string | null;
}

export type Decide = (trx: Executor, state: StateRecord, now: string) => Promise<Decision>;

/** Stores a checked build as a version (once: the same build is the same version). */
export async function register(
  trx: Executor,
  remote: RemoteName,
  build: CheckedBuild,
  meta: {
    releasedBy: string;
    source: 'upload' | 'local';
    commit: string | null;
    now: string;
    firstVisitBytes: number;
  },
): Promise<boolean> {
  const repo = releaseRepository(trx);
  if (await repo.findVersion(remote, build.version)) return false;
  await repo.insertVersion(
    {
      remote,
      version: build.version,
      releasedBy: meta.releasedBy,
      source: meta.source,
      releasedAt: meta.now,
      commit: meta.commit,
      manifest: build.manifestText,
      requires: build.requires,
      fileCount: build.files.length,
      totalBytes: build.totalBytes,
      firstVisitBytes: meta.firstVisitBytes,
    },
    build.files,
  );
  await recordRegistration(repo, {
    remote,
    version: build.version,
    actor: meta.releasedBy,
    at: meta.now,
    fileCount: build.files.length,
    totalBytes: build.totalBytes,
    firstVisitBytes: meta.firstVisitBytes,
    commit: meta.commit,
  });
  return true;
}

/** `forget`: drops the instance's copy of the states once a change is over, landed or not. */
export function createStateChanges(ctx: ServiceContext, forget: () => void) {
  /**
   * One change of a remote's state, in a transaction: `decide` reads the state (at the revision
   * the change started from) and answers what to write and what to record; the row is written
   * only if it is still at that revision, else 409 and nothing is kept.
   */
  return async function change(
    remote: RemoteName,
    who: ReleaseCaller,
    decide: Decide,
    baseRevision?: number,
  ): Promise<void> {
    const actor = await actorName(ctx, who);
    try {
      await ctx.db.transaction().execute(async (trx) => {
        const repo = releaseRepository(trx);
        await repo.ensureState(remote);
        const state = await repo.state(remote);
        if (baseRevision !== undefined && state.revision !== baseRevision) throw conflict(remote);
        const now = nowIso(ctx.clock);
        const decided = await decide(trx, state, now);
        if (!(await repo.compareAndSet(remote, state.revision, decided.change))) {
          throw conflict(remote);
        }
        const after = servingAfter(state, decided.change);
        await noteService(repo, remote, state, after, now);
        await recordPlacement(repo, {
          remote,
          action: decided.action,
          version: decided.version,
          previousVersion: state.live,
          percent: decided.percent ?? null,
          actor,
          // After the registration `decide` may have recorded: the history keeps their order.
          at: nowIso(ctx.clock),
          detail: decided.detail ?? null,
        });
        await recordChange(ctx, trx, auditBy(who), {
          kind: `release.${decided.action}`,
          subject: { type: 'release', id: remote },
          summary: releaseSummary(remote, decided.action, decided.version, decided.percent),
          before: { live: state.live, canary: state.canary, percent: state.canaryPercent },
          after: {
            live: after.live,
            canary: after.canary,
            percent:
              'canaryPercent' in decided.change
                ? decided.change.canaryPercent
                : state.canaryPercent,
          },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(remote);
      throw error;
    } finally {
      forget();
    }
  };
}

export type StateChanges = ReturnType<typeof createStateChanges>;
