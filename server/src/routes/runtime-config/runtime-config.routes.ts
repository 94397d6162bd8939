import type { FastifyPluginAsync } from 'fastify';
import type { RuntimeConfig } from 'shared-data/contract';
import type { Config } from '../../config';
import { REVALIDATE } from '../../plugins/cache-policy';

export function runtimeConfigOf(config: Config): RuntimeConfig {
  return {
    apiBase: config.apiBase,
    geoLookupUrl: config.geoLookupUrl,
    remotes: { ...config.remotes },
  };
}

export interface RuntimeConfigRoutesOptions {
  config: Config;
}

/**
 * GET /runtime-config.json: where the shell finds the API and each remote. It is read from
 * the environment, so moving a remote takes a restart, not a rebuild.
 */
export const runtimeConfigRoutes: FastifyPluginAsync<RuntimeConfigRoutesOptions> = async (
  app,
  { config },
) => {
  // Serialised once: it only changes with a restart.
  const body = JSON.stringify(runtimeConfigOf(config));

  app.get('/runtime-config.json', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', REVALIDATE).type('application/json; charset=utf-8').send(body),
  );
};
