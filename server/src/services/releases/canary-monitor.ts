import type { ReleaseBeaconEvent } from 'shared-data/contract';
import type { Visitor } from '../../core/visitor-bucket';
import { releaseRepository } from '../../repositories/release-repository';
import { nowIso, type ServiceContext } from '../context';
import {
  reportsByVersion,
  withdrawalDue,
  withdrawalReason,
  type CanaryLimits,
} from './canary-rule';
import { recordAutomaticWithdrawal } from './history';
import { remoteChoice, type Channels } from './resolver';

/**
 * The shell's load reports, counted per visitor and version; a canary whose failures pass the
 * limits (canary-rule.ts) is withdrawn by the first instance to see it. `forget` drops the
 * instance's copy of the states after a withdrawal.
 */
export function createCanaryMonitor(
  ctx: ServiceContext,
  options: { canary: CanaryLimits; channels: Channels; forget: () => void },
) {
  return {
    /**
     * Counts the shell's reports and withdraws a canary whose failure share passed the
     * threshold: once, whichever instance sees it first. Only a visitor the server signed
     * counts, once per version for a load and once for a failure, and only for the version its
     * bucket is served; anything else (no visitor, another version, an unknown one) counts
     * nothing.
     */
    async beacon(events: ReleaseBeaconEvent[], visitor: Visitor | null): Promise<void> {
      if (!visitor) return;
      for (const { remote, version, failed } of reportsByVersion(events)) {
        const repo = releaseRepository(ctx.db);
        const state = await repo.state(remote);
        const served = remoteChoice(remote, state, visitor.bucket, options.channels);
        if (served.version !== version) continue;
        const fresh = await ctx.db
          .transaction()
          .execute((trx) =>
            releaseRepository(trx).countVisitor(remote, version, visitor.id, failed),
          );
        if (!fresh.failure || state.canary !== version) continue;
        const counted = await repo.findVersion(remote, version);
        if (!counted || !withdrawalDue(counted, options.canary)) continue;
        const withdrawn = await ctx.db.transaction().execute(async (trx) => {
          const inTrx = releaseRepository(trx);
          if (!(await inTrx.withdrawCanary(remote, version))) return false;
          await inTrx.markService(remote, { retired: [version], serving: [] }, nowIso(ctx.clock));
          await recordAutomaticWithdrawal(inTrx, {
            remote,
            version,
            previousVersion: state.live,
            percent: state.canaryPercent,
            at: nowIso(ctx.clock),
            loads: counted.loads,
            failures: counted.failures,
            reason: withdrawalReason(counted, options.canary),
          });
          return true;
        });
        options.forget();
        if (withdrawn) {
          ctx.log.warn(
            { remote, version, loads: counted.loads, failures: counted.failures },
            'canary withdrawn automatically',
          );
        }
      }
    },
  };
}
