import type { FastifyPluginAsync } from 'fastify';
import type { AuditService } from '../../services/audit-service';
import { contractRoute, signedIn } from '../contract-route';

/**
 * The activity log under /api/audit (docs/behaviour.md#activity-log): read by administrators.
 * Only reading calls exist: the log is written by the services, never through the API.
 */
export const auditRoutes: FastifyPluginAsync<{ audit: AuditService }> = async (app, { audit }) => {
  contractRoute(app, 'audit', (input) => audit.page(signedIn(input), input.query));
  contractRoute(app, 'auditActors', (input) => audit.actors(signedIn(input)));
};
