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
import { bodyTypes } from './plugins/body-types';
import { compression } from './plugins/compression';
import { apiDocs } from './plugins/api-docs';
import { auth } from './plugins/auth';
import { database, openDatabase, pingDatabase, type Database } from './plugins/database';
import { clientErrorsWith, errors, frameworkErrorsWith } from './plugins/errors';
import { historyFallback } from './plugins/history-fallback';
import { createMailer } from './plugins/mail';
import { createSmsSender } from './plugins/sms';
import { appointmentRoutes } from './routes/appointments/appointments.routes';
import { startHolidayCalendar, startReminderWorker } from './services/booking';
import { startPublishWorker } from './services/blog';
import { createAuditService, startAuditRetention } from './services/audit-service';
import { auditRoutes } from './routes/audit/audit.routes';
import { privacyRoutes } from './routes/privacy/privacy.routes';
import { createRetentionService, startRetention } from './services/privacy';
import { outboxFiles } from './plugins/outbox-files';
import { multipart } from './plugins/multipart';
import { rateLimits } from './plugins/rate-limits';
import { requestLogSerializer } from './plugins/request-log';
import { securityHeaders, securityHeaderSets } from './plugins/security-headers';
import { ShellPage } from './render/shell-page';
import { site } from './plugins/site';
import { inspectSite } from './render/site-layout';
import { imageStoreOver } from './core/images';
import { openImageFiles, uploads } from './plugins/uploads';
import { authRoutes } from './routes/auth/auth.routes';
import { blogRoutes } from './routes/blog/blog.routes';
import { carouselRoutes } from './routes/carousel/carousel.routes';
import { enquiryRoutes } from './routes/enquiry/enquiry.routes';
import { healthRoutes } from './routes/health/health.routes';
import { othersRoutes } from './routes/others/others.routes';
import { privacyNoticeRoutes } from './routes/privacy-notice/privacy-notice.routes';
import { privacyFactsOf } from './routes/privacy-notice/privacy-facts';
import { releaseFileRoutes, releaseRoutes } from './routes/releases/releases.routes';
import { runtimeConfigRoutes } from './routes/runtime-config/runtime-config.routes';
import { vitalsRoutes } from './routes/vitals/vitals.routes';
import { siteIndexRoutes } from './routes/site-index/site-index.routes';
import { serviceWorkerRoutes } from './routes/service-worker/service-worker.routes';
import { createDeployTokenService } from './services/deploy-token-service';
import { createReleaseService, providedBy, type SiteProvides } from './services/releases';
import { createVitalsService } from './services/vitals-service';
import { createImageService } from './services/image-service';
import { createServices, type Services } from './services';
import { createTokenService, resolveJwtSecret } from './services/accounts';
import { readinessRedisCheck } from './plugins/redis-check';
import { createMetrics, metrics as metricsPlugin } from './plugins/metrics';
import { imageStoreCheck } from './plugins/image-store-check';
import { createPageRenderer } from './render/create-renderer';
import { shortLinkRoutes } from './routes/appointments/short-link.routes';
import { contactFormRoutes } from './routes/contact-form/contact-form.routes';
import { pagesVersion } from './render/pages-version';
import { canonicalPath, isSitePage } from './render/page-head';
import { BLOG_POSTS_SLICE, SITE_ROUTES, sitePath } from 'shared-data/contract';
import { visitorBucket } from './core/visitor-bucket';
import type { PreviewRenderer } from './routes/blog/blog.routes';

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

/** What a request still arriving on an open connection gets while the server closes. */
export const CLOSING_MESSAGE = 'The server is restarting: please try again in a moment';

/**
 * Once the server closes (SIGTERM), the requests in flight finish, and a request that still
 * arrives on a connection kept open is answered 503 `{ status, msg }` with the site's headers,
 * and its connection closed, so a load balancer or browser retries elsewhere.
 */
function answeredWhileClosing(app: FastifyInstance, headers: Record<string, string>): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply
      .headers(headers)
      .header('connection', 'close')
      .code(503)
      .send({ status: 503, msg: CLOSING_MESSAGE });
  });
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
    // Fastify's own answer while closing is not { status, msg }: answeredWhileClosing's is.
    return503OnClosing: false,
    // A hop count: trust that many proxies in front (the types only take it as a function).
    // Never `true` (config.ts refuses it): a client would pick its own address.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  });
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
  // Reminders: every instance looks for due jobs; the database hands each job to one of them.
  // Started once the app is ready, stopped (a pass under way finished) before anything closes.
  let reminderWorker: { stop(): Promise<void> } | undefined;
  if (config.reminderPollSeconds > 0) {
    app.addHook('onReady', async () => {
      reminderWorker = startReminderWorker(services.reminders, config.reminderPollSeconds, app.log);
    });
  }
  // Scheduled blog posts: every instance looks for due ones; the database publishes each once.
  let publishWorker: { stop(): Promise<void> } | undefined;
  if (config.publishPollSeconds > 0) {
    app.addHook('onReady', async () => {
      publishWorker = startPublishWorker(services.blogs, config.publishPollSeconds, app.log);
    });
  }
  // The activity log's retention: every instance asks, the database lets one of them prune.
  let auditRetention: { stop(): Promise<void> } | undefined;
  // Next year's public holidays, added once by whichever instance comes first.
  let holidayCalendar: { stop(): Promise<void> } | undefined;
  // People's data past its retention period: every instance asks, one of them does it.
  let dataRetention: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    auditRetention = startAuditRetention(audit, app.log);
    dataRetention = startRetention(retention, app.log);
    holidayCalendar = startHolidayCalendar(services.ctx);
  });
  // Before the database closes: the reminder, publishing and retention passes and a clean-up of
  // old versions under way finish first.
  app.addHook('preClose', async () => {
    await reminderWorker?.stop();
    await publishWorker?.stop();
    await auditRetention?.stop();
    await holidayCalendar?.stop();
    await dataRetention?.stop();
    await releases.settled();
    await services.enquiries.acknowledgementsSettled();
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
  // A staff preview: the post's page rendered as visitors will see it, from the post given
  // (the blog remote finds it in its loaded list), never cached.
  const blogPreview: PreviewRenderer | undefined = renderer
    ? async (blog, request, reply) =>
        renderer.preview({
          path: sitePath(SITE_ROUTES.blog.detail, { blog_id: blog.blog_id }),
          visitor: request.ip,
          chosen: await releases.resolver.choose(visitorBucket(request, reply)),
          state: { [BLOG_POSTS_SLICE]: { isLoading: false, status: 'loaded', items: [blog] } },
        })
    : undefined;

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
      api.register(blogRoutes, { blogs: services.blogs, preview: blogPreview });
      api.register(carouselRoutes, { carousel: services.carousel });
      api.register(othersRoutes, { others: services.others });
      api.register(enquiryRoutes, { enquiries: services.enquiries });
      api.register(releaseRoutes, { releases, deployTokens });
      api.register(vitalsRoutes, { vitals });
      api.register(auditRoutes, { audit });
      api.register(privacyNoticeRoutes, { facts: privacyFactsOf(config) });
      api.register(privacyRoutes, { privacy: services.privacy });
      api.register(appointmentRoutes, {
        bookings: services.bookings,
        schedule: services.schedule,
      });
    },
    { prefix: '/api' },
  );

  return app;
}
