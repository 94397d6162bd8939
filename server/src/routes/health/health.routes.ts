import type { FastifyPluginAsync } from 'fastify';
import type { Health } from 'shared-data/contract';
import type { DatabaseKind } from '../../core/database';
import { errorBody } from '../../core/errors';
import { createHealthService, type HealthCheck } from '../../services/health-service';

export interface HealthRoutesOptions {
  /** What must answer for the server to be healthy: the database. */
  checks: readonly HealthCheck[];
  database: DatabaseKind;
}

/** GET /api/health: liveness, and each dependency's check. */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, options) => {
  const health = createHealthService(options.checks);

  app.get('/', async (request, reply) => {
    const failed = await health.failedChecks(request.log);
    if (failed.length > 0) {
      return reply.code(503).send(errorBody(503, `Health check failed: ${failed.join(', ')}`));
    }
    return {
      status: 'ok',
      uptime: Math.floor(process.uptime()),
      database: options.database,
    } satisfies Health;
  });
};
