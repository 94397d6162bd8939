import type { FastifyPluginAsync } from 'fastify';
import type { VitalsService } from '../../services/vitals-service';
import { contractRoute, signedIn } from '../contract-route';

export interface VitalsRoutesOptions {
  vitals: VitalsService;
}

/** A report holds at most 10 short events: a few hundred bytes. */
const REPORT_BODY_LIMIT = 8 * 1024;

/** Site speed under /api/vitals (docs/behaviour.md#site-speed-calls). */
export const vitalsRoutes: FastifyPluginAsync<VitalsRoutesOptions> = async (app, { vitals }) => {
  // The source of a report is its client address (as TRUST_PROXY lets the server see it); the
  // device it names only splits the figures.
  contractRoute(
    app,
    'reportVitals',
    (input) => vitals.record(input.body.events, input.request.ip, input.body.device),
    {
      bodyLimit: REPORT_BODY_LIMIT,
      jsonAsText: true,
    },
  );
  contractRoute(app, 'vitalsSummary', (input) => vitals.summary(signedIn(input)));
};
