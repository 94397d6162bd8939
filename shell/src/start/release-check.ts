import type { RemoteName, RuntimeConfig } from 'shared-data';

/**
 * Whether a fresh runtime config gives any of `remotes` another copy than the page started
 * with: another manifest URL or another version. After a remote failed for this visitor, the
 * shell asks again at the next navigation, and a canary the server withdrew in the meantime
 * is replaced by the live version (docs/behaviour.md#releases).
 */
export function releaseMoved(
  before: RuntimeConfig,
  after: RuntimeConfig,
  remotes: readonly RemoteName[],
): boolean {
  return remotes.some(
    (remote) =>
      before.remotes[remote] !== after.remotes[remote] ||
      (before.releases?.[remote].version ?? null) !== (after.releases?.[remote].version ?? null),
  );
}
