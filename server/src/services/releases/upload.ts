import type { ReleaseTarget } from 'shared-data/contract';
import type { Executor } from '../../core/database';
import { HttpError } from '../../core/errors';
import { isUniqueViolation } from '../../repositories/common';
import { releaseRepository } from '../../repositories/release-repository';
import { recordChange } from '../audit-service';
import { nowIso, type ServiceContext } from '../context';
import { actorName, auditBy, authorize, isRemote, remoteOf, type ReleaseCaller } from './access';
import type { PlacementChecks } from './checks';
import { createReleaseClaims, type ReleaseTurn } from './claims';
import { checkBuild } from './files';
import type { SiteProvides } from './gate';
import type { Presenter } from './presenter';
import { conflict, register, type StateChanges } from './registry';
import { budgetProblem, budgetText, firstVisitBytes } from './size';

// A release of a new build (POST releases/{remote}/versions, docs/behaviour.md#releases): its
// place in line and claim on the remote (claims.ts), then the files checked, measured, stored
// and (by default) placed, all in one transaction.

export function createUpload(
  ctx: ServiceContext,
  deps: {
    siteProvides: () => SiteProvides;
    checks: PlacementChecks;
    change: StateChanges;
    present: Presenter['present'];
    /** Old versions may have passed their retention since the last look. */
    scheduleCleanup: () => void;
  },
) {
  const { checks, change, present } = deps;
  const claims = createReleaseClaims(ctx);

  return {
    /** The revision a release starts from, read before its body arrives. */
    async revision(name: string): Promise<number | undefined> {
      if (!isRemote(name)) return undefined;
      return (await releaseRepository(ctx.db).state(name)).revision;
    },

    /** A release's place in line as it arrives, before anything is read (null: no such remote). */
    arrive(name: string): ReleaseTurn | null {
      return isRemote(name) ? claims.arrive(name) : null;
    },

    /** Takes the remote for one release: 403 for a caller who may not, 409 while another runs. */
    async claim(who: ReleaseCaller, name: string, turn: ReleaseTurn): Promise<void> {
      const remote = remoteOf(name);
      authorize(who, remote);
      if (!(await turn.claim())) {
        throw new HttpError(
          409,
          `Another release of the ${remote} remote is in progress: nothing of this one was kept, run it again`,
        );
      }
    },

    /** Checks, stores and (by default) makes live one build; nothing is kept if any step fails. */
    async release(
      who: ReleaseCaller,
      name: string,
      input: {
        files: { path: string; bytes: Buffer }[];
        commit: string | null;
        target: ReleaseTarget;
        percent?: number;
        baseRevision?: number;
        /** The claim it holds (see claim): checked in the transaction that makes it. */
        turn?: ReleaseTurn;
        /** The budget the remote declares, in KB: adopted only when the site has none for it. */
        budgetKB?: number;
      },
    ) {
      const remote = remoteOf(name);
      authorize(who, remote);
      if (input.target === 'canary' && input.percent === undefined) {
        throw new HttpError(400, 'percent: is required for a canary');
      }
      const build = checkBuild(input.files);
      // Measured here from the files themselves: nothing the uploader says about its size counts.
      const size = await firstVisitBytes(build.manifest, deps.siteProvides().shell, build.files);
      const declared = input.budgetKB === undefined ? null : Math.round(input.budgetKB * 1024);
      const kept = await releaseRepository(ctx.db).budget(remote);
      // The site's budget when it has one; a remote's first declaration becomes it.
      const budget = kept?.budgetBytes ?? declared;
      checks.gate(
        remote,
        build.version,
        build.manifest,
        input.target !== 'none',
        budgetProblem(size, budget),
      );
      const releasedBy = await actorName(ctx, who);
      let created = false;
      let msg = `${remote} ${build.version} is registered`;
      /** Adopts the declaration when the remote has no budget yet (in the release's transaction). */
      const adopt = async (trx: Executor, now: string) => {
        if (declared === null || kept) return;
        await releaseRepository(trx).adoptBudget({
          remote,
          budgetBytes: declared,
          setBy: `declared by ${releasedBy} in ${build.version}`,
          setAt: now,
        });
      };
      const stillClaimed = async (trx: Executor) => {
        if (input.turn && !(await input.turn.stillHeld(trx))) throw conflict(remote);
      };
      const stored = {
        releasedBy,
        source: 'upload',
        commit: input.commit,
        firstVisitBytes: size,
      } as const;
      if (input.target === 'none') {
        try {
          created = await ctx.db.transaction().execute(async (trx) => {
            await stillClaimed(trx);
            const now = nowIso(ctx.clock);
            await adopt(trx, now);
            const made = await register(trx, remote, build, { ...stored, now });
            if (made) {
              await recordChange(ctx, trx, auditBy(who), {
                kind: 'release.register',
                subject: { type: 'release', id: remote },
                summary: `Uploaded ${remote} ${build.version} without putting it in service`,
                after: { version: build.version, commit: input.commit },
              });
            }
            return made;
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(remote);
          throw error;
        }
      } else {
        await change(
          remote,
          who,
          async (trx, state, now) => {
            await stillClaimed(trx);
            await adopt(trx, now);
            created = await register(trx, remote, build, { ...stored, now });
            if (state.live === build.version) {
              throw new HttpError(409, `${remote} ${build.version} is already live`);
            }
            if (input.target === 'live') {
              msg = `${remote} ${build.version} is live`;
              return {
                change: {
                  live: build.version,
                  liveSince: now,
                  previous: state.live,
                  ...(state.canary === build.version
                    ? { canary: null, canaryPercent: null, canarySince: null }
                    : {}),
                },
                action: 'live',
                version: build.version,
              };
            }
            msg = `${remote} ${build.version} is the canary for ${input.percent}% of visitors`;
            return {
              change: { canary: build.version, canaryPercent: input.percent, canarySince: now },
              action: 'canary',
              version: build.version,
              percent: input.percent,
            };
          },
          input.baseRevision,
        );
      }
      deps.scheduleCleanup();
      if (kept && declared !== null && declared !== kept.budgetBytes) {
        // Said, never adopted: the budget is the site's (docs/security.md#release-files-the-gate-and-preview).
        msg += `; it declares a budget of ${budgetText(declared)}, but the site's budget for ${remote} stays ${budgetText(kept.budgetBytes)} until an administrator changes it`;
      }
      return { msg, version: build.version, created, releases: await present(remote) };
    },
  };
}
