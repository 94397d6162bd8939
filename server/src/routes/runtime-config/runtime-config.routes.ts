import type { FastifyPluginAsync } from 'fastify';
import { REVALIDATE } from '../../core/cache-policy';
import { runtimeConfigFor, type RuntimeConfigBase } from '../../core/runtime-config';
import type { ReleaseResolver } from '../../core/releases';
import { visitorBucket } from '../../core/visitor-bucket';

export interface RuntimeConfigRoutesOptions {
  /** The API base, location lookup and Web Vitals sample rate, from the environment. */
  base: RuntimeConfigBase;
  releases: ReleaseResolver;
}

/**
 * GET /runtime-config.json: where the shell finds the API and each remote. Built per request
 * from the release registry (docs/behaviour.md#releases): each visitor gets the live version of
 * each remote, or the canary when their bucket falls in its share; REMOTE_<NAME>_URL overrides
 * the registry for everyone.
 */
export const runtimeConfigRoutes: FastifyPluginAsync<RuntimeConfigRoutesOptions> = async (
  app,
  { base, releases },
) => {
  app.get('/runtime-config.json', { schema: { hide: true } }, async (request, reply) => {
    const config = runtimeConfigFor(base, await releases.choose(visitorBucket(request, reply)));
    return reply
      .header('cache-control', REVALIDATE)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(config));
  });
};
