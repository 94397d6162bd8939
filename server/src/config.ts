// Long on purpose: the environment in one place: each variable's field of Config, its check and
// default, and loadConfig's mapping. config.ts may import only core, so its parts (the schema of
// the variables, the values derived from them) would need a folder of their own at the top of
// src/, with its row in the lint's server layers (serverLayers in eslint.config.mjs).
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { RemoteName } from 'shared-data/contract';
import { clinicSender } from './core/mailer';

/**
 * The repository root. This file runs from server/src (tsx, jest) or server/dist (node), both
 * two levels below it; process.cwd() would be server/ under `npm start -w server`.
 */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  /** Absolute; holds shell/dist and mfe-<name>/dist. */
  siteRoot: string;
  /** Ends with '/'; a path on this origin or an absolute URL. */
  apiBase: string;
  /**
   * The contact page's location lookup (GEO_LOOKUP_URL); '' when GEO_LOOKUP is off: the pages
   * then make none (docs/behaviour.md#other-calls).
   */
  geoLookupUrl: string;
  /** An origin (scheme://host[:port]), the only one allowed in frames. */
  mapEmbedOrigin: string;
  /**
   * Each remote's unversioned mf-manifest.json (its dist as built), or REMOTE_<NAME>_URL: a path
   * on this origin or an absolute URL. Visitors get a registered version instead, unless the
   * variable is set (docs/behaviour.md#releases).
   */
  remotes: Record<RemoteName, string>;
  /** The REMOTE_<NAME>_URL variables that are set: they override the release registry. */
  remoteOverrides: Partial<Record<RemoteName, string>>;
  /** A canary is withdrawn when more than this share of its loads failed... */
  canaryMaxFailureShare: number;
  /** ...over at least this many loads: distinct visitors, each counted once per version. */
  canaryMinLoads: number;
  /**
   * A version neither live nor canary for this many days (and not the rollback target) is
   * deleted with its files; at least 30, so an old page keeps finding its chunks.
   */
  releaseKeepDays: number;
  /** Days an activity log entry is kept (docs/behaviour.md#activity-log); 730 unless told. */
  auditRetentionDays: number;
  /**
   * Days each kind of personal data is kept (docs/behaviour.md#privacy-notice), stated in the
   * privacy notice: enquiries, bookings (after the visit), request logs' addresses, and copies
   * of sent mail and texts (the outbox).
   */
  retention: { enquiryDays: number; bookingDays: number; logDays: number; outboxDays: number };
  /** Public pages are rendered on the server (docs/behaviour.md#server-rendering). */
  serverRendering: boolean;
  /**
   * The service worker (docs/behaviour.md#service-worker): off makes /sw.js a worker that
   * deletes its caches and unregisters itself, and pages stop registering one.
   */
  serviceWorker: boolean;
  /** A page not rendered within this is answered as the browser-rendered page. */
  renderBudgetMs: number;
  /** Heap limit of each isolate a remote's server bundle runs in, MB (docs/security.md). */
  renderMemoryMb: number;
  /** CPU a render isolate may spend past its renders' budget before it is stopped, ms. */
  renderCpuLimitMs: number;
  /**
   * Fresh renders (cache misses) per instance: at most `concurrency` at once and `perSecond` a
   * second, and `perVisitorPerMinute` a minute per client address; past any, the visitor gets
   * the browser-rendered page. `cacheEntries` rendered pages are kept (0: none).
   */
  renderLimits: {
    concurrency: number;
    perSecond: number;
    perVisitorPerMinute: number;
    cacheEntries: number;
  };
  /** The share of visits (0 to 1) whose Web Vitals the shell reports (docs/behaviour.md#site-speed). */
  vitalsSampleRate: number;
  /**
   * Origins, without trailing slash, that may call the API with credentials. By default none,
   * or the dev servers' when NODE_ENV is development (`npm run dev`).
   */
  corsOrigins: string[];
  logLevel: LogLevel;
  /** A postgres:// URL, or undefined for embedded SQLite in dataDir. */
  databaseUrl: string | undefined;
  /** Signs access tokens; undefined: a random secret kept in dataDir/.jwt-secret. */
  jwtSecret: string | undefined;
  /** smtp:// or smtps://; undefined: mail is written to dataDir/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Both or neither: the first admin's credentials. */
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  /** redis:// or rediss://: rate-limit counters shared by every instance; undefined: in memory. */
  redisUrl: string | undefined;
  /**
   * Whether X-Forwarded-For/-Proto are believed (behind a load balancer): false, a hop count,
   * or the proxies' addresses and CIDR ranges. The client IP (rate limits) and HTTPS (Secure
   * cookies) come from them. Never `true`, which would believe any client's own header.
   */
  trustProxy: false | number | string[];
  /** The site's origin as visitors reach it (links in mail), without trailing slash. */
  publicUrl: string;
  /** The SMS gateway; undefined: texts are written to dataDir/outbox. */
  sms: { gatewayUrl: string | undefined; gatewayToken: string | undefined; senderId: string };
  /** Seconds between two looks for due reminders; 0: no worker. */
  reminderPollSeconds: number;
  /**
   * Days after a completed vaccination visit that its "vaccination due" reminder goes, when the
   * client consented to vaccination reminders (docs/behaviour.md#vaccination-reminders).
   */
  vaccinationReminderDays: number;
  /** How often each instance looks for scheduled blog posts that are due; 0: never. */
  publishPollSeconds: number;
  /** Where uploaded images are kept: DATA_DIR/uploads, or the S3 bucket of `s3`. */
  imageStore: 'disk' | 's3';
  /** The bucket (S3_*); set whenever S3_BUCKET is, so images can be moved to it from disk. */
  s3: S3Config | undefined;
  /** Ends with '/'; image URLs are this plus the file name (a public bucket or CDN). */
  imagePublicBaseUrl: string | undefined;
  /** The Bearer token of GET /metrics; undefined: no metrics (404). */
  metricsToken: string | undefined;
}

export interface S3Config {
  bucket: string;
  /** An S3-compatible service (R2, B2, Spaces, MinIO); undefined: AWS S3. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; neither: the AWS SDK's own credential chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

/**
 * The dev servers of the shell and the remotes (webpack/dev-server.cjs): allowed by default in
 * development only (NODE_ENV=development, which `npm run dev` sets).
 */
export const DEV_ORIGINS = [3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`);

export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** '10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8': what may be a trusted proxy. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.trim().split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

// '//host' would be protocol-relative: another origin in disguise, so it is not a path.
const isLocalPath = (value: string): boolean => value.startsWith('/') && !value.startsWith('//');

const urlOrPath = z
  .string()
  .refine(
    (value) => isLocalPath(value) || isHttpUrl(value),
    "must be an absolute http(s) URL or a path starting with '/'",
  );

const origin = z
  .string()
  .refine(isHttpUrl, 'must be an absolute http(s) URL')
  .transform((value) => new URL(value).origin);

const directory = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) => path.resolve(REPO_ROOT, value));

/** A whole number from `min` to `max`, written plainly. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`);

/** A whole number of days a kind of record is kept, at least 1. */
const retentionDays = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a whole number of days, at least 1')
  .transform(Number)
  .refine((days) => days >= 1, 'must be a whole number of days, at least 1');

const remoteUrl = (name: RemoteName) => urlOrPath.default(`/mfe/${name}/mf-manifest.json`);

const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((port) => port <= 65535, 'must be at most 65535')
    .default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: directory('./data'),
  SITE_ROOT: directory('.'),
  // The client joins call paths to it, so it always ends with '/'.
  API_BASE: urlOrPath.default('/api/').transform((v) => (v.endsWith('/') ? v : `${v}/`)),
  GEO_LOOKUP_URL: urlOrPath.default('https://ipapi.co/json/'),
  // 'off': the contact page makes no location lookup (the runtime config names none).
  GEO_LOOKUP: z.enum(['on', 'off'], "must be 'on' or 'off'").default('on'),
  MAP_EMBED_ORIGIN: origin.default('https://www.google.com'),
  REMOTE_PUBLIC_URL: remoteUrl('public'),
  REMOTE_BLOG_URL: remoteUrl('blog'),
  REMOTE_AUTH_URL: remoteUrl('auth'),
  REMOTE_DASHBOARD_URL: remoteUrl('dashboard'),
  // Only 'development' changes anything: the default CORS_ORIGINS.
  NODE_ENV: z.string().optional(),
  CORS_ORIGINS: z
    .string()
    // 'none': no other origin may call the API; unset, see loadConfig.
    .transform((list) =>
      (list === 'none' ? '' : list)
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin))
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  DATABASE_URL: z
    .string()
    .refine(
      (value) => /^postgres(ql)?:\/\//.test(value),
      'must be a postgres:// URL (leave empty for SQLite)',
    )
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value), 'must be an smtp:// or smtps:// URL')
    .optional(),
  // Unset: the clinic's name at no-reply@ the host of PUBLIC_URL (clinicSender).
  MAIL_FROM: z.string().min(1).optional(),
  ADMIN_EMAIL: z.email('must be an email address').optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters')
    .max(128, 'must be at most 128 characters')
    .optional(),
  SEED_DEMO: z
    .enum(['true', 'false'], "must be 'true' or 'false'")
    .default('true')
    .transform((value) => value === 'true'),
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\//.test(value), 'must be a redis:// or rediss:// URL')
    .optional(),
  RELEASE_CANARY_MAX_FAILURE_SHARE: z
    .string()
    .regex(/^(0(\.\d+)?|1(\.0+)?)$/, 'must be a number from 0 to 1')
    .transform(Number)
    .default(0.05),
  RELEASE_CANARY_MIN_LOADS: z
    .string()
    .regex(/^[1-9]\d{0,6}$/, 'must be a whole number from 1')
    .transform(Number)
    .default(20),
  RELEASE_KEEP_DAYS: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number of days, at least 30')
    .transform(Number)
    .refine((days) => days >= 30, 'must be a whole number of days, at least 30')
    .default(30),
  AUDIT_RETENTION_DAYS: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number of days, at least 1')
    .transform(Number)
    .refine((days) => days >= 1, 'must be a whole number of days, at least 1')
    .default(730),
  RETENTION_ENQUIRY_DAYS: retentionDays.default(730),
  // Six years: a booking is the health record of the visit.
  RETENTION_BOOKING_DAYS: retentionDays.default(2190),
  RETENTION_LOG_DAYS: retentionDays.default(30),
  RETENTION_OUTBOX_DAYS: retentionDays.default(30),
  VITALS_SAMPLE_RATE: z
    .string()
    .regex(/^(0(\.\d+)?|1(\.0+)?|\.\d+)$/, 'must be a number from 0 to 1')
    .transform(Number)
    .default(1),
  TRUST_PROXY: z
    .string()
    .default('false')
    // `true` believes X-Forwarded-For from anyone: each client would name its own address for
    // every rate limit and sign-in wait. Refused at start rather than guessed at.
    .refine(
      (value) => value !== 'true',
      "must be a hop count (e.g. 1 behind one load balancer) or the proxies' addresses, not " +
        "'true': with 'true' any client sets X-Forwarded-For and picks its own address for " +
        'every rate limit',
    )
    .refine(
      (value) =>
        value === 'false' || /^\d{1,2}$/.test(value) || value.split(',').every(isAddressOrRange),
      "must be 'false', a hop count (0 to 99) or comma-separated IP addresses and CIDR ranges",
    )
    .transform((value): false | number | string[] =>
      value === 'false' || value === '0'
        ? false
        : /^\d+$/.test(value)
          ? Number(value)
          : value.split(',').map((entry) => entry.trim()),
    ),
  IMAGE_STORE: z.enum(['disk', 's3'], "must be 'disk' or 's3'").default('disk'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 of a-z, 0-9, . and -)',
    )
    .optional(),
  S3_ENDPOINT: z.string().refine(isHttpUrl, 'must be an absolute http(s) URL').optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], "must be 'true' or 'false'")
    .default('false')
    .transform((value) => value === 'true'),
  IMAGE_PUBLIC_BASE_URL: z
    .string()
    .refine(isHttpUrl, 'must be an absolute http(s) URL')
    .transform((v) => (v.endsWith('/') ? v : `${v}/`))
    .optional(),
  PUBLIC_URL: origin.optional(),
  SMS_GATEWAY_URL: z.string().refine(isHttpUrl, 'must be an absolute http(s) URL').optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9 ]{1,11}$/, 'must be 1 to 11 letters, digits or spaces')
    .default('MIFUGOVET'),
  REMINDER_POLL_SECONDS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of seconds')
    .transform(Number)
    .refine((seconds) => seconds <= 86_400, 'must be at most 86400')
    .default(60),
  // 351: about two weeks before a yearly booster falls due.
  VACCINATION_REMINDER_DAYS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of days')
    .transform(Number)
    .refine((days) => days >= 1 && days <= 1095, 'must be from 1 to 1095')
    .default(351),
  PUBLISH_POLL_SECONDS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of seconds')
    .transform(Number)
    .refine((seconds) => seconds <= 3_600, 'must be at most 3600')
    .default(15),
  SERVER_RENDERING: z.enum(['on', 'off']).default('on'),
  SERVICE_WORKER: z.enum(['on', 'off']).default('on'),
  RENDER_BUDGET_MS: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number of milliseconds, from 10')
    .transform(Number)
    .refine((ms) => ms >= 10, 'must be a whole number of milliseconds, from 10')
    .default(200),
  RENDER_MEMORY_MB: wholeNumber(16, 2048).default(128),
  RENDER_CPU_LIMIT_MS: wholeNumber(50, 600_000).default(1000),
  RENDER_CONCURRENCY: wholeNumber(1, 1_000).default(4),
  RENDER_RATE: wholeNumber(1, 100_000).default(10),
  RENDER_VISITOR_BUDGET: wholeNumber(1, 100_000).default(60),
  RENDER_CACHE_ENTRIES: wholeNumber(0, 100_000).default(500),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
});

type EnvName = keyof typeof envSchema.shape;

/** Every variable loadConfig reads. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as EnvName[];

/** Reads and checks the environment once, at start; throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Only our variables, trimmed; an empty one (`PORT=` in a .env file) means "use the default".
  const raw: Partial<Record<EnvName, string>> = {};
  for (const name of CONFIG_VARIABLES) {
    const value = env[name]?.trim();
    if (value) raw[name] = value;
  }

  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(({ path: [variable, entry], message }) => ({
        variable: String(variable),
        // Only CORS_ORIGINS is a list: say which of its entries is wrong.
        message: typeof entry === 'number' ? `entry ${entry + 1} ${message}` : message,
      })),
    );
  }

  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    const missing = e.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    throw new ConfigError([{ variable: missing, message: 'must be set with the other one' }]);
  }
  const s3 = s3ConfigOf(e);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    siteRoot: e.SITE_ROOT,
    apiBase: e.API_BASE,
    geoLookupUrl: e.GEO_LOOKUP === 'on' ? e.GEO_LOOKUP_URL : '',
    mapEmbedOrigin: e.MAP_EMBED_ORIGIN,
    remotes: {
      public: e.REMOTE_PUBLIC_URL,
      blog: e.REMOTE_BLOG_URL,
      auth: e.REMOTE_AUTH_URL,
      dashboard: e.REMOTE_DASHBOARD_URL,
    },
    remoteOverrides: Object.fromEntries(
      (
        [
          ['public', 'REMOTE_PUBLIC_URL'],
          ['blog', 'REMOTE_BLOG_URL'],
          ['auth', 'REMOTE_AUTH_URL'],
          ['dashboard', 'REMOTE_DASHBOARD_URL'],
        ] as const
      )
        .filter(([, variable]) => raw[variable] !== undefined)
        .map(([name, variable]) => [name, e[variable]]),
    ),
    canaryMaxFailureShare: e.RELEASE_CANARY_MAX_FAILURE_SHARE,
    canaryMinLoads: e.RELEASE_CANARY_MIN_LOADS,
    releaseKeepDays: e.RELEASE_KEEP_DAYS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    retention: {
      enquiryDays: e.RETENTION_ENQUIRY_DAYS,
      bookingDays: e.RETENTION_BOOKING_DAYS,
      logDays: e.RETENTION_LOG_DAYS,
      outboxDays: e.RETENTION_OUTBOX_DAYS,
    },
    serverRendering: e.SERVER_RENDERING === 'on',
    serviceWorker: e.SERVICE_WORKER === 'on',
    renderBudgetMs: e.RENDER_BUDGET_MS,
    renderMemoryMb: e.RENDER_MEMORY_MB,
    renderCpuLimitMs: e.RENDER_CPU_LIMIT_MS,
    renderLimits: {
      concurrency: e.RENDER_CONCURRENCY,
      perSecond: e.RENDER_RATE,
      perVisitorPerMinute: e.RENDER_VISITOR_BUDGET,
      cacheEntries: e.RENDER_CACHE_ENTRIES,
    },
    vitalsSampleRate: e.VITALS_SAMPLE_RATE,
    corsOrigins: e.CORS_ORIGINS ?? (e.NODE_ENV === 'development' ? DEV_ORIGINS : []),
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? clinicSender(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: e.SEED_DEMO,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    imageStore: e.IMAGE_STORE,
    s3,
    imagePublicBaseUrl: e.IMAGE_PUBLIC_BASE_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    sms: {
      gatewayUrl: e.SMS_GATEWAY_URL,
      gatewayToken: e.SMS_GATEWAY_TOKEN,
      senderId: e.SMS_SENDER_ID,
    },
    reminderPollSeconds: e.REMINDER_POLL_SECONDS,
    vaccinationReminderDays: e.VACCINATION_REMINDER_DAYS,
    publishPollSeconds: e.PUBLISH_POLL_SECONDS,
    metricsToken: e.METRICS_TOKEN,
  };
}

/** The bucket's settings, checked together: what is missing is named. */
function s3ConfigOf(e: z.infer<typeof envSchema>): S3Config | undefined {
  const problems: { variable: string; message: string }[] = [];
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push({ variable: missing, message: 'must be set with the other one' });
  }
  if (!e.S3_BUCKET) {
    if (e.IMAGE_STORE === 's3') {
      problems.push({ variable: 'S3_BUCKET', message: 'must be set when IMAGE_STORE is s3' });
    }
    if (problems.length) throw new ConfigError(problems);
    return undefined;
  }
  // AWS S3 itself needs the bucket's region; other services take any (R2: 'auto').
  if (!e.S3_REGION && !e.S3_ENDPOINT) {
    problems.push({
      variable: 'S3_REGION',
      message: "must be set for AWS S3 (the bucket's region, e.g. eu-west-1)",
    });
  }
  if (problems.length) throw new ConfigError(problems);
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}
