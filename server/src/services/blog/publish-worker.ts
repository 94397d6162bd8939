// The worker that publishes the scheduled posts when due, on every instance
// (docs/behaviour.md#publishing); app.ts starts it when ready and stops it before closing.
import { startBackgroundJob, type BackgroundJob } from '../../core/background-timer';
import type { ServiceContext } from '../context';

/**
 * Runs `publishDue` every `seconds`; stop() waits for a pass under way. A pass never overlaps
 * the next: the timer is set again only after one ends.
 */
export function startPublishWorker(
  blogs: { publishDue(): Promise<number> },
  seconds: number,
  log: ServiceContext['log'],
): BackgroundJob {
  const pass = async () => {
    const count = await blogs.publishDue();
    if (count > 0) log.info({ count }, 'scheduled blog posts published');
  };
  return startBackgroundJob(pass, {
    firstMs: seconds * 1000,
    everyMs: seconds * 1000,
    log,
    failure: 'scheduled publishing failed',
  });
}
