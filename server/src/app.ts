import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { apiDocs } from './plugins/api-docs';
import { auth } from './plugins/auth';
import { database, openDatabase, pingDatabase, type Database } from './plugins/database';
import { errors, frameworkErrors } from './plugins/errors';
import { createMailer } from './plugins/mail';
import { multipart } from './plugins/multipart';
import { securityHeaders } from './plugins/security-headers';
import { historyFallback, inspectSite, site } from './plugins/site';
import { createDiskImageStore, uploads } from './plugins/uploads';
import { authRoutes } from './routes/auth/auth.routes';
import { blogRoutes } from './routes/blog/blog.routes';
import { carouselRoutes } from './routes/carousel/carousel.routes';
import { enquiryRoutes } from './routes/enquiry/enquiry.routes';
import { healthRoutes } from './routes/health/health.routes';
import { othersRoutes } from './routes/others/others.routes';
import { runtimeConfigRoutes } from './routes/runtime-config/runtime-config.routes';
import { createImageService } from './services/image-service';
import { createServices, type Services } from './services';
import { createTokenService, resolveJwtSecret, type Clock } from './services/tokens';

export interface BuildOptions {
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
  /** An open database (tests give each file its own); by default the configured one. */
  database?: Database;
  /** Milliseconds since the epoch; tests move it to expire tokens. */
  clock?: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** The whole server, ready for listen() or inject(). */
export function buildApp(config: Config, options: BuildOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: options.logStream
      ? { level: config.logLevel, stream: options.logStream }
      : { level: config.logLevel },
    frameworkErrors,
    // The contract writes some paths with a trailing slash ('blog/'), some without.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db =
    options.database ?? openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const clock = options.clock ?? Date.now;
  const tokens = createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir), clock);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
  });
  const services = createServices(
    {
      db: db.db,
      images: createImageService(createDiskImageStore(uploadsDir)),
      mailer,
      clock,
      log: app.log,
    },
    tokens,
  );
  app.decorate('services', services);
  app.addHook('onClose', async () => {
    await mailer.close();
  });

  const layout = inspectSite(config.siteRoot);
  app.register(securityHeaders, { config });
  app.register(errors, { fallback: historyFallback(layout) });
  app.register(database, { database: db });
  app.register(site, { layout, remoteUrls: config.remotes });
  app.register(uploads, { dir: uploadsDir });
  app.register(runtimeConfigRoutes, { config });
  app.register(multipart);
  app.register(auth, { accounts: services.accounts });
  app.register(apiDocs);

  // The API: every call of the contract, by its path below /api.
  app.register(
    async (api) => {
      // Answers hold staff data and tokens: no cache (shared or the browser's) keeps them.
      api.addHook('onSend', async (_request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      });
      api.register(healthRoutes, {
        prefix: '/health',
        database: db.kind,
        checks: [{ name: 'database', run: () => pingDatabase(db.db) }],
      });
      api.register(authRoutes, { accounts: services.accounts });
      api.register(blogRoutes, { blogs: services.blogs });
      api.register(carouselRoutes, { carousel: services.carousel });
      api.register(othersRoutes, { others: services.others });
      api.register(enquiryRoutes, { enquiries: services.enquiries });
    },
    { prefix: '/api' },
  );

  return app;
}
