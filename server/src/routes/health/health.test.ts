import Fastify from 'fastify';
import { healthSchema } from 'shared-data/contract';
import { buildTestApp, createSiteFixture, logCollector } from '../../testing/site-fixture';
import { healthRoutes } from './health.routes';

describe('GET /api/health', () => {
  it('answers ok with the uptime in seconds', async () => {
    const fixture = createSiteFixture();
    const app = buildTestApp(fixture.root);
    try {
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(200);
      const body = healthSchema.parse(res.json());
      expect(body.status).toBe('ok');
      expect(Number.isInteger(body.uptime)).toBe(true);
      expect(body.uptime).toBeGreaterThanOrEqual(0);
      expect(body.uptime).toBeLessThanOrEqual(process.uptime());
      // Like every API answer: never kept by a cache.
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
      fixture.remove();
    }
  });

  it('answers 503 naming the failed check, and logs its cause', async () => {
    const log = logCollector();
    const app = Fastify({ logger: { level: 'error', stream: log } });
    await app.register(healthRoutes, {
      prefix: '/api/health',
      database: 'sqlite',
      checks: [
        { name: 'database', run: () => Promise.reject(new Error('SQLITE_CANTOPEN')) },
        { name: 'mail', run: () => Promise.resolve() },
      ],
    });
    try {
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 503, msg: 'Health check failed: database' });
      expect(log.text()).toContain('SQLITE_CANTOPEN');
    } finally {
      await app.close();
    }
  });
});
