import { endpoints } from 'shared-data/contract';
import { LIMITS_BY_CALL } from '../core/call-limits';
import { bearer, createTestApi, injectForm, jpeg, type TestApi } from '../testing/api';
import { testDatabaseKinds } from '../testing/database';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The exposition text, as Prometheus scrapes it. */
async function scrape(api: TestApi): Promise<string> {
  const res = await api.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of one sample line (name and labels exactly), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Scrapes until the sample has that value (mail is sent after the answer), at most 5 s. */
async function eventually(api: TestApi, series: string, value: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (sample(await scrape(api), series) !== value) {
    if (Date.now() > deadline) {
      throw new Error(`${series} never reached ${value}:\n${await scrape(api)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('sqlite');
  });
  afterAll(() => api.close());

  it('answers a JSON 404, even to a browser asking for a page', async () => {
    for (const headers of [{}, { accept: 'text/html' }, bearer(TOKEN)]) {
      const res = await api.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, msg: 'Route GET /metrics not found' });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi('sqlite', { METRICS_TOKEN: TOKEN });
  });
  afterEach(() => api.close());

  it.each([
    ['no token', {}],
    ['another token', bearer('metrics-token-0123456789abcdeX')],
    ['the token in another scheme', { authorization: `Basic ${TOKEN}` }],
  ])('refuses %s with a 401', async (_case, headers) => {
    const res = await api.app.inject({ url: '/metrics', headers });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toEqual({ status: 401, msg: 'A valid metrics token is required' });
  });

  it('times requests by method, route pattern and status, never the raw address', async () => {
    expect((await api.app.inject({ url: '/api/blog/?x=1' })).statusCode).toBe(200);
    expect((await api.app.inject({ url: '/api/blog/' })).statusCode).toBe(200);
    expect((await api.app.inject({ url: '/api/blog/page?q=secret-words' })).statusCode).toBe(401);
    expect((await api.app.inject({ url: '/api/nothing/here' })).statusCode).toBe(404);

    const text = await scrape(api);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/blog/",status_code="200"}',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/blog/",status_code="200"}',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        `http_request_duration_seconds_count{method="GET",route="/api/${endpoints.blogPage.path}",status_code="401"}`,
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('secret-words');
    expect(text).not.toContain('nothing/here');
    // The process figures come along.
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts mail sent', async () => {
    const { email } = await api.account();
    const res = await api.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { email } });
    expect(res.statusCode).toBe(200);
    await eventually(api, 'mail_sent_total', 1);
    expect(sample(await scrape(api), 'mail_failed_total')).toBe(0);
  });

  it('times image processing, refusals apart', async () => {
    const { token } = await api.account({ isAdmin: true });
    const upload = async (image: Buffer) =>
      injectForm(api.app, {
        method: 'POST',
        url: '/api/blog/create',
        token,
        parts: [
          { name: 'title', value: 'Deworming calves' },
          { name: 'image', value: image, filename: 'cover.jpg' },
        ],
      });
    expect((await upload(await jpeg(800, 500))).statusCode).toBe(200);
    expect((await upload(Buffer.from('not a picture'))).statusCode).toBe(415);
    const text = await scrape(api);
    expect(sample(text, 'image_processing_duration_seconds_count{outcome="ok"}')).toBe(1);
    expect(sample(text, 'image_processing_duration_seconds_count{outcome="refused"}')).toBe(1);
    expect(sample(text, 'image_processing_duration_seconds_sum{outcome="ok"}')).toBeGreaterThan(0);
  });
});

describe('mail that fails', () => {
  it('is counted', async () => {
    // Port 1 on loopback: the connection is refused at once.
    const api = await createTestApi('sqlite', {
      METRICS_TOKEN: TOKEN,
      SMTP_URL: 'smtp://127.0.0.1:1',
    });
    try {
      const { email } = await api.account();
      await api.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { email } });
      await eventually(api, 'mail_failed_total', 1);
      expect(sample(await scrape(api), 'mail_sent_total')).toBe(0);
    } finally {
      await api.close();
    }
  });
});

describe('rate-limit refusals', () => {
  it('are counted by route', async () => {
    const api = await createTestApi('sqlite', { METRICS_TOKEN: TOKEN }, { rateLimits: {} });
    try {
      const { max } = LIMITS_BY_CALL.createEnquiry ?? { max: 0 };
      const statuses: number[] = [];
      for (let i = 0; i < max + 2; i += 1) {
        const res = await api.app.inject({
          method: 'POST',
          url: '/api/enquiry/create',
          payload: {},
          remoteAddress: '203.0.113.9',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((status) => status === 429)).toHaveLength(2);
      const text = await scrape(api);
      expect(sample(text, 'rate_limit_refusals_total{route="/api/enquiry/create"}')).toBe(2);
      expect(
        sample(
          text,
          'http_request_duration_seconds_count{method="POST",route="/api/enquiry/create",status_code="429"}',
        ),
      ).toBe(2);
    } finally {
      await api.close();
    }
  });
});

describe.each(testDatabaseKinds())('database pool figures on %s', (kind) => {
  it('are read at each scrape', async () => {
    const api = await createTestApi(kind, { METRICS_TOKEN: TOKEN });
    try {
      await api.app.inject({ url: '/api/blog/' });
      const text = await scrape(api);
      const connections = sample(text, `db_pool_connections{database="${kind}"}`);
      if (kind === 'sqlite') {
        expect(connections).toBe(1);
        expect(text).not.toContain('db_pool_idle_connections{');
      } else {
        expect(connections).toBeGreaterThanOrEqual(1);
        expect(connections).toBeLessThanOrEqual(10);
        const idle = sample(text, `db_pool_idle_connections{database="postgres"}`);
        expect(idle).toBeGreaterThanOrEqual(0);
        expect(idle).toBeLessThanOrEqual(connections ?? 0);
        expect(sample(text, `db_pool_waiting_requests{database="postgres"}`)).toBe(0);
      }
    } finally {
      await api.close();
    }
  });
});
