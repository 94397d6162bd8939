import { randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Executor } from '../../core/database';
import { metaRepository } from '../../repositories/meta-repository';
import type { ServiceContext } from '../context';

// One release of a remote at a time (docs/behaviour.md#releases): a release claims its remote
// when it arrives, before its upload is read, and gives the claim back once it has answered. A
// release arriving while the claim is held is refused at once with 409 (run it again), so of
// releases sent at the same moment exactly one is made, on any number of instances.
//
// The claim is a lease row in app_meta, taken in one statement: the database decides, across
// instances. It runs out after CLAIM_MS, so an instance that died holding one blocks its remote
// that long at most; a release whose claim ran out and was taken over is refused when it
// commits (its transaction checks it still holds it).
//
// Within one instance the claims of a remote are also put in line in the order the releases
// arrived: a release that is quick to finish must not give its claim back before one that
// arrived earlier (and was still being authenticated) has tried to take it, or both would be
// made. The line orders; the database row alone refuses.

/** How long a claim holds without being given back. */
export const CLAIM_MS = 5 * 60 * 1000;
/**
 * How long a release may take, from its arrival, to be authenticated and claim: past that its
 * place in line is given up (it would be refused), so one stuck request cannot hold the line.
 */
const DECIDE_MS = 30 * 1000;

const claimKey = (remote: string) => `release_claim:${remote}`;

/** One release's place in line, from its arrival to its answer. */
export interface ReleaseTurn {
  /** Takes the remote's claim (once the caller may release): false when another holds it. */
  claim(): Promise<boolean>;
  /** In the release's transaction: true when the claim is still this release's. */
  stillHeld(trx: Executor): Promise<boolean>;
  /** Gives the claim (or the place in line) back; later calls do nothing. */
  end(): Promise<void>;
}

export function createReleaseClaims(ctx: Pick<ServiceContext, 'db' | 'clock' | 'log'>) {
  const lines = new Map<string, Promise<unknown>>();

  /** Runs `step` after every step already in the remote's line, whatever they came to. */
  function inLine<T>(remote: string, step: () => Promise<T>): Promise<T> {
    const done = (lines.get(remote) ?? Promise.resolve()).then(step, step);
    const settled = done.then(
      () => undefined,
      () => undefined,
    );
    lines.set(remote, settled);
    // The line of a quiet remote is dropped once its last step is over.
    void settled.then(() => {
      if (lines.get(remote) === settled) lines.delete(remote);
    });
    return done;
  }

  return {
    /** Called when a release arrives, before anything is awaited: its place in line. */
    arrive(remote: string): ReleaseTurn {
      let resolve: (claim: boolean) => void = () => undefined;
      const decided = new Promise<boolean>((done) => (resolve = done));
      const giveUp = setTimeout(() => resolve(false), DECIDE_MS);
      giveUp.unref();
      const go = (claim: boolean) => {
        clearTimeout(giveUp);
        resolve(claim);
      };
      let value: string | null = null;
      let ended: Promise<void> | undefined;
      const claimed = inLine(remote, async () => {
        if (!(await decided)) return false;
        const now = ctx.clock();
        const mine = `${new Date(now + CLAIM_MS).toISOString()} ${randomBytes(9).toString('hex')}`;
        const taken = await metaRepository(ctx.db).takeLease(
          claimKey(remote),
          mine,
          new Date(now).toISOString(),
        );
        if (taken) value = mine;
        return taken;
      });
      return {
        claim() {
          go(true);
          return claimed;
        },
        async stillHeld(trx) {
          return value !== null && metaRepository(trx).holds(claimKey(remote), value);
        },
        end() {
          go(false);
          ended ??= (async () => {
            // Releases whose requests were read in this turn of the event loop or the next
            // arrive before this one gives its claim back, however quickly it was done.
            await nextTurn();
            await nextTurn();
            await inLine(remote, async () => {
              await claimed.catch(() => false);
              if (value === null) return;
              const held = value;
              value = null;
              await metaRepository(ctx.db).release(claimKey(remote), held);
            });
          })().catch((error: unknown) => {
            // It runs out after CLAIM_MS anyway.
            ctx.log.error({ err: error, remote }, 'giving back a release claim failed');
          });
          return ended;
        },
      };
    },
  };
}

export type ReleaseClaims = ReturnType<typeof createReleaseClaims>;
