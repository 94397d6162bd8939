import type { FastifyPluginAsync } from 'fastify';
import type { PrivacyFacts } from 'shared-data/contract';
import { contractRoute } from '../contract-route';

/**
 * GET privacy-notice: what the privacy notice at /privacy fills in from the server's settings
 * (docs/behaviour.md#privacy-notice). Public; the same answer for everyone.
 */
export const privacyNoticeRoutes: FastifyPluginAsync<{ facts: PrivacyFacts }> = async (
  app,
  { facts },
) => {
  contractRoute(app, 'privacyNotice', async () => facts);
};
