import type { FastifyBaseLogger } from 'fastify';

/** One dependency the server needs to answer (the database); run() rejects when it is down. */
export interface HealthCheck {
  name: string;
  run(): Promise<void>;
}

export interface HealthService {
  /** The names of the checks that failed; each failure is logged with its cause. */
  failedChecks(log: FastifyBaseLogger): Promise<string[]>;
}

export function createHealthService(checks: readonly HealthCheck[]): HealthService {
  return {
    async failedChecks(log) {
      const results = await Promise.allSettled(checks.map((check) => check.run()));
      return checks.flatMap((check, i) => {
        const result = results[i];
        if (result?.status !== 'rejected') return [];
        log.error({ err: result.reason, check: check.name }, 'health check failed');
        return [check.name];
      });
    },
  };
}
