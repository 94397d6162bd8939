import type { FastifyPluginAsync } from 'fastify';
import { REMOTE_NAMES, type RuntimeConfig, type RuntimeReleases } from 'shared-data/contract';
import { REVALIDATE } from '../../core/cache-policy';
import type { ReleaseResolver } from '../../core/releases';
import { visitorBucket } from '../../core/visitor-bucket';

export interface RuntimeConfigRoutesOptions {
  /** The API base, location lookup and Web Vitals sample rate, from the environment. */
  base: Pick<RuntimeConfig, 'apiBase' | 'geoLookupUrl'> & { vitalsSampleRate: number };
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
    const chosen = await releases.choose(visitorBucket(request, reply));
    const config: RuntimeConfig & { releases: RuntimeReleases } = {
      apiBase: base.apiBase,
      geoLookupUrl: base.geoLookupUrl,
      remotes: {
        public: chosen.public.url,
        blog: chosen.blog.url,
        auth: chosen.auth.url,
        dashboard: chosen.dashboard.url,
      },
      releases: Object.fromEntries(
        REMOTE_NAMES.map((name) => [
          name,
          { version: chosen[name].version, channel: chosen[name].channel },
        ]),
      ) as RuntimeReleases,
      vitalsSampleRate: base.vitalsSampleRate,
    };
    return reply
      .header('cache-control', REVALIDATE)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(config));
  });
};
