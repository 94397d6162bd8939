import { RELEASE_VERSION_PATTERN, type ReleasePreview } from 'shared-data/contract';
import { HttpError } from '../../core/errors';
import { versionPath } from '../../core/releases';
import { releaseRepository } from '../../repositories/release-repository';
import type { ServiceContext } from '../context';
import { remoteOf } from './access';
import { parsedManifest } from './checks';
import { MANIFEST_FILE } from './files';
import { manifestPathProblems } from './gate';

/**
 * A version a staff member may preview: a registered one, not withdrawn (a canary taken out
 * of service stays out, unless it was put back since), whose manifest loads only from its
 * own path; with who released it and when, for the shell to ask first.
 */
export async function previewOf(
  ctx: Pick<ServiceContext, 'db'>,
  name: string,
  version: string,
): Promise<ReleasePreview> {
  const remote = remoteOf(name);
  const repo = releaseRepository(ctx.db);
  const found = RELEASE_VERSION_PATTERN.test(version)
    ? await repo.findVersion(remote, version)
    : undefined;
  if (!found) throw new HttpError(404, `${remote} has no version ${version}`);
  const state = await repo.state(remote);
  if (
    state.live !== version &&
    state.canary !== version &&
    (await repo.lastPlacement(remote, version)) === 'withdraw'
  ) {
    throw new HttpError(409, `${remote} ${version} was withdrawn: no preview`);
  }
  const problems = manifestPathProblems(parsedManifest(found), versionPath(remote, version));
  if (problems.length) {
    throw new HttpError(422, `${remote} ${version} cannot be previewed: ${problems.join('; ')}`);
  }
  return {
    remote,
    version,
    manifestUrl: versionPath(remote, version, MANIFEST_FILE),
    released_by: found.releasedBy,
    released_at: found.releasedAt,
  };
}
