import { RELEASE_BUDGET_MAX_KB } from 'shared-data/contract';
import { HttpError } from '../../core/errors';
import { releaseRepository } from '../../repositories/release-repository';
import { recordChange } from '../audit-service';
import { nowIso, type ServiceContext } from '../context';
import { auditBy, authorize, ensureStaffAdmin, remoteOf, type ReleaseCaller } from './access';
import { mustFind, parsedManifest, type PlacementChecks } from './checks';
import type { Presenter } from './presenter';
import type { StateChanges } from './registry';
import { budgetText } from './size';

// The changes of a registered version's place (docs/behaviour.md#releases): canary, promote,
// rollback, withdraw, each one compare-and-set of the remote's state; and a remote's budget.
// The release of a new build is upload.ts.

export function createCommands(
  ctx: ServiceContext,
  deps: { change: StateChanges; checks: PlacementChecks; present: Presenter['present'] },
) {
  const { change, checks, present } = deps;

  return {
    /**
     * Sets a remote's budget (KB gzip) whatever it was: an administrator's decision, never a
     * deploy token's (a token owns its remote's code, not the site's budgets). Applies from the
     * next placement on; what is live stays.
     */
    async setBudget(who: ReleaseCaller, name: string, budgetKB: number, by: string) {
      const remote = remoteOf(name);
      ensureStaffAdmin(who);
      if (!(budgetKB > 0 && budgetKB <= RELEASE_BUDGET_MAX_KB)) {
        throw new HttpError(
          400,
          `budget: must be a number of KB above 0 and at most ${RELEASE_BUDGET_MAX_KB}`,
        );
      }
      const budgetBytes = Math.round(budgetKB * 1024);
      await ctx.db.transaction().execute(async (trx) => {
        const repo = releaseRepository(trx);
        const was = await repo.budget(remote);
        await repo.setBudget({ remote, budgetBytes, setBy: by, setAt: nowIso(ctx.clock) });
        await recordChange(ctx, trx, who.kind === 'local' ? { system: by } : auditBy(who), {
          kind: 'release.budget',
          subject: { type: 'release', id: remote },
          summary: `Set the budget of ${remote} to ${budgetText(budgetBytes)}`,
          before: { budget_bytes: was?.budgetBytes ?? null },
          after: { budget_bytes: budgetBytes },
        });
      });
      ctx.log.info({ remote, budgetBytes, by }, `release budget of ${remote} set`);
      return { msg: `The budget of ${remote} is ${budgetText(budgetBytes)} gzip on a first visit` };
    },

    async setCanary(who: ReleaseCaller, name: string, version: string, percent: number) {
      const remote = remoteOf(name);
      authorize(who, remote);
      await change(remote, who, async (trx, state, now) => {
        const found = await mustFind(trx, remote, version);
        if (state.live === version)
          throw new HttpError(409, `${remote} ${version} is live already`);
        checks.gate(
          remote,
          version,
          parsedManifest(found),
          true,
          await checks.budgetCheck(trx, found),
        );
        return {
          change: {
            canary: version,
            canaryPercent: percent,
            canarySince: state.canary === version ? state.canarySince : now,
          },
          action: 'canary',
          version,
          percent,
        };
      });
      return {
        msg: `${remote} ${version} is the canary for ${percent}% of visitors`,
        releases: await present(remote),
      };
    },

    async promote(who: ReleaseCaller, name: string) {
      const remote = remoteOf(name);
      authorize(who, remote);
      let promoted = '';
      await change(remote, who, async (trx, state, now) => {
        if (!state.canary) throw new HttpError(409, `${remote} has no canary to promote`);
        promoted = state.canary;
        const found = await mustFind(trx, remote, promoted);
        checks.gate(
          remote,
          promoted,
          parsedManifest(found),
          true,
          await checks.budgetCheck(trx, found),
        );
        return {
          change: {
            live: promoted,
            liveSince: now,
            previous: state.live,
            canary: null,
            canaryPercent: null,
            canarySince: null,
          },
          action: 'promote',
          version: promoted,
        };
      });
      return { msg: `${remote} ${promoted} is live`, releases: await present(remote) };
    },

    async rollback(who: ReleaseCaller, name: string, version?: string) {
      const remote = remoteOf(name);
      authorize(who, remote);
      let target = '';
      await change(remote, who, async (trx, state, now) => {
        const wanted = version ?? state.previous;
        if (!wanted) {
          throw new HttpError(409, `${remote} has no earlier live version to roll back to`);
        }
        target = wanted;
        if (state.live === wanted) throw new HttpError(409, `${remote} ${wanted} is live already`);
        const found = await mustFind(trx, remote, wanted);
        checks.gate(
          remote,
          wanted,
          parsedManifest(found),
          true,
          await checks.budgetCheck(trx, found),
        );
        return {
          change: {
            live: wanted,
            liveSince: now,
            previous: state.live,
            ...(state.canary === wanted
              ? { canary: null, canaryPercent: null, canarySince: null }
              : {}),
          },
          action: 'rollback',
          version: wanted,
        };
      });
      return { msg: `${remote} ${target} is live again`, releases: await present(remote) };
    },

    async withdraw(who: ReleaseCaller, name: string) {
      const remote = remoteOf(name);
      authorize(who, remote);
      let withdrawn = '';
      await change(remote, who, async (_trx, state) => {
        if (!state.canary) throw new HttpError(409, `${remote} has no canary to withdraw`);
        withdrawn = state.canary;
        return {
          change: { canary: null, canaryPercent: null, canarySince: null },
          action: 'withdraw',
          version: state.canary,
        };
      });
      return {
        msg: `${remote} ${withdrawn} is withdrawn: every visitor gets the live version`,
        releases: await present(remote),
      };
    },
  };
}
