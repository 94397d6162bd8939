import type {
  ReleaseRepository,
  StateChange,
  StateRecord,
} from '../../repositories/release-repository';

// Which versions serve a remote (live and canary), and the marks old versions' retention counts
// from: a version that leaves service is marked retired then, one that comes back is unmarked.

export type Serving = Pick<StateRecord, 'live' | 'canary'>;

/** What live and canary are once `change` is applied to `state`. */
export const servingAfter = (state: Serving, change: StateChange): Serving => ({
  live: 'live' in change ? (change.live ?? null) : state.live,
  canary: 'canary' in change ? (change.canary ?? null) : state.canary,
});

/** Notes which versions left service (their retention starts) and which entered it. */
export async function noteService(
  repo: ReleaseRepository,
  remote: string,
  before: Serving,
  after: Serving,
  now: string,
): Promise<void> {
  const was = [before.live, before.canary].filter((v): v is string => v !== null);
  const is = [after.live, after.canary].filter((v): v is string => v !== null);
  await repo.markService(
    remote,
    {
      retired: was.filter((version) => !is.includes(version)),
      serving: is.filter((version) => !was.includes(version)),
    },
    now,
  );
}
