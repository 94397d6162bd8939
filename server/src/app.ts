import { createHmac } from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Clock } from './core/clock';
import { apiCors } from './plugins/api-cors';
import { bodyTypes } from './plugins/body-types';
import { compression } from './plugins/compression';
import { apiDocs } from './plugins/api-docs';
import { auth } from './plugins/auth';
import { database, openDatabase, pingDatabase, type Database } from './plugins/database';
import { errors } from './plugins/errors';
import { serverOptions } from './plugins/server-options';
import { historyFallback } from './plugins/history-fallback';
import { createMailer } from './plugins/mail';
import { createSmsSender } from './plugins/sms';
import { startHolidayCalendar, startReminderWorker } from './services/booking';
import { startPublishWorker } from './services/blog';
import { createAuditService, startAuditRetention } from './services/audit-service';
import { createRetentionService, startRetention } from './services/privacy';
import { outboxFiles } from './plugins/outbox-files';
import { answeredWhileClosing } from './plugins/closing';
import { backgroundWork } from './plugins/background-work';
import { multipart } from './plugins/multipart';
import { rateLimits } from './plugins/rate-limits';
import { securityHeaders, securityHeaderSets } from './plugins/security-headers';
import { ShellPage } from './render/shell-page';
import { site } from './plugins/site';
import { inspectSite } from './render/site-layout';
import { imageStoreOver } from './core/images';
import { openImageFiles, uploads } from './plugins/uploads';
import { privacyFactsOf } from './routes/privacy-notice/privacy-facts';
import { releaseFileRoutes } from './routes/releases/releases.routes';
import { apiRoutes } from './routes/api.routes';
import { runtimeConfigRoutes } from './routes/runtime-config/runtime-config.routes';
import { siteIndexRoutes } from './routes/site-index/site-index.routes';
import { serviceWorkerRoutes } from './routes/service-worker/service-worker.routes';
import { languageRoutes } from './routes/language/language.routes';
import { createDeployTokenService } from './services/deploy-token-service';
import { createReleaseService } from './services/releases';
import { siteProvidesReader } from './render/site-provides';
import { createVitalsService } from './services/vitals-service';
import { createImageService } from './services/image-service';
import { createServices, type Services } from './services';
import { createTokenService, resolveJwtSecret } from './services/accounts';
import { readinessRedisCheck } from './plugins/redis-check';
import { createMetrics, metrics as metricsPlugin } from './plugins/metrics';
import { imageStoreCheck } from './plugins/image-store-check';
import { createPageRenderer } from './render/create-renderer';
import { blogPreviewOf } from './render/blog-preview';
import { askAheadOf, warmPages, type WarmedPages } from './render/warm-pages';
import { PAGES_AHEAD } from './services/sitemap-service';
import { shortLinkRoutes } from './routes/appointments/short-link.routes';
import { contactFormRoutes } from './routes/contact-form/contact-form.routes';
import { pagesVersion } from './render/pages-version';
import { canonicalPath, isSitePage } from './render/page-head';

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
    audit: ReturnType<typeof createAuditService>;
    retention: ReturnType<typeof createRetentionService>;
    /**
     * Renders the public pages once before visitors ask (render/warm-pages.ts); null when pages
     * are not rendered on the server.
     */
    warmPages: (signal: AbortSignal) => Promise<WarmedPages | null>;
  }
}

// A request arriving while the server closes is answered 503 (plugins/closing.ts).
export { CLOSING_MESSAGE } from './plugins/closing';

/** The whole server, ready for listen() or inject(). */
export function buildApp(config: Config, options: BuildOptions = {}): FastifyInstance {
  const headerSets = securityHeaderSets(config);
  const app = Fastify(serverOptions(config, headerSets.own, options.logStream));
  answeredWhileClosing(app, headerSets.own);
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
      privacy: createHmac('sha256', secret).update('privacy codes').digest(),
    },
    {
      publicUrl: config.publicUrl,
      vaccinationReminderDays: config.vaccinationReminderDays,
      sms: createSmsSender({
        ...config.sms,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
      retention: config.retention,
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
  const audit = createAuditService(services.ctx, { retentionDays: config.auditRetentionDays });
  app.decorate('audit', audit);
  const retention = createRetentionService(services.ctx, {
    days: services.retention,
    outbox: outboxFiles(path.join(config.dataDir, 'outbox')),
  });
  app.decorate('retention', retention);
  // Work beside the requests, started once the app is ready; before the database closes, a pass
  // under way finishes, and so do a clean-up of old versions and the acknowledgements under way.
  backgroundWork(
    app,
    [
      // Reminders: every instance looks for due jobs; the database hands each job to one of them.
      ...(config.reminderPollSeconds > 0
        ? [() => startReminderWorker(services.reminders, config.reminderPollSeconds, app.log)]
        : []),
      // Scheduled blog posts: every instance looks for due ones; the database publishes each once.
      ...(config.publishPollSeconds > 0
        ? [() => startPublishWorker(services.blogs, config.publishPollSeconds, app.log)]
        : []),
      // The activity log's retention: every instance asks, the database lets one of them prune.
      () => startAuditRetention(audit, app.log),
      // People's data past its retention period: every instance asks, one of them does it.
      () => startRetention(retention, app.log),
      // Next year's public holidays, added once by whichever instance comes first.
      () => startHolidayCalendar(services.ctx),
    ],
    [() => releases.settled(), () => services.enquiries.acknowledgementsSettled()],
  );
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
  app.decorate('warmPages', async (signal: AbortSignal) =>
    renderer ? warmPages(askAheadOf(renderer, releases.resolver), PAGES_AHEAD, signal) : null,
  );
  // A staff preview of a post, rendered as visitors will see it (render/blog-preview.ts).
  const blogPreview = renderer ? blogPreviewOf(renderer, releases.resolver) : undefined;

  // In the order the plugins' declared dependencies need: errors before those that rely on it.
  // First: its timing hook then covers every route and the not-found answers.
  app.register(metricsPlugin, { metrics, token: config.metricsToken, database: db });
  app.register(securityHeaders, { sets: headerSets });
  app.register(errors, {
    fallback: historyFallback(shellPage, releases.resolver, renderer),
    isPage: (pathname) => isSitePage(canonicalPath(pathname)),
  });
  // Before any route: its onRoute hook marks which routes compress their answers.
  app.register(compression);
  app.register(bodyTypes);
  app.register(database, { database: db });
  // A request still in flight at preClose may start an acknowledgement after it; by onClose
  // every request is done. Registered after the database plugin, this onClose runs before its
  // (Fastify closes in the reverse order things were added) and before the mailer's above.
  app.after(() => {
    app.addHook('onClose', async () => {
      await services.enquiries.acknowledgementsSettled();
    });
  });
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
  // The language switch: remembers the language chosen, then the same page in it.
  app.register(languageRoutes, { siteUrl: config.publicUrl });
  // The service worker, or with SERVICE_WORKER=off the one that removes itself.
  app.register(serviceWorkerRoutes, {
    enabled: config.serviceWorker,
    shellDist: layout.shell.dist,
  });
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
  // The contact form posted without JavaScript: it makes the enquiry by the API's own call.
  app.register(contactFormRoutes, {
    siteUrl: config.publicUrl,
    renderer,
    releases: shellPage ? releases.resolver : undefined,
  });

  // A booking's short manage link (text messages), on to its manage page.
  app.register(shortLinkRoutes, { bookings: services.bookings });

  // The API: every call of the contract, by its path below /api.
  app.register(apiRoutes, {
    prefix: '/api',
    // Other origins (CORS_ORIGINS; the dev servers in development) may call the API.
    cors: apiCors(config.corsOrigins),
    health: {
      database: db.kind,
      checks: [{ name: 'database', run: () => pingDatabase(db.db) }],
      readiness: [
        { name: 'database', run: () => pingDatabase(db.db) },
        ...(redisCheck ? [redisCheck] : []),
        imageStoreCheck(images.files),
      ],
    },
    services,
    releases,
    deployTokens,
    vitals,
    audit,
    privacyFacts: privacyFactsOf(config),
    blogPreview,
  });

  return app;
}
