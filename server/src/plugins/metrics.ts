import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseKind } from '../core/database';
import { errorBody } from '../core/errors';
import type { Mailer } from '../core/mailer';
import { NO_METRICS, type ServiceMetrics } from '../core/metrics';
import type { PoolFigures } from './database';

/** The route label of a request no route matched (a miss, a page of the history fallback). */
export const UNMATCHED = 'unmatched';

/**
 * The server's Prometheus metrics, one registry per app (tests build many apps in one process).
 * Made before the plugins, so the mailer, the image service and the rate limits can record.
 */
export interface AppMetrics extends ServiceMetrics {
  /** False without METRICS_TOKEN: nothing is recorded and no hook runs. */
  readonly enabled: boolean;
  readonly registry: Registry;
  /** A request the rate limits refused with a 429, by route pattern. */
  rateLimited(route: string): void;
  /** The mailer, counting each message sent and each that failed. */
  countMail(mailer: Mailer): Mailer;
}

export function createMetrics({ enabled }: { enabled: boolean }): AppMetrics {
  const registry = new Registry();
  if (!enabled) {
    return {
      ...NO_METRICS,
      enabled,
      registry,
      rateLimited: () => undefined,
      countMail: (mailer) => mailer,
    };
  }
  // Process figures (CPU, memory, event-loop delay, handles), with the usual names.
  collectDefaultMetrics({ register: registry });
  const images = new Histogram({
    name: 'image_processing_duration_seconds',
    help: 'Time to check an uploaded image and write its WebP variants; outcome ok or refused',
    labelNames: ['outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with a 429 by the rate limits, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const mailSent = new Counter({
    name: 'mail_sent_total',
    help: 'Messages the SMTP server accepted (or written to the outbox)',
    registers: [registry],
  });
  const mailFailed = new Counter({
    name: 'mail_failed_total',
    help: 'Messages that could not be sent',
    registers: [registry],
  });
  return {
    enabled,
    registry,
    imageProcessed: (seconds, outcome) => images.observe({ outcome }, seconds),
    rateLimited: (route) => refusals.inc({ route }),
    countMail: (mailer) => ({
      async send(message) {
        try {
          await mailer.send(message);
        } catch (error) {
          mailFailed.inc();
          throw error;
        }
        mailSent.inc();
      },
      close: () => mailer.close(),
    }),
  };
}

export interface MetricsOptions {
  metrics: AppMetrics;
  /** METRICS_TOKEN; undefined: GET /metrics answers 404. */
  token: string | undefined;
  database: { kind: DatabaseKind; pool?: PoolFigures };
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** The request's Bearer token is the configured one (compared in constant time). */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), expected);
}

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN
 * (`Authorization: Bearer <token>`; 401 otherwise). Records every request's duration by method,
 * route pattern and status; the database pool is read at each scrape. Without a token: 404 and
 * no hook.
 */
export const metrics = fp<MetricsOptions>(
  async (app, { metrics: appMetrics, token, database }) => {
    if (!token || !appMetrics.enabled) {
      // Answered here, not left to the history fallback, which would send the shell's page.
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) =>
        reply.code(404).send(errorBody(404, `Route GET ${request.url} not found`)),
      );
      return;
    }
    const registry = appMetrics.registry;
    const expected = digest(token);

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    });
    // The labelled series of each method, route and status: looked up, not built, per request.
    const series = new Map<string, { observe(seconds: number): void }>();
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED;
      const key = `${request.method} ${reply.statusCode} ${route}`;
      let child = series.get(key);
      if (!child) {
        child = duration.labels(request.method, route, String(reply.statusCode));
        series.set(key, child);
      }
      // Fastify times every reply itself (milliseconds).
      child.observe(reply.elapsedTime / 1000);
      done();
    });

    const { pool, kind } = database;
    const poolGauge = (name: string, help: string, read: (pool: PoolFigures) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['database'] as const,
        registers: [registry],
        collect() {
          if (pool) this.set({ database: kind }, read(pool));
          // SQLite: one connection, always open; it has no idle or waiting figures.
          else if (name === 'db_pool_connections') this.set({ database: kind }, 1);
        },
      });
    poolGauge('db_pool_connections', 'Open database connections', (p) => p.totalCount);
    poolGauge('db_pool_idle_connections', 'Open connections not in use', (p) => p.idleCount);
    poolGauge(
      'db_pool_waiting_requests',
      'Queries waiting for a free connection',
      (p) => p.waitingCount,
    );

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request, expected)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send(errorBody(401, 'A valid metrics token is required'));
      }
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics', fastify: '5.x' },
);
