import type { FastifyInstance } from 'fastify';

/** Work an instance does beside its requests, started: a worker or a periodic pass. */
export interface Running {
  /** Resolves once a pass under way is finished, and none starts after. */
  stop(): Promise<void>;
}

/**
 * The instance's work beside its requests: each job started once the app is ready, in order;
 * before anything closes (the database first of all), each stopped, a pass under way finished,
 * then `settled` awaited in order (work the requests started that must end before the close).
 */
export function backgroundWork(
  app: FastifyInstance,
  jobs: readonly (() => Running)[],
  settled: readonly (() => Promise<void>)[],
): void {
  const running: Running[] = [];
  app.addHook('onReady', async () => {
    for (const start of jobs) running.push(start());
  });
  app.addHook('preClose', async () => {
    for (const job of running) await job.stop();
    for (const wait of settled) await wait();
  });
}
