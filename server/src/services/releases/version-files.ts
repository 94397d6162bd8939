import { RELEASE_VERSION_PATTERN } from 'shared-data/contract';
import { releaseRepository, type VersionFile } from '../../repositories/release-repository';
import type { ServiceContext } from '../context';
import { isRemote } from './access';
import type { FileCache } from './file-cache';
import { COMPRESSED_TYPES, contentTypeOf, pathProblem } from './files';

/** A file of a version and its precompressed copies (first the file itself), or null. */
export type VersionFileLookup = (
  remote: string,
  version: string,
  file: string,
) => Promise<VersionFile[] | null>;

/**
 * A version's files as served: from the instance's cache, else from the database (and then
 * kept). Null when the remote, version or path is unknown, or a path a release cannot hold.
 */
export function createVersionFiles(
  ctx: Pick<ServiceContext, 'db'>,
  cache: FileCache,
): VersionFileLookup {
  return async (remote, version, file) => {
    const key = { remote, version, path: file };
    const cached = cache.get(key);
    if (cached) return cached;
    if (
      !isRemote(remote) ||
      !RELEASE_VERSION_PATTERN.test(version) ||
      !contentTypeOf(file) ||
      pathProblem(file)
    ) {
      return null;
    }
    const found = await releaseRepository(ctx.db).files(remote, version, [
      file,
      ...Object.keys(COMPRESSED_TYPES).map((ext) => `${file}${ext}`),
    ]);
    const own = found.find((entry) => entry.path === file);
    if (!own) return null;
    const files = [own, ...found.filter((entry) => entry !== own)];
    cache.remember(key, files);
    return files;
  };
}
