import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONFIG_VARIABLES, ConfigError, DEV_ORIGINS, loadConfig, REPO_ROOT } from './config';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted a bad environment');
}

describe('loadConfig', () => {
  it('finds the repository root from its own location', () => {
    expect(existsSync(path.join(REPO_ROOT, 'server', 'package.json'))).toBe(true);
  });

  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, 'data'),
      siteRoot: REPO_ROOT,
      apiBase: '/api/',
      auditRetentionDays: 730,
      retention: { enquiryDays: 730, bookingDays: 2190, logDays: 30, outboxDays: 30 },
      geoLookupUrl: 'https://ipapi.co/json/',
      mapEmbedOrigin: 'https://www.google.com',
      remotes: {
        public: '/mfe/public/mf-manifest.json',
        blog: '/mfe/blog/mf-manifest.json',
        auth: '/mfe/auth/mf-manifest.json',
        dashboard: '/mfe/dashboard/mf-manifest.json',
      },
      remoteOverrides: {},
      canaryMaxFailureShare: 0.05,
      canaryMinLoads: 20,
      releaseKeepDays: 30,
      serverRendering: true,
      serviceWorker: true,
      renderBudgetMs: 200,
      renderMemoryMb: 128,
      renderCpuLimitMs: 1000,
      renderLimits: { concurrency: 4, perSecond: 10, perVisitorPerMinute: 60, cacheEntries: 500 },
      vitalsSampleRate: 1,
      // No other origin may call the API outside development.
      corsOrigins: [],
      logLevel: 'info',
      databaseUrl: undefined,
      jwtSecret: undefined,
      smtpUrl: undefined,
      mailFrom: '"Mifugo Animal Health Services" <no-reply@localhost>',
      admin: undefined,
      seedDemo: true,
      redisUrl: undefined,
      trustProxy: false,
      imageStore: 'disk',
      s3: undefined,
      imagePublicBaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      sms: { gatewayUrl: undefined, gatewayToken: undefined, senderId: 'MIFUGOVET' },
      reminderPollSeconds: 60,
      vaccinationReminderDays: 351,
      publishPollSeconds: 15,
    });
  });

  it('tells the REMOTE_<NAME>_URL that are set, which override the release registry', () => {
    const config = loadConfig({ REMOTE_BLOG_URL: 'https://cdn.example.com/blog/mf-manifest.json' });
    expect(config.remoteOverrides).toEqual({
      blog: 'https://cdn.example.com/blog/mf-manifest.json',
    });
    expect(config.remotes.blog).toBe('https://cdn.example.com/blog/mf-manifest.json');
    expect(config.remotes.public).toBe('/mfe/public/mf-manifest.json');
  });

  it('checks the canary thresholds', () => {
    expect(
      loadConfig({ RELEASE_CANARY_MAX_FAILURE_SHARE: '0.2', RELEASE_CANARY_MIN_LOADS: '5' }),
    ).toMatchObject({ canaryMaxFailureShare: 0.2, canaryMinLoads: 5 });
    expect(() => loadConfig({ RELEASE_CANARY_MAX_FAILURE_SHARE: '5%' })).toThrow(
      /RELEASE_CANARY_MAX_FAILURE_SHARE: must be a number from 0 to 1/,
    );
    expect(() => loadConfig({ RELEASE_CANARY_MIN_LOADS: '0' })).toThrow(
      /RELEASE_CANARY_MIN_LOADS: must be a whole number from 1/,
    );
  });

  it('takes the limits on fresh renders as whole numbers, the cache from 0', () => {
    expect(
      loadConfig({
        RENDER_CONCURRENCY: '2',
        RENDER_RATE: '50',
        RENDER_VISITOR_BUDGET: '1000',
        RENDER_CACHE_ENTRIES: '0',
      }).renderLimits,
    ).toEqual({ concurrency: 2, perSecond: 50, perVisitorPerMinute: 1000, cacheEntries: 0 });
    for (const variable of ['RENDER_CONCURRENCY', 'RENDER_RATE', 'RENDER_VISITOR_BUDGET']) {
      for (const value of ['0', '-1', '2.5', 'many', '1e3']) {
        expect(() => loadConfig({ [variable]: value })).toThrow(
          new RegExp(`${variable}: must be a whole number from 1 to`),
        );
      }
    }
    expect(() => loadConfig({ RENDER_CONCURRENCY: '1001' })).toThrow(
      /RENDER_CONCURRENCY: must be a whole number from 1 to 1000/,
    );
    expect(() => loadConfig({ RENDER_CACHE_ENTRIES: '-1' })).toThrow(
      /RENDER_CACHE_ENTRIES: must be a whole number from 0 to 100000/,
    );
  });

  it('reports the Web Vitals of every visit unless told a share from 0 to 1', () => {
    expect(loadConfig({}).vitalsSampleRate).toBe(1);
    expect(loadConfig({ VITALS_SAMPLE_RATE: '0.25' }).vitalsSampleRate).toBe(0.25);
    expect(loadConfig({ VITALS_SAMPLE_RATE: '0' }).vitalsSampleRate).toBe(0);
    for (const value of ['1.5', '-0.1', '25%', 'half']) {
      expect(() => loadConfig({ VITALS_SAMPLE_RATE: value })).toThrow(
        /VITALS_SAMPLE_RATE: must be a number from 0 to 1/,
      );
    }
  });

  it('keeps old release versions 30 days unless told longer, never shorter', () => {
    expect(loadConfig({}).releaseKeepDays).toBe(30);
    expect(loadConfig({ RELEASE_KEEP_DAYS: '90' }).releaseKeepDays).toBe(90);
    for (const value of ['29', '0', '-5', '30.5', 'a month']) {
      expect(() => loadConfig({ RELEASE_KEEP_DAYS: value })).toThrow(
        /RELEASE_KEEP_DAYS: must be a whole number of days, at least 30/,
      );
    }
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/vet',
      SITE_ROOT: '/srv/site',
      API_BASE: 'https://api.example.com/v1',
      GEO_LOOKUP_URL: '/geo',
      MAP_EMBED_ORIGIN: 'https://maps.example.com/embed?x=1',
      REMOTE_PUBLIC_URL: 'https://public.example.com/mf-manifest.json',
      REMOTE_BLOG_URL: 'http://localhost:3002/mf-manifest.json',
      REMOTE_AUTH_URL: '/elsewhere/auth/mf-manifest.json',
      REMOTE_DASHBOARD_URL: '/mfe/dashboard/mf-manifest.json',
      CORS_ORIGINS: ' https://a.example.com, http://localhost:3000/ ,',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/var/lib/vet',
      siteRoot: '/srv/site',
      apiBase: 'https://api.example.com/v1/',
      geoLookupUrl: '/geo',
      mapEmbedOrigin: 'https://maps.example.com',
      remotes: {
        public: 'https://public.example.com/mf-manifest.json',
        blog: 'http://localhost:3002/mf-manifest.json',
        auth: '/elsewhere/auth/mf-manifest.json',
      },
      corsOrigins: ['https://a.example.com', 'http://localhost:3000'],
      logLevel: 'debug',
    });
  });

  it('resolves relative directories against the repository root, not the working directory', () => {
    const cwd = process.cwd();
    process.chdir(os.tmpdir());
    try {
      const config = loadConfig({ DATA_DIR: './var/data', SITE_ROOT: 'build' });
      expect(config.dataDir).toBe(path.join(REPO_ROOT, 'var', 'data'));
      expect(config.siteRoot).toBe(path.join(REPO_ROOT, 'build'));
    } finally {
      process.chdir(cwd);
    }
  });

  it('reads REDIS_URL, TRUST_PROXY and CORS_ORIGINS=none', () => {
    expect(
      loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', TRUST_PROXY: '1', CORS_ORIGINS: 'none' }),
    ).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379', trustProxy: 1, corsOrigins: [] });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(configError({ REDIS_URL: 'localhost:6379' }).message).toContain(
      'REDIS_URL: must be a redis:// or rediss:// URL',
    );
  });

  it('refuses TRUST_PROXY=true, which lets any client pick its own address', () => {
    expect(configError({ TRUST_PROXY: 'true' }).message).toContain(
      "TRUST_PROXY: must be a hop count (e.g. 1 behind one load balancer) or the proxies' addresses, not 'true'",
    );
    for (const value of ['yes', '10.0.0.0/33', '10.0.0.1,proxy.internal', '-1', '100']) {
      expect(configError({ TRUST_PROXY: value }).message).toContain(
        "TRUST_PROXY: must be 'false', a hop count (0 to 99) or comma-separated IP addresses",
      );
    }
  });

  it('turns the location lookup off with GEO_LOOKUP=off, and reads the retention periods', () => {
    expect(loadConfig({ GEO_LOOKUP: 'off' }).geoLookupUrl).toBe('');
    expect(loadConfig({ GEO_LOOKUP: 'on', GEO_LOOKUP_URL: '/geo' }).geoLookupUrl).toBe('/geo');
    expect(configError({ GEO_LOOKUP: 'no' }).message).toContain(
      "GEO_LOOKUP: must be 'on' or 'off'",
    );
    expect(
      loadConfig({
        RETENTION_ENQUIRY_DAYS: '365',
        RETENTION_BOOKING_DAYS: '3650',
        RETENTION_LOG_DAYS: '7',
        RETENTION_OUTBOX_DAYS: '1',
      }).retention,
    ).toEqual({ enquiryDays: 365, bookingDays: 3650, logDays: 7, outboxDays: 1 });
    for (const value of ['0', '-1', 'two', '1.5']) {
      expect(configError({ RETENTION_LOG_DAYS: value }).message).toContain(
        'RETENTION_LOG_DAYS: must be a whole number of days, at least 1',
      );
    }
  });

  it('admits the dev servers by default only when NODE_ENV is development', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).corsOrigins).toEqual(DEV_ORIGINS);
    expect(loadConfig({ NODE_ENV: 'production' }).corsOrigins).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'development', CORS_ORIGINS: 'none' }).corsOrigins).toEqual([]);
  });

  it('takes an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', REMOTE_BLOG_URL: '  ' })).toMatchObject({
      port: 8080,
      remotes: { blog: '/mfe/blog/mf-manifest.json' },
    });
  });

  it.each(['abc', '80x', '-1', '8080.5', '70000'])('refuses PORT=%s, naming it', (port) => {
    const error = configError({ PORT: port });
    expect(error.problems.map((p) => p.variable)).toEqual(['PORT']);
    expect(error.message).toMatch(/^Invalid configuration:\n {2}PORT: /);
  });

  it.each([
    'ftp://cdn.example.com/mf-manifest.json',
    'mfe/blog/mf-manifest.json',
    '//cdn.example.com/x',
    'not a url',
  ])('refuses REMOTE_BLOG_URL=%s, naming it', (url) => {
    const error = configError({ REMOTE_BLOG_URL: url });
    expect(error.problems).toEqual([
      {
        variable: 'REMOTE_BLOG_URL',
        message: "must be an absolute http(s) URL or a path starting with '/'",
      },
    ]);
  });

  it('reports every bad variable at once', () => {
    const error = configError({
      PORT: 'eighty',
      REMOTE_DASHBOARD_URL: 'dashboard.json',
      MAP_EMBED_ORIGIN: 'www.google.com',
      LOG_LEVEL: 'loud',
      CORS_ORIGINS: 'https://ok.example.com,nope',
    });
    expect(error.problems.map((p) => p.variable).sort()).toEqual([
      'CORS_ORIGINS',
      'LOG_LEVEL',
      'MAP_EMBED_ORIGIN',
      'PORT',
      'REMOTE_DASHBOARD_URL',
    ]);
    expect(error.message).toContain('CORS_ORIGINS: entry 2 must be an absolute http(s) URL');
  });
});

describe('loadConfig: the API settings', () => {
  it('reads them', () => {
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://vet@db.internal:5432/vet',
        JWT_SECRET: 'x'.repeat(32),
        SMTP_URL: 'smtps://user:pass@mail.example.com',
        MAIL_FROM: 'Clinic <clinic@example.com>',
        ADMIN_EMAIL: 'Admin@Example.com',
        ADMIN_PASSWORD: 'a long password',
        SEED_DEMO: 'false',
      }),
    ).toMatchObject({
      databaseUrl: 'postgres://vet@db.internal:5432/vet',
      jwtSecret: 'x'.repeat(32),
      smtpUrl: 'smtps://user:pass@mail.example.com',
      mailFrom: 'Clinic <clinic@example.com>',
      admin: { email: 'admin@example.com', password: 'a long password' },
      seedDemo: false,
    });
  });

  it('sends as the clinic from the host of PUBLIC_URL unless MAIL_FROM says otherwise', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.mifugovet.co.ke' }).mailFrom).toBe(
      '"Mifugo Animal Health Services" <no-reply@www.mifugovet.co.ke>',
    );
    expect(
      loadConfig({ PUBLIC_URL: 'https://vet.example', MAIL_FROM: 'Clinic <c@example.com>' })
        .mailFrom,
    ).toBe('Clinic <c@example.com>');
  });

  it.each([
    ['DATABASE_URL', 'mysql://db/vet'],
    ['JWT_SECRET', 'short'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['SEED_DEMO', 'no'],
  ])('refuses %s=%s, naming it', (variable, value) => {
    expect(configError({ [variable]: value }).problems.map((p) => p.variable)).toEqual([variable]);
  });

  it.each([
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'a long password' }, 'ADMIN_EMAIL'],
  ])('wants both admin variables or neither', (env, missing) => {
    expect(configError(env).problems).toEqual([
      { variable: missing, message: 'must be set with the other one' },
    ]);
  });
});

describe('loadConfig: the image store', () => {
  it('reads the bucket and the public base URL', () => {
    expect(
      loadConfig({
        IMAGE_STORE: 's3',
        S3_BUCKET: 'clinic-images',
        S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        IMAGE_PUBLIC_BASE_URL: 'https://images.example.com/clinic',
      }),
    ).toMatchObject({
      imageStore: 's3',
      s3: {
        bucket: 'clinic-images',
        endpoint: 'https://account.r2.cloudflarestorage.com',
        region: 'auto',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
      imagePublicBaseUrl: 'https://images.example.com/clinic/',
    });
  });

  it('leaves credentials and region to the SDK and the endpoint where it can', () => {
    expect(
      loadConfig({ IMAGE_STORE: 's3', S3_BUCKET: 'b12', S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3,
    ).toEqual({
      bucket: 'b12',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ IMAGE_STORE: 's3' }, 'S3_BUCKET', 'must be set when IMAGE_STORE is s3'],
    [{ IMAGE_STORE: 'bucket' }, 'IMAGE_STORE', "must be 'disk' or 's3'"],
    [{ S3_BUCKET: 'images' }, 'S3_REGION', 'must be set for AWS S3'],
    [{ S3_BUCKET: 'Images_Here' }, 'S3_BUCKET', 'must be a bucket name'],
    [{ S3_BUCKET: 'b12', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT', 'absolute http(s) URL'],
    [{ S3_BUCKET: 'b12', S3_REGION: 'x', S3_ACCESS_KEY_ID: 'k' }, 'S3_SECRET_ACCESS_KEY', 'with'],
    [{ IMAGE_PUBLIC_BASE_URL: 'cdn.example.com' }, 'IMAGE_PUBLIC_BASE_URL', 'absolute http(s)'],
  ])('refuses %j, naming %s', (env, variable, message) => {
    const error = configError(env);
    expect(error.problems).toEqual([{ variable, message: expect.stringContaining(message) }]);
  });
});

describe('.env.example', () => {
  const example = Object.fromEntries(
    readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

  it('lists every variable the server reads', () => {
    expect(Object.keys(example)).toEqual(expect.arrayContaining(CONFIG_VARIABLES));
  });

  it('shows the defaults', () => {
    expect(loadConfig(example)).toEqual(loadConfig({}));
  });
});
