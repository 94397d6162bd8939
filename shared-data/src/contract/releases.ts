// Independent releases of the remotes (docs/behaviour.md#releases): the registry's records, the
// calls of the release command and the dashboard, the shell's beacon and preview, and what
// /runtime-config.json adds. Zod schemas and their types only.
import { z } from 'zod';
import { oneLine } from './text-fields';
import { REMOTE_NAMES } from './values';

const remote = z.enum(REMOTE_NAMES);

/**
 * A version id: the first 12 hex characters of a SHA-256 over the build's files (sorted paths
 * and their bytes), so the same build is always the same version. Its files are served at
 * `/mfe/<remote>/<version>/<path>`, immutable.
 */
export const RELEASE_VERSION_PATTERN = /^[0-9a-f]{12}$/;
export const releaseVersionIdSchema = z
  .string({ error: 'is required' })
  .regex(RELEASE_VERSION_PATTERN, { error: 'must be a version id (12 hex characters)' });

/** Where a visitor's copy of a remote comes from (runtime-config's `releases`). */
export const RELEASE_CHANNELS = ['live', 'canary', 'fixed'] as const;
export const releaseChannelSchema = z.enum(RELEASE_CHANNELS);

/**
 * One remote in /runtime-config.json's `releases`: the version this visitor gets and why.
 * `fixed`: REMOTE_<NAME>_URL overrides the registry (version null). `live` with version null:
 * nothing is registered yet, the remote's unversioned build is served.
 */
export const visitorReleaseSchema = z.object({
  version: z.string().nullable(),
  channel: releaseChannelSchema,
});
export const runtimeReleasesSchema = z.object({
  public: visitorReleaseSchema,
  blog: visitorReleaseSchema,
  auth: visitorReleaseSchema,
  dashboard: visitorReleaseSchema,
});

/** The sticky canary bucket: a cookie holding 0-99, set on the first visit for a year. */
export const RELEASE_BUCKET_COOKIE = 'vp_bucket';

/**
 * Who reports a load (docs/behaviour.md#releases): a random id and the visitor's bucket, signed by
 * the server, set with the bucket. Nothing about the person: only the beacon's counts read it.
 */
export const RELEASE_VISITOR_COOKIE = 'vp_visitor';

/** A registered version of one remote. */
export const releaseVersionSchema = z.object({
  remote,
  version: z.string(),
  /** Who released it: a staff member's name, `deploy token <label>`, or `local build`. */
  released_by: z.string(),
  released_at: z.string(),
  /** The git commit it was built from, when the release command knew it. */
  commit: z.string().nullable(),
  file_count: z.number().int(),
  total_bytes: z.number().int(),
  /** What its manifest says it needs from the shell: shared package -> required range. */
  requires: z.record(z.string(), z.string()),
  /** Load and failure counts the shell reported (docs/behaviour.md#releases). */
  loads: z.number().int(),
  failures: z.number().int(),
  /** failures / loads, null before the first load. */
  failure_share: z.number().nullable(),
  /**
   * Gzip bytes a first visit to the remote's routes loads from it, measured by the server from
   * the uploaded files when the version was registered (docs/behaviour.md#releases); null for a
   * version registered before sizes were measured.
   */
  first_visit_bytes: z.number().int().nullable(),
});

export const RELEASE_ACTIONS = [
  /** A new version was registered (uploaded, or found as a local build at start). */
  'register',
  /** A version was made live directly (a release, or the local build at start). */
  'live',
  /** A version became the canary, or the canary's percentage changed. */
  'canary',
  /** The canary became live. */
  'promote',
  /** An earlier version became live again. */
  'rollback',
  /** The canary was withdrawn, by a person or automatically (`actor` says which). */
  'withdraw',
] as const;
export const releaseActionSchema = z.enum(RELEASE_ACTIONS);

/** One change of a remote's registry, newest first in the lists. */
export const releaseHistoryEntrySchema = z.object({
  id: z.string(),
  remote,
  action: releaseActionSchema,
  version: z.string().nullable(),
  /** The live version before the change (rollback, promote, live). */
  previous_version: z.string().nullable(),
  /** The canary's share of visitors, for `canary`. */
  percent: z.number().int().nullable(),
  /** Who or what: a staff member's name, `deploy token <label>`, `local build`, `automatic`. */
  actor: z.string(),
  at: z.string(),
  /** The figures behind an automatic withdrawal, and any other detail, in words. */
  detail: z.string().nullable(),
  loads: z.number().int().nullable(),
  failures: z.number().int().nullable(),
});

/** Everything about one remote: its live and canary versions, its versions and history. */
export const remoteReleasesSchema = z.object({
  remote,
  live: z.string().nullable(),
  /** When the live version became live. */
  live_since: z.string().nullable(),
  canary: z.string().nullable(),
  canary_percent: z.number().int().nullable(),
  canary_since: z.string().nullable(),
  /** REMOTE_<NAME>_URL is set: every visitor gets that URL whatever the registry says. */
  fixed_url: z.string().nullable(),
  /** Grows by one with every change of live or canary (the compare-and-set a release uses). */
  revision: z.number().int(),
  /**
   * The most a version's first_visit_bytes may be to go live or canary: the site's setting for
   * this remote, null while none is set.
   */
  budget_bytes: z.number().int().nullable(),
  /** Newest first. */
  versions: z.array(releaseVersionSchema),
  /** Newest first, at most 50 entries. */
  history: z.array(releaseHistoryEntrySchema),
});

export const releaseOverviewSchema = z.object({
  remotes: z.array(remoteReleasesSchema),
  /** The figures the automatic withdrawal uses (docs/behaviour.md#releases). */
  canary_max_failure_share: z.number(),
  canary_min_loads: z.number().int(),
});

/** A deploy token as the dashboard lists it: never the token itself. */
export const deployTokenSchema = z.object({
  id: z.string(),
  remote,
  label: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});

/** Deploy tokens start with this, so the server tells them from staff access tokens. */
export const DEPLOY_TOKEN_PREFIX = 'vpd_';

/**
 * How the release command sends a build: one JSON body, each file's bytes in base64. Paths are
 * relative to the build folder, `/`-separated.
 */
export const releaseFileSchema = z.object({
  path: z.string({ error: 'is required' }).min(1).max(200),
  data: z.string({ error: 'is required' }),
});

/** The largest budget a remote may declare, in KB gzip. */
export const RELEASE_BUDGET_MAX_KB = 1024;
const BUDGET_ERROR = `must be a number of KB above 0 and at most ${RELEASE_BUDGET_MAX_KB}`;

/** What a release (upload) does with the version once it is registered. */
export const RELEASE_TARGETS = ['live', 'canary', 'none'] as const;

const percent = z
  .number({ error: 'must be a whole number from 1 to 100' })
  .int({ error: 'must be a whole number from 1 to 100' })
  .min(1, { error: 'must be a whole number from 1 to 100' })
  .max(100, { error: 'must be a whole number from 1 to 100' });

export const releaseUploadRequestSchema = z.object({
  files: z.array(releaseFileSchema).min(1, { error: 'must hold the build' }),
  commit: z
    .string()
    .regex(/^[0-9a-f]{7,64}$/, { error: 'must be a git commit id' })
    .nullish(),
  target: z.enum(RELEASE_TARGETS).default('live'),
  /** Required with target 'canary'. */
  percent: percent.optional(),
  /**
   * The registry revision the release started from (remoteReleases' `revision`): if another
   * change lands first, the release is refused with 409 and nothing of it is kept.
   */
  base_revision: z.number().int().min(0).optional(),
  /**
   * The budget the remote declares (its package.json `portal.budgetKB`), in KB gzip: adopted as
   * the site's budget for it only when the site has none yet; otherwise only compared.
   */
  budget_kb: z
    .number({ error: BUDGET_ERROR })
    .positive({ error: BUDGET_ERROR })
    .max(RELEASE_BUDGET_MAX_KB, { error: BUDGET_ERROR })
    .optional(),
});

export const releaseUploadResponseSchema = z.object({
  msg: z.string(),
  version: z.string(),
  /** False when the same build was already registered (its files were not stored again). */
  created: z.boolean(),
  releases: remoteReleasesSchema,
});

export const releaseRollbackRequestSchema = z.object({
  /** The version to make live; by default the one live before the current one. */
  version: releaseVersionIdSchema.optional(),
});

export const releaseCanaryRequestSchema = z.object({
  version: releaseVersionIdSchema,
  percent,
});

export const releaseChangeResponseSchema = z.object({
  msg: z.string(),
  releases: remoteReleasesSchema,
});

export const createDeployTokenRequestSchema = z.object({
  remote: z.enum(REMOTE_NAMES, { error: `must be one of ${REMOTE_NAMES.join(', ')}` }),
  // Shown in the history as 'deploy token <label>': one line.
  label: oneLine(
    z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(100),
  ),
});

export const createdDeployTokenSchema = z.object({
  msg: z.string(),
  /** Shown once: only its hash is kept. */
  secret: z.string(),
  token: deployTokenSchema,
});

export const releasePreviewSchema = z.object({
  remote,
  version: z.string(),
  manifestUrl: z.string(),
  /** Who released it and when: what the shell's confirmation shows before any of it loads. */
  released_by: z.string(),
  released_at: z.string(),
});

/**
 * The shell's beacon: POST <apiBase>releases/beacon, JSON (sent as application/json or
 * text/plain by navigator.sendBeacon), answered 204. No personal data: a remote, a version and
 * whether it loaded and rendered. It counts only with the visitor cookie the server signed, once
 * per visitor and version, for the version that visitor is served.
 */
export const RELEASE_BEACON_PATH = 'releases/beacon';
export const RELEASE_BEACON_MAX_EVENTS = 50;
export const RELEASE_OUTCOMES = ['loaded', 'failed'] as const;
export const releaseBeaconEventSchema = z.object({
  remote,
  version: z.string().max(64),
  outcome: z.enum(RELEASE_OUTCOMES),
});
export const releaseBeaconSchema = z.object({
  events: z.array(releaseBeaconEventSchema).min(1).max(RELEASE_BEACON_MAX_EVENTS),
});

/** The query that asks the shell for a preview: `?preview=<remote>@<version>`. */
export const RELEASE_PREVIEW_PARAM = 'preview';

export type ReleaseChannel = z.infer<typeof releaseChannelSchema>;
export type VisitorRelease = z.infer<typeof visitorReleaseSchema>;
export type RuntimeReleases = z.infer<typeof runtimeReleasesSchema>;
export type ReleaseVersion = z.infer<typeof releaseVersionSchema>;
export type ReleaseAction = z.infer<typeof releaseActionSchema>;
export type ReleaseHistoryEntry = z.infer<typeof releaseHistoryEntrySchema>;
export type RemoteReleases = z.infer<typeof remoteReleasesSchema>;
export type ReleaseOverview = z.infer<typeof releaseOverviewSchema>;
export type DeployToken = z.infer<typeof deployTokenSchema>;
export type CreatedDeployToken = z.infer<typeof createdDeployTokenSchema>;
export type ReleaseTarget = (typeof RELEASE_TARGETS)[number];
export type ReleaseUploadRequest = z.input<typeof releaseUploadRequestSchema>;
export type ReleasePreview = z.infer<typeof releasePreviewSchema>;
export type ReleaseOutcome = (typeof RELEASE_OUTCOMES)[number];
export type ReleaseBeaconEvent = z.infer<typeof releaseBeaconEventSchema>;
export type ReleaseBeacon = z.infer<typeof releaseBeaconSchema>;
