// Site speed (docs/behaviour.md#site-speed-calls): the shell's reports counted into per-day
// histograms, the administrators' summary computed from the counts, many reports at once from
// two instances, old days removed. On SQLite, and on PostgreSQL when it answers.
import type { LightMyRequestResponse } from 'fastify';
import { Migrator, sql, type Kysely } from 'kysely';
import {
  VITALS,
  addClinicDays,
  clinicDay,
  type VitalsDevice,
  type VitalsMetric,
  type VitalsSummary,
} from 'shared-data/contract';
import { buildApp } from '../../app';
import { migrationProvider } from '../../migrations';
import { migrateToLatest, openDatabase } from '../../plugins/database';
import { VITALS_PURGE_KEY } from '../../services/vitals-service';
import { RESOLUTION, bucketOf } from '../../services/vitals-histogram';
import { bearer, createTestApi, testConfig, type TestApi } from '../../testing/api';
import { createTestDatabase, testDatabaseKinds } from '../../testing/database';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** An event as the shell sends it (the server checks its route). */
type Measurement = { route: string; metric: VitalsMetric; value: number };
type Row = {
  day: string;
  route: string;
  metric: string;
  device: string;
  bucket: number;
  samples: number;
};

/** `count` values spread evenly from `step` to `count * step`, in a shuffled order. */
function evenly(step: number, count = 100): number[] {
  const values = Array.from({ length: count }, (_, i) => (i + 1) * step);
  // A fixed shuffle: the order a report arrives in must not matter.
  return values
    .map((v, i) => ({ v, k: (i * 37) % count }))
    .sort((a, b) => a.k - b.k)
    .map((e) => e.v);
}

describe.each(testDatabaseKinds())('site speed on %s', (kind) => {
  let api: TestApi;
  let admin: string;

  beforeEach(async () => {
    api = await createTestApi(kind);
    admin = (await api.account({ isAdmin: true })).token;
  });
  afterEach(() => api.close());

  const report = (
    payload: unknown,
    contentType = 'application/json',
    app = api.app,
    remoteAddress = '127.0.0.1',
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress,
    });
  let addresses = 0;
  /** An address no report of this test came from yet: a new source. */
  const newAddress = () => {
    addresses += 1;
    return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
  };
  /**
   * Sends the events as real visits do: at most 10 a report, each report from an address of its
   * own holding at most VITALS.samplesPerSource of a route's metric. Answers the addresses used.
   */
  async function reportAll(events: Measurement[], device?: VitalsDevice): Promise<number> {
    let used = 0;
    let batch: Measurement[] = [];
    const send = async () => {
      used += 1;
      const body = device ? { device, events: batch } : { events: batch };
      const res = await report(body, 'application/json', api.app, newAddress());
      expect([res.statusCode, res.body]).toEqual([200, JSON.stringify({ recorded: batch.length })]);
      batch = [];
    };
    for (const event of events) {
      const same = batch.filter((e) => e.route === event.route && e.metric === event.metric);
      if (batch.length === 10 || same.length === VITALS.samplesPerSource) await send();
      batch.push(event);
    }
    if (batch.length) await send();
    return used;
  }
  const rows = async (): Promise<Row[]> =>
    (await api.database.db.selectFrom('web_vitals').selectAll().execute())
      .map((row) => ({ ...row, bucket: Number(row.bucket), samples: Number(row.samples) }))
      .sort((a, b) =>
        `${a.day}${a.route}${a.metric}${a.device}${a.bucket}`.localeCompare(
          `${b.day}${b.route}${b.metric}${b.device}${b.bucket}`,
        ),
      );
  async function summary(token = admin): Promise<VitalsSummary> {
    const res = await api.app.inject({ url: '/api/vitals/summary', headers: bearer(token) });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json<VitalsSummary>();
  }
  const at = (offsetMs: number, work: () => Promise<unknown>) => async () => {
    api.advance(offsetMs);
    try {
      await work();
    } finally {
      api.advance(-offsetMs);
    }
  };

  it('counts a report into today’s histogram of each route and metric', async () => {
    const res = await report({
      events: [
        { route: '/blogs/:blog_id', metric: 'LCP', value: 2140.5 },
        { route: '/blogs/:blog_id', metric: 'LCP', value: 2141 },
        { route: '/', metric: 'CLS', value: 0 },
        { route: '/book_appointment/manage/:token', metric: 'TTFB', value: 312 },
      ],
    });
    expect([res.statusCode, res.json()]).toEqual([200, { recorded: 4 }]);
    const today = clinicDay();
    expect(await rows()).toEqual(
      [
        { day: today, route: '/', metric: 'CLS', device: 'unknown', bucket: 0, samples: 1 },
        {
          day: today,
          route: '/blogs/:blog_id',
          metric: 'LCP',
          device: 'unknown',
          bucket: bucketOf('LCP', 2140.5),
          samples: 2,
        },
        {
          day: today,
          route: '/book_appointment/manage/:token',
          metric: 'TTFB',
          device: 'unknown',
          bucket: bucketOf('TTFB', 312),
          samples: 1,
        },
      ].sort((a, b) =>
        `${a.day}${a.route}${a.metric}${a.bucket}`.localeCompare(
          `${b.day}${b.route}${b.metric}${b.bucket}`,
        ),
      ),
    );
    // Another report adds to the same bucket.
    await report({ events: [{ route: '/', metric: 'CLS', value: 0.0004 }] });
    expect((await rows()).find((row) => row.metric === 'CLS')?.samples).toBe(2);
  });

  it('takes the report as text/plain, as navigator.sendBeacon sends it, without a session', async () => {
    const res = await report(
      JSON.stringify({ events: [{ route: '/contact', metric: 'INP', value: 96 }] }),
      'text/plain;charset=UTF-8',
    );
    expect([res.statusCode, res.json()]).toEqual([200, { recorded: 1 }]);
    expect(res.headers['www-authenticate']).toBeUndefined();
    expect(await rows()).toEqual([
      {
        day: clinicDay(),
        route: '/contact',
        metric: 'INP',
        device: 'unknown',
        bucket: bucketOf('INP', 96),
        samples: 1,
      },
    ]);
  });

  it('keeps nothing about the visitor: keys other than route, metric and value are dropped', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Visitor', cookie: 'vp_bucket=42' },
      payload: {
        events: [
          {
            route: '/services',
            metric: 'LCP',
            value: 1900,
            url: '/services?email=jane@example.com',
            user_agent: 'Mozilla/5.0',
            id: 'v5-1700000000000-123',
          },
        ],
        user_id: 'u-7',
      },
    });
    expect(res.statusCode).toBe(200);
    const stored = await api.database.db.selectFrom('web_vitals').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual([
      'bucket',
      'day',
      'device',
      'metric',
      'route',
      'samples',
    ]);
    expect(JSON.stringify(stored)).not.toMatch(/jane|Mozilla|v5-|u-7|42/);
    // The source is a keyed hash of the address, never the address.
    const sources = await api.database.db.selectFrom('web_vitals_sources').selectAll().execute();
    expect(sources).toHaveLength(1);
    expect(Object.keys(sources[0] ?? {}).sort()).toEqual([
      'day',
      'metric',
      'route',
      'samples',
      'source',
    ]);
    expect(JSON.stringify(sources)).not.toMatch(/127\.0\.0\.1|jane|Mozilla|42/);
  });

  it('takes the device a report names and splits the 28 days’ figures by it', async () => {
    // 40 phone visits with LCPs of 100 ms to 4 s (p75 3 s), 20 from computers of 50 ms to 1 s
    // (p75 750 ms), and 8 old beacons without a device, all on the home page.
    const phones = await reportAll(
      evenly(100, 40).map((value) => ({ route: '/', metric: 'LCP', value })),
      'phone',
    );
    const computers = await reportAll(
      evenly(50, 20).map((value) => ({ route: '/', metric: 'LCP', value })),
      'desktop',
    );
    const unknown = await reportAll(
      evenly(10, 8).map((value) => ({ route: '/', metric: 'LCP', value })),
    );

    const stored = await rows();
    const samplesOf = (device: string) =>
      stored.filter((row) => row.device === device).reduce((sum, row) => sum + row.samples, 0);
    expect([samplesOf('phone'), samplesOf('desktop'), samplesOf('unknown')]).toEqual([40, 20, 8]);

    const lcp = (await summary()).routes[0]?.metrics.find((m) => m.metric === 'LCP');
    // Every device together, as before.
    expect(lcp).toMatchObject({ samples_28d: 68, sources_28d: phones + computers + unknown });
    expect(lcp?.devices.map((d) => [d.device, d.samples_28d, d.sources_28d])).toEqual([
      ['phone', 40, phones],
      ['desktop', 20, computers],
      ['unknown', 8, unknown],
    ]);
    const p75Of = (device: string) => lcp?.devices.find((d) => d.device === device)?.p75_28d;
    expect(Math.abs((p75Of('phone') ?? NaN) - 3000) / 3000).toBeLessThanOrEqual(RESOLUTION);
    expect(Math.abs((p75Of('desktop') ?? NaN) - 750) / 750).toBeLessThanOrEqual(RESOLUTION);
    expect(Math.abs((p75Of('unknown') ?? NaN) - 60) / 60).toBeLessThanOrEqual(RESOLUTION);
    // A measure without samples: every class present, without a p75.
    const inp = (await summary()).routes[0]?.metrics.find((m) => m.metric === 'INP');
    expect(inp?.devices).toEqual(
      ['phone', 'desktop', 'unknown'].map((device) => ({
        device,
        p75_28d: null,
        samples_28d: 0,
        sources_28d: 0,
      })),
    );
  });

  it('still takes a report without a device, as the SPEC-era beacon sends it, as unknown', async () => {
    const res = await report(
      JSON.stringify({ events: [{ route: '/services', metric: 'CLS', value: 0.02 }] }),
      'text/plain;charset=UTF-8',
    );
    expect([res.statusCode, res.json()]).toEqual([200, { recorded: 1 }]);
    expect((await rows()).map((row) => row.device)).toEqual(['unknown']);
    const counts = await api.database.db
      .selectFrom('web_vitals_source_counts')
      .selectAll()
      .execute();
    expect(counts.map((row) => [row.device, Number(row.sources)])).toEqual([['unknown', 1]]);
  });

  it('keeps a source to its daily share whatever device its reports name', async () => {
    const address = '198.51.100.23';
    const ten = (device?: string) => ({
      ...(device ? { device } : {}),
      events: Array.from({ length: 10 }, () => ({ route: '/', metric: 'LCP', value: 500 })),
    });
    let recorded = 0;
    for (const body of [ten('phone'), ten('desktop'), ten(), ten('phone')]) {
      const res = await report(body, 'text/plain', api.app, address);
      expect(res.statusCode).toBe(200);
      recorded += res.json<{ recorded: number }>().recorded;
    }
    expect(recorded).toBe(VITALS.samplesPerSource);
    // One source, counted for the device of its first sample.
    const lcp = (await summary()).routes[0]?.metrics.find((m) => m.metric === 'LCP');
    expect(lcp?.devices.map((d) => [d.device, d.samples_28d, d.sources_28d])).toEqual([
      ['phone', 3, 1],
      ['desktop', 0, 0],
      ['unknown', 0, 0],
    ]);
  });

  it('lets 300 samples from one source move a p75 by no more than a few samples', async () => {
    // 100 real visits to the home page: LCP from 20 ms to 2 s, p75 1.5 s.
    const visits = evenly(20).map((value) => ({ route: '/', metric: 'LCP' as const, value }));
    const used = await reportAll(visits);
    const before = (await summary()).routes[0]?.metrics.find((m) => m.metric === 'LCP');
    expect(before).toMatchObject({ samples_7d: 100, sources_7d: used });
    expect(Math.abs((before?.p75_7d ?? NaN) - 1500) / 1500).toBeLessThanOrEqual(RESOLUTION);

    // One address sends 300 LCPs of 292 s, ten to a report: its day's share counts, no more.
    const attacker = '198.51.100.7';
    const huge = {
      events: Array.from({ length: 10 }, () => ({ route: '/', metric: 'LCP', value: 292_000 })),
    };
    let recorded = 0;
    for (let i = 0; i < 30; i += 1) {
      const res = await report(huge, 'text/plain', api.app, attacker);
      expect(res.statusCode).toBe(200);
      recorded += res.json<{ recorded: number }>().recorded;
    }
    expect(recorded).toBe(VITALS.samplesPerSource);
    const after = (await summary()).routes[0]?.metrics.find((m) => m.metric === 'LCP');
    expect(after).toMatchObject({
      samples_7d: 100 + VITALS.samplesPerSource,
      sources_7d: used + 1,
    });
    // The 75th of 103 is the 78th value: three samples' worth above the real one, 1.56 s.
    expect(after?.p75_7d).toBeLessThanOrEqual(1560 * (1 + RESOLUTION));
    expect(after?.daily.at(-1)).toMatchObject({ samples: 103, sources: used + 1 });

    // Its share is per route and metric: another measure of it still counts, once its own.
    const inp = await report(
      { events: [{ route: '/', metric: 'INP', value: 80 }] },
      'application/json',
      api.app,
      attacker,
    );
    expect(inp.json()).toEqual({ recorded: 1 });
  }, 30_000);

  it('knows a source for its day only: counted again the next day, forgotten after it', async () => {
    const address = '203.0.113.9';
    const one = { events: [{ route: '/contact', metric: 'TTFB', value: 300 }] };
    await at(-DAY, async () => {
      await report(one, 'application/json', api.app, address);
    })();
    await report(one, 'application/json', api.app, address);
    // Two days, two sources: nothing ties the day before to today.
    const ttfb = (await summary()).routes[0]?.metrics.find((m) => m.metric === 'TTFB');
    expect([ttfb?.samples_7d, ttfb?.sources_7d, ttfb?.sources_28d]).toEqual([2, 2, 2]);
    // The day before's source went with the first report of the hour (today's): only today's
    // sources are kept, to count them against the day's share.
    const kept = await api.database.db.selectFrom('web_vitals_sources').selectAll().execute();
    expect(kept.map((row) => row.day)).toEqual([clinicDay()]);
  });

  const ok = { route: '/', metric: 'LCP', value: 1200 };
  it.each<[string, unknown, RegExp]>([
    ['no body', {}, /^events is required$/],
    ['no event', { events: [] }, /^events must hold at least one measurement$/],
    [
      '11 events',
      { events: Array.from({ length: 11 }, () => ok) },
      /^events must hold at most 10 measurements$/,
    ],
    [
      'events that are not a list',
      { events: 'LCP=1200' },
      /^events must be a list of measurements$/,
    ],
    ['an event that is not an object', { events: ['LCP'] }, /^events\.0 must be an object$/],
    [
      'a real path, not a pattern',
      { events: [{ ...ok, route: '/blogs/7' }] },
      /^events\.0\.route must be one of the public route patterns$/,
    ],
    [
      'a manage link with its token',
      { events: [{ ...ok, route: '/book_appointment/manage/Zx9yQ' }] },
      /^events\.0\.route must be one of the public route patterns$/,
    ],
    [
      'a dashboard route',
      { events: [{ ...ok, route: '/dashboard/*' }] },
      /^events\.0\.route must be one of the public route patterns$/,
    ],
    [
      'an account screen',
      { events: [{ ...ok, route: '/sign_in' }] },
      /^events\.0\.route must be one of the public route patterns$/,
    ],
    ['no route', { events: [{ metric: 'LCP', value: 1 }] }, /^events\.0\.route is required$/],
    [
      'an unknown metric',
      { events: [ok, { ...ok, metric: 'FID' }] },
      /^events\.1\.metric must be one of LCP, INP, CLS, TTFB$/,
    ],
    [
      'a value as text',
      { events: [{ ...ok, value: '1200' }] },
      /^events\.0\.value must be a number$/,
    ],
    [
      'no value (Infinity or NaN as JSON)',
      { events: [{ ...ok, value: null }] },
      /^events\.0\.value must be a number$/,
    ],
    [
      'a negative value',
      { events: [{ ...ok, value: -1 }] },
      /^events\.0\.value must be at least 0$/,
    ],
    [
      'an LCP over 5 minutes',
      { events: [{ ...ok, value: 300_001 }] },
      /^events\.0\.value must be at most 300000 for LCP$/,
    ],
    [
      'a CLS over 100',
      { events: [{ ...ok, metric: 'CLS', value: 101 }] },
      /^events\.0\.value must be at most 100 for CLS$/,
    ],
    [
      'a device it does not know',
      { device: 'tablet', events: [ok] },
      /^device must be one of phone, desktop$/,
    ],
    [
      'a device of its own words',
      { device: 'unknown', events: [ok] },
      /^device must be one of phone, desktop$/,
    ],
    [
      'a device that is not text',
      { device: 1, events: [ok] },
      /^device must be one of phone, desktop$/,
    ],
    [
      'a huge number',
      { events: [{ ...ok, value: 1e308 }] },
      /^events\.0\.value must be at most 300000 for LCP$/,
    ],
  ])('refuses %s, naming the field, and keeps nothing', async (_label, body, msg) => {
    const res = await report(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, msg: expect.stringMatching(msg) });
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['text that is not JSON', 'route=/&metric=LCP&value=1200', 'text/plain'],
    ['JSON cut short', '{"events":[{"route":"/"', 'text/plain'],
    ['arrays nested 5000 deep', `${'['.repeat(4000)}${']'.repeat(4000)}`, 'text/plain'],
    [
      'a body over 8 KB',
      JSON.stringify({ events: [{ ...ok, pad: 'x'.repeat(9000) }] }),
      'text/plain',
    ],
  ])('refuses %s with a 4xx { status, msg } and keeps nothing', async (_label, body, type) => {
    const res = await report(body, type);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toEqual({ status: res.statusCode, msg: expect.any(String) });
    expect(await rows()).toEqual([]);
  });

  const known: Record<VitalsMetric, { step: number; p75: number }> = {
    LCP: { step: 100, p75: 7500 },
    INP: { step: 10, p75: 750 },
    CLS: { step: 0.001, p75: 0.075 },
    TTFB: { step: 20, p75: 1500 },
  };

  it('answers each metric’s p75 from 100 known values, within the buckets’ resolution', async () => {
    const events: Measurement[] = [];
    for (const [metric, { step }] of Object.entries(known) as [VitalsMetric, { step: number }][]) {
      for (const value of evenly(step)) events.push({ route: '/blogs/:blog_id', metric, value });
    }
    await reportAll(events);

    const answer = await summary();
    expect(answer.today).toBe(clinicDay());
    expect(answer.sample_rate).toBe(1);
    expect(answer.routes.map((r) => r.route)).toEqual(['/blogs/:blog_id']);
    const [route] = answer.routes;
    expect(route?.metrics.map((m) => m.metric)).toEqual(['LCP', 'INP', 'CLS', 'TTFB']);
    for (const summaryOf of route?.metrics ?? []) {
      const expected = known[summaryOf.metric].p75;
      for (const value of [summaryOf.p75_7d, summaryOf.p75_28d]) {
        expect(Math.abs((value ?? NaN) - expected) / expected).toBeLessThanOrEqual(RESOLUTION);
      }
      expect([summaryOf.samples_7d, summaryOf.samples_28d]).toEqual([100, 100]);
      // Day by day: the 28 days up to today, oldest first; only today has samples.
      expect(summaryOf.daily).toHaveLength(28);
      expect(summaryOf.daily[0]?.day).toBe(addClinicDays(clinicDay(), -27));
      const today = summaryOf.daily[27];
      expect(today).toEqual({
        day: clinicDay(),
        p75: summaryOf.p75_7d,
        samples: 100,
        sources: summaryOf.sources_7d,
      });
      expect(summaryOf.daily.slice(0, 27).every((d) => d.p75 === null && d.samples === 0)).toBe(
        true,
      );
    }
  }, 30_000);

  it('counts a day 10 days back in the 28 days only, and one 30 days back in neither', async () => {
    await at(-10 * DAY, () =>
      reportAll(
        evenly(100, 20).map((value) => ({ route: '/', metric: 'LCP', value: value + 5000 })),
      ),
    )();
    await at(-30 * DAY, () =>
      reportAll(evenly(100, 10).map((value) => ({ route: '/', metric: 'LCP', value }))),
    )();
    await reportAll(evenly(100, 20).map((value) => ({ route: '/', metric: 'LCP', value })));

    const [home] = (await summary()).routes;
    const lcp = home?.metrics.find((m) => m.metric === 'LCP');
    expect([lcp?.samples_7d, lcp?.samples_28d]).toEqual([20, 40]);
    // Today's 20 values are 100..2000 (p75 1500); with the 20 of 5100..7000 the 30th of 40 is 6000.
    expect(Math.abs((lcp?.p75_7d ?? NaN) - 1500) / 1500).toBeLessThanOrEqual(RESOLUTION);
    expect(Math.abs((lcp?.p75_28d ?? NaN) - 6000) / 6000).toBeLessThanOrEqual(RESOLUTION);
    const tenDaysBack = lcp?.daily.find((d) => d.day === addClinicDays(clinicDay(), -10));
    expect(tenDaysBack?.samples).toBe(20);
    // Other metrics of a route with data: no samples, no p75.
    const inp = home?.metrics.find((m) => m.metric === 'INP');
    expect(inp).toMatchObject({ p75_7d: null, samples_7d: 0, p75_28d: null, samples_28d: 0 });
  });

  it('lists only the routes with samples, the most measured first; none before any report', async () => {
    expect((await summary()).routes).toEqual([]);
    await reportAll([
      ...Array.from({ length: 10 }, () => ({
        route: '/contact',
        metric: 'TTFB' as const,
        value: 300,
      })),
      ...Array.from({ length: 20 }, () => ({ route: '/', metric: 'LCP' as const, value: 1800 })),
    ]);
    expect((await summary()).routes.map((r) => r.route)).toEqual(['/', '/contact']);
  });

  it('loses no count when many reports for one bucket arrive at once through two instances', async () => {
    const { dataDir, databaseUrl, schema } = api.database;
    const database = openDatabase({ databaseUrl, dataDir, ...(schema ? { schema } : {}) });
    const second = buildApp(testConfig(dataDir, { REMINDER_POLL_SECONDS: '0' }), {
      database,
      rateLimits: false,
    });
    try {
      await second.ready();
      const events = Array.from({ length: 10 }, () => ({ route: '/', metric: 'INP', value: 180 }));
      // 60 sources, each sending 10 where 3 count, and 30 reports more from one of them.
      const sources = Array.from({ length: 60 }, newAddress);
      const answers = await Promise.all(
        [...sources, ...Array.from({ length: 30 }, () => sources[0])].map((address, i) =>
          report({ events }, 'application/json', i % 2 ? second : api.app, address),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 90 }, () => 200));
      const recorded = answers.map((res) => res.json<{ recorded: number }>().recorded);
      expect(recorded.reduce((sum, n) => sum + n, 0)).toBe(180);
      expect(await rows()).toEqual([
        {
          day: clinicDay(),
          route: '/',
          metric: 'INP',
          device: 'unknown',
          bucket: bucketOf('INP', 180),
          samples: 180,
        },
      ]);
      const inp = (await summary()).routes[0]?.metrics.find((m) => m.metric === 'INP');
      expect([inp?.samples_7d, inp?.sources_7d]).toEqual([180, 60]);
    } finally {
      await second.close();
      await database.db.destroy();
    }
  }, 30_000);

  it('removes the days older than 35, at most once an hour across instances', async () => {
    const old = { route: '/', metric: 'LCP' as const, value: 2000 };
    await at(-40 * DAY, () => reportAll(Array.from({ length: 10 }, () => old)))();
    await at(-34 * DAY, () => reportAll(Array.from({ length: 10 }, () => old)))();
    expect(new Set((await rows()).map((row) => row.day)).size).toBe(2);

    // The first report of the hour removes the day 40 days back and keeps the one 34 days back.
    await reportAll(Array.from({ length: 10 }, () => old));
    expect((await rows()).map((row) => row.day)).toEqual([
      addClinicDays(clinicDay(), -34),
      clinicDay(),
    ]);
    const claimed = await api.database.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', VITALS_PURGE_KEY)
      .executeTakeFirstOrThrow();
    expect(Date.parse(claimed.value)).toBeGreaterThan(Date.now() - HOUR);

    // An old day written now stays until the hour has passed.
    const stale = {
      day: addClinicDays(clinicDay(), -50),
      route: '/',
      metric: 'CLS' as const,
      device: 'unknown' as const,
      bucket: 3,
      samples: 1,
    };
    await api.database.db.insertInto('web_vitals').values(stale).execute();
    await at(30 * 60_000, () => reportAll(Array.from({ length: 10 }, () => old)))();
    expect((await rows()).some((row) => row.day === stale.day)).toBe(true);
    await at(61 * 60_000, () => reportAll(Array.from({ length: 10 }, () => old)))();
    expect((await rows()).some((row) => row.day === stale.day)).toBe(false);
  });

  it('documents both calls in the OpenAPI document: the report public, the summary bearer', async () => {
    const document = (await api.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { operationId?: string; security?: unknown }>>;
    }>();
    expect(document.paths['/api/vitals']?.post).toMatchObject({ operationId: 'reportVitals' });
    expect(document.paths['/api/vitals']?.post?.security).toBeUndefined();
    expect(document.paths['/api/vitals/summary']?.get).toMatchObject({
      operationId: 'vitalsSummary',
      security: [{ bearerAuth: [] }],
    });
  });

  it('shows the summary to administrators only', async () => {
    const staff = await api.account();
    const res = await api.app.inject({ url: '/api/vitals/summary', headers: bearer(staff.token) });
    expect([res.statusCode, res.json()]).toEqual([
      403,
      { status: 403, msg: 'Only an administrator can do this' },
    ]);
    const anonymous = await api.app.inject({ url: '/api/vitals/summary' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('site speed reports per IP', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('sqlite', {}, { rateLimits: {} });
  });
  afterAll(() => api.close());

  const send = (ip: string): Promise<LightMyRequestResponse> =>
    api.app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ events: [{ route: '/', metric: 'TTFB', value: 250 }] }),
      remoteAddress: ip,
    });

  it('takes 120 reports a minute from one address and refuses the next with a 429', async () => {
    for (let i = 0; i < 120; i += 1) expect((await send('203.0.113.80')).statusCode).toBe(200);
    const refused = await send('203.0.113.80');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 429,
      msg: expect.stringMatching(/^Too many requests, try again in /),
    });
    expect((await send('198.51.100.80')).statusCode).toBe(200);
    // Of the 120 from one address, its day's share counted; the other address's one too.
    const [stored] = await api.database.db.selectFrom('web_vitals').select('samples').execute();
    expect(Number(stored?.samples)).toBe(VITALS.samplesPerSource + 1);
  });
});

describe.each(testDatabaseKinds())('the device migration on %s', (kind) => {
  it('keeps every figure measured before it, as unknown', async () => {
    const test = await createTestDatabase(kind, { migrated: false });
    try {
      const schema =
        kind === 'postgres'
          ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(test.db))
              .rows[0]?.schema
          : undefined;
      const migrator = new Migrator({
        db: test.db,
        provider: migrationProvider,
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      expect((await migrator.migrateTo('2026-11-28_17_audit-log')).error).toBeUndefined();
      const day = clinicDay();
      // Written as the tables were before devices: no device column.
      const before = test.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      await before
        .insertInto('web_vitals')
        .values([
          { day, route: '/', metric: 'LCP', bucket: 40, samples: 25 },
          { day, route: '/', metric: 'LCP', bucket: 41, samples: 5 },
        ])
        .execute();
      await before
        .insertInto('web_vitals_source_counts')
        .values({ day, route: '/', metric: 'LCP', sources: 12 })
        .execute();

      await migrateToLatest(test);

      const vitals = await test.db
        .selectFrom('web_vitals')
        .select(['device', 'bucket', 'samples'])
        .orderBy('bucket')
        .execute();
      expect(vitals.map((row) => [row.device, row.bucket, Number(row.samples)])).toEqual([
        ['unknown', 40, 25],
        ['unknown', 41, 5],
      ]);
      const counts = await test.db.selectFrom('web_vitals_source_counts').selectAll().execute();
      expect(counts.map((row) => [row.device, Number(row.sources)])).toEqual([['unknown', 12]]);
      // The new key takes a phone's bucket beside the unknown one of the same value.
      await test.db
        .insertInto('web_vitals')
        .values({ day, route: '/', metric: 'LCP', device: 'phone', bucket: 40, samples: 1 })
        .execute();
      expect(await test.db.selectFrom('web_vitals').selectAll().execute()).toHaveLength(3);
    } finally {
      await test.drop();
    }
  });
});
