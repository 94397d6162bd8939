import type { FastifyPluginAsync } from 'fastify';
import type { Health } from 'shared-data/contract';
import type { DatabaseKind } from '../../core/database';
import { errorBody } from '../../core/errors';
import { createHealthService, type HealthCheck } from '../../services/health-service';

export interface HealthRoutesOptions {
  /** What must answer for the server to be healthy: the database. */
  checks: readonly HealthCheck[];
  /** What must answer before a load balancer sends traffic here: the database, Redis when configured. */
  readiness?: readonly HealthCheck[];
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

  // Liveness: the process serves requests. Nothing it depends on is asked, so a database
  // outage makes instances unready, not restarted.
  app.get('/live', async () => ({ status: 'ok' }));

  // Readiness: every dependency answers; otherwise 503 naming each check (docs/behaviour.md#health-and-readiness).
  const readinessChecks = options.readiness ?? options.checks;
  const readiness = createHealthService(readinessChecks);
  app.get('/ready', async (request, reply) => {
    const failed = await readiness.failedChecks(request.log);
    const checks = Object.fromEntries(
      readinessChecks.map((check) => [check.name, failed.includes(check.name) ? 'failed' : 'ok']),
    );
    if (failed.length > 0) {
      return reply.code(503).send({ ...errorBody(503, `Not ready: ${failed.join(', ')}`), checks });
    }
    return { status: 'ok', checks };
  });
};
