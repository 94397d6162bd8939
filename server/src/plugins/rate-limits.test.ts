import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { endpoints, type CallName } from 'shared-data/contract';
import { createTestApi, multipartBody, type TestApi } from '../testing/api';
import { LIMITS_BY_CALL } from '../core/call-limits';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Answers whether Redis answers a PING within a second; the shared-counter test needs it. */
async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A request the limiter counts: it counts before the body is read, so an empty one does. */
function send(api: TestApi, name: CallName, ip: string) {
  const call = endpoints[name];
  const body =
    call.body === 'multipart'
      ? multipartBody([])
      : { payload: {}, headers: {} as Record<string, string> };
  return api.app.inject({
    method: call.method,
    url: `/api/${call.path}`,
    payload: body.payload,
    headers: body.headers,
    remoteAddress: ip,
  });
}

const LIMITED = Object.entries(LIMITS_BY_CALL) as [CallName, { max: number; timeWindow: number }][];

describe('rate limits', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi('sqlite', {}, { rateLimits: {} });
  });
  afterEach(() => api.close());

  it('limits sign-in, registration, codes, resets, enquiries, bookings, consents, privacy calls, refreshes and speed reports', () => {
    expect(LIMITED.map(([name]) => name).sort()).toEqual(
      [
        'createAppointment',
        'createEnquiry',
        'moveManagedAppointment',
        'privacyCode',
        'privacyCorrect',
        'privacyErase',
        'privacyExport',
        'privacyRequest',
        'privacyWithdraw',
        'refreshToken',
        'register',
        'reportVitals',
        'requestOtp',
        'resetPassword',
        'setManagedConsent',
        'signIn',
      ].sort(),
    );
  });

  it.each(LIMITED)(
    '%s: refuses the next request from that IP with a 429 saying when',
    async (name, limit) => {
      for (let i = 0; i < limit.max; i += 1) {
        expect((await send(api, name, '203.0.113.7')).statusCode).not.toBe(429);
      }
      const refused = await send(api, name, '203.0.113.7');
      expect(refused.statusCode).toBe(429);
      // The window started with the first request: what is left of it, in words.
      const minutes = Math.round(limit.timeWindow / 60_000);
      expect(refused.json()).toEqual({
        status: 429,
        msg:
          minutes > 1
            ? `Too many requests, try again in ${minutes} minutes`
            : expect.stringMatching(/^Too many requests, try again in (\d+ seconds|1 minute)$/),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address, and another limited call, are counted apart.
      expect((await send(api, name, '198.51.100.20')).statusCode).not.toBe(429);
      const other = LIMITED.find(([n]) => n !== name)?.[0] ?? 'signIn';
      expect((await send(api, other, '203.0.113.7')).statusCode).not.toBe(429);
    },
  );

  it('counts by address, whatever email the body names', async () => {
    const { max } = LIMITS_BY_CALL.signIn ?? { max: 0 };
    for (let i = 0; i <= max; i += 1) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/auth/signin/staff',
        payload: { email: `guess${i}@example.com`, password: 'guess' },
        remoteAddress: '203.0.113.9',
      });
      expect(res.statusCode).toBe(i < max ? 401 : 429);
    }
  });

  it('leaves calls without a limit alone', async () => {
    for (let i = 0; i < 50; i += 1) {
      expect(
        (await api.app.inject({ url: '/api/blog/', remoteAddress: '203.0.113.7' })).statusCode,
      ).toBe(200);
    }
  });
});

describe('rate limits shared through Redis', () => {
  const nameSpace = `vetportal-test-${randomBytes(4).toString('hex')}-`;
  let available = false;
  const apis: TestApi[] = [];

  beforeAll(async () => {
    available = await redisAnswers();
    if (!available) {
      console.warn(`Redis does not answer at ${REDIS_URL}: the shared-counter test is skipped`);
    }
  });

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.close()));
    if (!available) return;
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${nameSpace}*`);
      if (keys.length) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  it('counts requests to two instances together', async () => {
    if (!available) return;
    for (let i = 0; i < 2; i += 1) {
      apis.push(await createTestApi('sqlite', { REDIS_URL }, { rateLimits: { nameSpace } }));
    }
    const [first, second] = apis as [TestApi, TestApi];
    const { max } = LIMITS_BY_CALL.register ?? { max: 0 };
    for (let i = 0; i < max; i += 1) {
      const api = i % 2 === 0 ? first : second;
      expect((await send(api, 'register', '203.0.113.50')).statusCode).toBe(400);
    }
    expect((await send(first, 'register', '203.0.113.50')).statusCode).toBe(429);
    expect((await send(second, 'register', '203.0.113.50')).statusCode).toBe(429);
    const redis = new Redis(REDIS_URL);
    try {
      expect((await redis.keys(`${nameSpace}*`)).length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});
