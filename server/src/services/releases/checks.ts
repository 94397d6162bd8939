import type { Executor } from '../../core/database';
import { HttpError } from '../../core/errors';
import { versionPath, type RemoteManifest } from '../../core/releases';
import { releaseRepository, type VersionRecord } from '../../repositories/release-repository';
import { compatibilityProblems, manifestPathProblems, type SiteProvides } from './gate';
import { budgetProblem, firstVisitFiles, gzipBytes } from './size';

// The checks a version passes before it is placed (live or canary), as the registry's answers:
// the gate's problems and the budget's, in one 422 that names them all.

export const parsedManifest = (version: VersionRecord) =>
  JSON.parse(version.manifest) as RemoteManifest;

/** A registered version; 404 when the remote has none of that name. */
export async function mustFind(trx: Executor, remote: string, version: string) {
  const found = await releaseRepository(trx).findVersion(remote, version);
  if (!found) throw new HttpError(404, `${remote} has no version ${version}`);
  return found;
}

export function createPlacementChecks(siteProvides: () => SiteProvides) {
  return {
    /**
     * The gate; `placing` false: a version only registered, whose paths alone are checked.
     * `budget`: why its size does not fit its remote's budget, if it does not (placing only).
     */
    gate(
      remote: string,
      version: string,
      manifest: RemoteManifest,
      placing = true,
      budget: string | null = null,
    ): void {
      const problems = [
        ...manifestPathProblems(manifest, versionPath(remote, version)),
        ...(placing ? compatibilityProblems(manifest, siteProvides()) : []),
        ...(placing && budget ? [budget] : []),
      ];
      if (problems.length) {
        throw new HttpError(
          422,
          `${remote} ${version} cannot ${placing ? 'go live or canary' : 'be registered'}: ${problems.join('; ')}`,
        );
      }
    },

    /**
     * Why a registered version does not fit its remote's budget (null: it does, or none is set).
     * A version registered before sizes were measured is measured now from its stored files; the
     * size is kept with the placement (a refusal keeps nothing).
     */
    async budgetCheck(trx: Executor, found: VersionRecord): Promise<string | null> {
      const repo = releaseRepository(trx);
      const budget = await repo.budget(found.remote);
      if (!budget) return null;
      let bytes = found.firstVisitBytes;
      if (bytes === null) {
        const paths = firstVisitFiles(parsedManifest(found), siteProvides().shell);
        const files = await repo.files(found.remote, found.version, paths);
        bytes = 0;
        for (const file of files) bytes += await gzipBytes(file.bytes);
        await repo.setFirstVisitBytes(found.remote, found.version, bytes);
      }
      return budgetProblem(bytes, budget.budgetBytes);
    },
  };
}

export type PlacementChecks = ReturnType<typeof createPlacementChecks>;
