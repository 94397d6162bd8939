import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { errors, frameworkErrors } from './plugins/errors';
import { securityHeaders } from './plugins/security-headers';
import { historyFallback, inspectSite, site } from './plugins/site';
import { healthRoutes } from './routes/health/health.routes';
import { runtimeConfigRoutes } from './routes/runtime-config/runtime-config.routes';

export interface BuildOptions {
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
}

/** The whole server, ready for listen() or inject(). */
export function buildApp(config: Config, options: BuildOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: options.logStream
      ? { level: config.logLevel, stream: options.logStream }
      : { level: config.logLevel },
    frameworkErrors,
  });

  const layout = inspectSite(config.siteRoot);

  app.register(securityHeaders, { config });
  app.register(errors, { fallback: historyFallback(layout) });
  app.register(site, { layout, remoteUrls: config.remotes });
  app.register(runtimeConfigRoutes, { config });

  // The API: each resource folder under routes/ is its prefix below /api.
  app.register(
    async (api) => {
      api.register(healthRoutes, { prefix: '/health' });
    },
    { prefix: '/api' },
  );

  return app;
}
