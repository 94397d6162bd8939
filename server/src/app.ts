import { createHmac } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { REPO_ROOT, type Config } from './config';
import type { Clock } from './core/clock';
import { apiCors } from './plugins/api-cors';
import { apiDocs } from './plugins/api-docs';
import { auth } from './plugins/auth';
import { database, openDatabase, pingDatabase, type Database } from './plugins/database';
import { clientErrorsWith, errors, frameworkErrorsWith } from './plugins/errors';
import { historyFallback } from './plugins/history-fallback';
import { createMailer } from './plugins/mail';
import { createSmsSender } from './plugins/sms';
import { appointmentRoutes } from './routes/appointments/appointments.routes';
import { startReminderWorker } from './services/reminder-service';
import { multipart } from './plugins/multipart';
import { rateLimits } from './plugins/rate-limits';
import { requestLogSerializer } from './plugins/request-log';
import { securityHeaders, securityHeaderSets } from './plugins/security-headers';
import { ShellPage } from './plugins/shell-page';
import { site } from './plugins/site';
import { inspectSite } from './plugins/site-layout';
import { imageStoreOver } from './core/images';
import { openImageFiles, uploads } from './plugins/uploads';
import { authRoutes } from './routes/auth/auth.routes';
import { blogRoutes } from './routes/blog/blog.routes';
import { carouselRoutes } from './routes/carousel/carousel.routes';
import { enquiryRoutes } from './routes/enquiry/enquiry.routes';
import { healthRoutes } from './routes/health/health.routes';
import { othersRoutes } from './routes/others/others.routes';
import { releaseFileRoutes, releaseRoutes } from './routes/releases/releases.routes';
import { runtimeConfigRoutes } from './routes/runtime-config/runtime-config.routes';
import { vitalsRoutes } from './routes/vitals/vitals.routes';
import { siteIndexRoutes } from './routes/site-index/site-index.routes';
import { createDeployTokenService } from './services/deploy-token-service';
import { providedBy, type SiteProvides } from './services/release-gate';
import { createReleaseService } from './services/release-service';
import { createVitalsService } from './services/vitals-service';
import { createImageService } from './services/image-service';
import { createServices, type Services } from './services';
import { createTokenService, resolveJwtSecret } from './services/tokens';
import { readinessRedisCheck } from './plugins/redis-check';
import { createMetrics, metrics as metricsPlugin } from './plugins/metrics';
import { imageStoreCheck } from './plugins/image-store-check';
import { createPageRenderer } from './render/create-renderer';
import { pagesVersion } from './render/pages-version';

export interface BuildOptions {
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
  /** An open database (tests give each file its own); by default the configured one. */
  database?: Database;
  /** Milliseconds since the epoch; tests move it to expire tokens. */
  clock?: Clock;
  /**
   * The per-IP limits of sign-in, codes and the like (on unless false). Tests of other rules,
   * which make many calls from one address, and the load benchmark turn them off.
   */
  rateLimits?: false | { nameSpace?: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    releases: ReturnType<typeof createReleaseService>;
    deployTokens: ReturnType<typeof createDeployTokenService>;
  }
}

/**
 * What the running site provides to a remote (docs/behaviour.md#releases): the shared packages
 * of the shell's build (its mf-manifest.json, re-read when it changes) and the version of the
 * shared-data contract this server was built with.
 */
function siteProvidesReader(shellDist: string): () => SiteProvides {
  const sharedData = (
    JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared-data', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const manifestFile = path.join(shellDist, 'mf-manifest.json');
  let cached: { stamp: number; shell: Record<string, string> | null } | undefined;
  return () => {
    const stamp = statSync(manifestFile, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (cached?.stamp !== stamp) {
      let shell: Record<string, string> | null = null;
      try {
        shell = providedBy(JSON.parse(readFileSync(manifestFile, 'utf8')) as object);
      } catch {
        // Not built: no shell to check singletons against (nothing loads without one anyway).
      }
      cached = { stamp, shell };
    }
    return { shell: cached.shell, sharedData };
  };
}

/** The whole server, ready for listen() or inject(). */
export function buildApp(config: Config, options: BuildOptions = {}): FastifyInstance {
  const headerSets = securityHeaderSets(config);
  const app = Fastify({
    // The request log never holds a manage link's token.
    logger: {
      level: config.logLevel,
      serializers: { req: requestLogSerializer },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    frameworkErrors: frameworkErrorsWith(headerSets.own),
    clientErrorHandler: clientErrorsWith(headerSets.own),
    // The contract writes some paths with a trailing slash ('blog/'), some without.
    routerOptions: { ignoreTrailingSlash: true },
    // A hop count: trust that many proxies in front (the types only take it as a function).
    // Never `true` (config.ts refuses it): a client would pick its own address.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db =
    options.database ?? openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const clock = options.clock ?? Date.now;
  const secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = createTokenService(secret, clock);
  // A key of its own for one-time codes, derived so that one secret is all there is to set.
  const otpKey = createHmac('sha256', secret).update('one-time codes').digest();
  const images = openImageFiles(config);
  // Recorded only with METRICS_TOKEN set: otherwise no hook runs and nothing is kept.
  const metrics = createMetrics({ enabled: Boolean(config.metricsToken) });
  const mailer = metrics.countMail(
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    }),
  );
  // Readiness asks Redis too when the rate limits count there: a client of its own, connected
  // on the first check, so an unreachable Redis never delays the start.
  const redisCheck = readinessRedisCheck(config.redisUrl);
  if (redisCheck) app.addHook('onClose', () => redisCheck.close());
  const services = createServices(
    {
      db: db.db,
      images: createImageService(
        imageStoreOver(images.files, config.imagePublicBaseUrl ?? '/uploads/'),
        metrics,
      ),
      mailer,
      clock,
      log: app.log,
    },
    tokens,
    {
      otp: otpKey,
      booking: createHmac('sha256', secret).update('booking links').digest(),
      attempts: createHmac('sha256', secret).update('attempt counters').digest(),
    },
    {
      publicUrl: config.publicUrl,
      sms: createSmsSender({
        ...config.sms,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
    },
  );
  app.decorate('services', services);
  // Signs the visitor cookie: a load report counts only for a visitor this site made.
  app.decorate('visitorKey', createHmac('sha256', secret).update('visitor cookies').digest());
  const layout = inspectSite(config.siteRoot);
  const releases = createReleaseService(services.ctx, {
    siteProvides: siteProvidesReader(layout.shell.dist),
    overrides: config.remoteOverrides,
    unversioned: config.remotes,
    canary: { maxFailureShare: config.canaryMaxFailureShare, minLoads: config.canaryMinLoads },
    keepDays: config.releaseKeepDays,
  });
  const deployTokens = createDeployTokenService(services.ctx);
  const vitals = createVitalsService(services.ctx, {
    sampleRate: config.vitalsSampleRate,
    sourceKey: createHmac('sha256', secret).update('site-speed sources').digest(),
  });
  app.decorate('releases', releases);
  app.decorate('deployTokens', deployTokens);
  // Reminders: every instance looks for due jobs; the database hands each job to one of them.
  // Started once the app is ready, stopped (a pass under way finished) before anything closes.
  let reminderWorker: { stop(): Promise<void> } | undefined;
  if (config.reminderPollSeconds > 0) {
    app.addHook('onReady', async () => {
      reminderWorker = startReminderWorker(services.reminders, config.reminderPollSeconds, app.log);
    });
  }
  // Before the database closes: the reminder pass and a clean-up of old versions under way
  // finish first.
  app.addHook('preClose', async () => {
    await reminderWorker?.stop();
    await releases.settled();
  });
  app.addHook('onClose', async () => {
    await mailer.close();
    images.close();
  });

  // The shell's page, given to the history fallback; none while the site is not built.
  const shellPage = layout.shell.built
    ? new ShellPage(layout, config.remotes, releases.resolver)
    : undefined;
  // Public pages rendered on the server from the shell's and the remotes' server bundles.
  const renderer =
    shellPage && config.serverRendering
      ? createPageRenderer({ app, config, layout, shellPage, releases: releases.resolver, db })
      : undefined;
  if (renderer) app.addHook('onClose', async () => renderer.close());

  // In the order the plugins' declared dependencies need: errors before those that rely on it.
  // First: its timing hook then covers every route and the not-found answers.
  app.register(metricsPlugin, { metrics, token: config.metricsToken, database: db });
  app.register(securityHeaders, { sets: headerSets });
  app.register(errors, {
    fallback: historyFallback(shellPage, releases.resolver, renderer),
  });
  app.register(database, { database: db });
  app.register(pagesVersion, { db: db.db });
  app.register(site, { layout, remoteUrls: config.remotes });
  app.register(uploads, images.served);
  app.register(runtimeConfigRoutes, {
    base: {
      apiBase: config.apiBase,
      geoLookupUrl: config.geoLookupUrl,
      vitalsSampleRate: config.vitalsSampleRate,
    },
    releases: releases.resolver,
  });
  app.register(releaseFileRoutes, { releases });
  // For search engines, at the site's root: the history fallback would answer them a page.
  app.register(siteIndexRoutes, { siteUrl: config.publicUrl, sitemap: services.sitemap });
  app.register(multipart);
  app.register(auth, {
    resolveCaller: (token) => services.signIn.authenticate(token),
    resolveDeployer: (token) => deployTokens.authenticate(token),
  });
  // Parsed only where read (the auth calls), not on every request.
  app.register(cookie, { hook: false });
  if (options.rateLimits !== false) {
    app.register(rateLimits, {
      redisUrl: config.redisUrl,
      onRefused: (route) => metrics.rateLimited(route),
      ...options.rateLimits,
    });
  }
  app.register(apiDocs);

  // The API: every call of the contract, by its path below /api.
  app.register(
    async (api) => {
      // Other origins (CORS_ORIGINS; the dev servers in development) may call the API, nothing
      // else: the site's files carry their own header for remotes on other origins.
      await api.register(cors, apiCors(config.corsOrigins));
      // Answers hold staff data and tokens: no cache (shared or the browser's) keeps them.
      api.addHook('onSend', (_request, reply, payload, done) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        done(null, payload);
      });
      api.register(healthRoutes, {
        prefix: '/health',
        database: db.kind,
        checks: [{ name: 'database', run: () => pingDatabase(db.db) }],
        readiness: [
          { name: 'database', run: () => pingDatabase(db.db) },
          ...(redisCheck ? [redisCheck] : []),
          imageStoreCheck(images.files),
        ],
      });
      api.register(authRoutes, {
        signIn: services.signIn,
        sessions: services.sessions,
        ownAccount: services.ownAccount,
        staffAdmin: services.staffAdmin,
        directory: services.directory,
        otp: services.otp,
      });
      api.register(blogRoutes, { blogs: services.blogs });
      api.register(carouselRoutes, { carousel: services.carousel });
      api.register(othersRoutes, { others: services.others });
      api.register(enquiryRoutes, { enquiries: services.enquiries });
      api.register(releaseRoutes, { releases, deployTokens });
      api.register(vitalsRoutes, { vitals });
      api.register(appointmentRoutes, {
        bookings: services.bookings,
        schedule: services.schedule,
      });
    },
    { prefix: '/api' },
  );

  return app;
}
