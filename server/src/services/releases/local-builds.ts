import type { RemoteName } from 'shared-data/contract';
import { HttpError } from '../../core/errors';
import { isUniqueViolation } from '../../repositories/common';
import { releaseRepository } from '../../repositories/release-repository';
import { nowIso, type ServiceContext } from '../context';
import { LOCAL_BUILD } from './access';
import { readBuild } from './build-folder';
import type { PlacementChecks } from './checks';
import { checkBuild, type CheckedBuild } from './files';
import { compatibilityProblems, type SiteProvides } from './gate';
import { recordPlacement } from './history';
import { conflict, register } from './registry';
import { noteService } from './serving';
import { budgetProblem, firstVisitBytes } from './size';

/** The remotes' own build folders, registered at start (`main.ts`). */
export function createLocalBuilds(
  ctx: ServiceContext,
  options: { siteProvides: () => SiteProvides; checks: PlacementChecks; forget: () => void },
) {
  return {
    /**
     * At start: registers a remote's local build (its dist folder) when it is new, and makes it
     * live when nothing is live yet or the live version also came from a local build, so a
     * developer's edit shows after a restart while a released site keeps what was released.
     * Safe when several instances start at once.
     */
    async registerLocalBuild(name: RemoteName, dist: string): Promise<string | null> {
      const files = readBuild(dist);
      if (!files.length) return null;
      let build: CheckedBuild;
      try {
        build = checkBuild(files);
        options.checks.gate(name, build.version, build.manifest, false);
      } catch (error) {
        ctx.log.warn({ remote: name, err: error }, `the local build of ${name} is not registered`);
        return null;
      }
      const size = await firstVisitBytes(build.manifest, options.siteProvides().shell, build.files);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        try {
          const outcome = await ctx.db.transaction().execute(async (trx) => {
            const repo = releaseRepository(trx);
            const now = nowIso(ctx.clock);
            await register(trx, name, build, {
              releasedBy: LOCAL_BUILD,
              source: 'local',
              commit: null,
              now,
              firstVisitBytes: size,
            });
            await repo.ensureState(name);
            const state = await repo.state(name);
            if (state.live === build.version) return 'live already';
            const live = state.live ? await repo.findVersion(name, state.live) : undefined;
            if (live && live.source !== 'local') return 'kept the released version';
            const budget = await repo.budget(name);
            const problems = [
              ...compatibilityProblems(build.manifest, options.siteProvides()),
              ...[budgetProblem(size, budget?.budgetBytes ?? null)].filter((p) => p !== null),
            ];
            if (problems.length && live) return `not made live: ${problems.join('; ')}`;
            if (
              !(await repo.compareAndSet(name, state.revision, {
                live: build.version,
                liveSince: now,
                previous: state.live,
              }))
            ) {
              throw conflict(name);
            }
            await noteService(
              repo,
              name,
              state,
              { live: build.version, canary: state.canary },
              now,
            );
            await recordPlacement(repo, {
              remote: name,
              action: 'live',
              version: build.version,
              previousVersion: state.live,
              percent: null,
              actor: LOCAL_BUILD,
              at: now,
              detail: null,
            });
            return 'made live';
          });
          options.forget();
          ctx.log.info({ remote: name, version: build.version }, `local build: ${outcome}`);
          return build.version;
        } catch (error) {
          // Another instance registered or changed it at the same moment: look again.
          if (!(error instanceof HttpError) && !isUniqueViolation(error)) throw error;
        }
      }
      throw new Error(`could not register the local build of ${name}: the registry kept changing`);
    },
  };
}
