import type { FastifyPluginAsync } from 'fastify';
import type { RuntimeConfig } from 'shared-data/contract';
import { REVALIDATE } from '../../core/cache-policy';

export interface RuntimeConfigRoutesOptions {
  runtimeConfig: RuntimeConfig;
}

/**
 * GET /runtime-config.json: where the shell finds the API and each remote. It is read from
 * the environment, so moving a remote takes a restart, not a rebuild.
 */
export const runtimeConfigRoutes: FastifyPluginAsync<RuntimeConfigRoutesOptions> = async (
  app,
  { runtimeConfig },
) => {
  // Serialised once: it only changes with a restart.
  const body = JSON.stringify(runtimeConfig);

  app.get('/runtime-config.json', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', REVALIDATE).type('application/json; charset=utf-8').send(body),
  );
};
