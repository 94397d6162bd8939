import { releaseRepository, type StateRecord } from '../../repositories/release-repository';
import type { ServiceContext } from '../context';

/**
 * Each instance's copy of every remote's state, for the visitors' choices: trusted `ttlMs`, read
 * once however many ask meanwhile, and dropped at once (`forget`) by a change this instance makes.
 */
export function createStateCache(ctx: Pick<ServiceContext, 'db'>, ttlMs: number) {
  let snapshot: { at: number; states: Map<string, StateRecord> } | undefined;
  let loading: Promise<Map<string, StateRecord>> | undefined;

  return {
    async states(): Promise<Map<string, StateRecord>> {
      if (snapshot && Date.now() - snapshot.at < ttlMs) return snapshot.states;
      loading ??= releaseRepository(ctx.db)
        .states()
        .then((rows) => {
          const map = new Map(rows.map((row) => [row.remote, row]));
          snapshot = { at: Date.now(), states: map };
          return map;
        })
        .finally(() => {
          loading = undefined;
        });
      return loading;
    },
    forget(): void {
      snapshot = undefined;
    },
  };
}

export type StateCache = ReturnType<typeof createStateCache>;
