import type { VersionFile } from '../../repositories/release-repository';

// A version's files never change: each instance keeps those it served in memory, within a
// budget of bytes, the oldest dropped first past it; a file set larger than a quarter of the
// budget is not kept. Pure: no database, no clock.

/** What a cached file set is found by: the remote, the version and the file's path. */
export interface FileKey {
  remote: string;
  version: string;
  path: string;
}

const keyOf = ({ remote, version, path }: FileKey) => `${remote}/${version}/${path}`;
const sizeOf = (files: readonly VersionFile[]) => files.reduce((sum, file) => sum + file.size, 0);

export function createFileCache(budgetBytes: number) {
  const entries = new Map<string, VersionFile[]>();
  let cachedBytes = 0;

  return {
    get(key: FileKey): VersionFile[] | undefined {
      return entries.get(keyOf(key));
    },
    /** Keeps a file and its precompressed copies, dropping the oldest past the budget. */
    remember(key: FileKey, files: VersionFile[]): void {
      const size = sizeOf(files);
      if (size > budgetBytes / 4) return;
      entries.set(keyOf(key), files);
      cachedBytes += size;
      for (const [oldKey, old] of entries) {
        if (cachedBytes <= budgetBytes) break;
        entries.delete(oldKey);
        cachedBytes -= sizeOf(old);
      }
    },
    /** Drops every file of the versions given (deleted ones). */
    dropVersions(versions: readonly { remote: string; version: string }[]): void {
      for (const key of [...entries.keys()]) {
        if (versions.some(({ remote, version }) => key.startsWith(`${remote}/${version}/`))) {
          cachedBytes -= sizeOf(entries.get(key) ?? []);
          entries.delete(key);
        }
      }
    },
    /** The bytes kept now. */
    get bytes(): number {
      return cachedBytes;
    },
  };
}

export type FileCache = ReturnType<typeof createFileCache>;
