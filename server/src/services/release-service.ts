// Whole on purpose: the registry's rules (who may change what, the compare-and-set every change
// goes through, the automatic withdrawal) read together; the file checks and the gate have
// files of their own.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  RELEASE_BUDGET_MAX_KB,
  RELEASE_VERSION_PATTERN,
  REMOTE_NAMES,
  type ReleaseAction,
  type ReleaseBeaconEvent,
  type ReleaseHistoryEntry,
  type ReleaseOverview,
  type ReleasePreview,
  type ReleaseTarget,
  type ReleaseVersion,
  type RemoteName,
  type RemoteReleases,
} from 'shared-data/contract';
import type { Caller, Deployer } from '../core/caller';
import type { Executor } from '../core/database';
import { HttpError } from '../core/errors';
import {
  SERVER_BUNDLE_FILE,
  versionPath,
  type ReleaseResolver,
  type RemoteChoice,
  type RemoteManifest,
  type VisitorRemotes,
} from '../core/releases';
import type { Visitor } from '../core/visitor-bucket';
import { isUniqueViolation } from '../repositories/common';
import { metaRepository } from '../repositories/meta-repository';
import {
  releaseRepository,
  type ReleaseRepository,
  type StateChange,
  type StateRecord,
  type VersionFile,
  type VersionRecord,
} from '../repositories/release-repository';
import { staffRepository } from '../repositories/staff-repository';
import { ADMIN_ONLY } from './account-rules';
import { nowIso, type ServiceContext } from './context';
import { recordChange, type AuditBy } from './audit-service';
import { createReleaseClaims, type ReleaseTurn } from './releases/claims';
import {
  budgetProblem,
  budgetText,
  firstVisitBytes,
  firstVisitFiles,
  gzipBytes,
  kilobytes,
} from './releases/size';
import { compatibilityProblems, manifestPathProblems, type SiteProvides } from './releases/gate';
import {
  checkBuild,
  COMPRESSED_TYPES,
  contentTypeOf,
  MANIFEST_FILE,
  pathProblem,
  type CheckedBuild,
} from './releases/files';

export interface ReleaseOptions {
  /** What the running site provides, read when a version is checked. */
  siteProvides: () => SiteProvides;
  /** REMOTE_<NAME>_URL where set: that URL for everyone, the registry notwithstanding. */
  overrides: Partial<Record<RemoteName, string>>;
  /** A remote with no registered version: its unversioned build, as before releases existed. */
  unversioned: Record<RemoteName, string>;
  canary: { maxFailureShare: number; minLoads: number };
  /** How long an instance trusts its copy of the remotes' state (changes it makes end it at once). */
  stateTtlMs?: number;
  /** Bytes of version files kept in memory per instance. */
  fileCacheBytes?: number;
  /**
   * Days a version is kept once neither live nor canary (RELEASE_KEEP_DAYS; 30 unless told);
   * the rollback target is always kept.
   */
  keepDays?: number;
}

/** Who asks for a change: a staff member (an administrator) or a deploy token. */
export type ReleaseCaller =
  { kind: 'staff'; caller: Caller } | { kind: 'deploy'; deployer: Deployer } | { kind: 'local' };

export const HISTORY_LIMIT = 50;
export const LOCAL_BUILD = 'local build';
export const AUTOMATIC = 'automatic';
/** The app_meta row that says when old versions were last cleaned up, by any instance. */
export const CLEANUP_KEY = 'release_cleanup_at';
/** Old versions are looked for at most this often, whichever instance asks. */
export const CLEANUP_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type Serving = Pick<StateRecord, 'live' | 'canary'>;

/** What live and canary are once `change` is applied to `state`. */
const servingAfter = (state: Serving, change: StateChange): Serving => ({
  live: 'live' in change ? (change.live ?? null) : state.live,
  canary: 'canary' in change ? (change.canary ?? null) : state.canary,
});

/** Notes which versions left service (their retention starts) and which entered it. */
async function noteService(
  repo: ReleaseRepository,
  remote: string,
  before: Serving,
  after: Serving,
  now: string,
): Promise<void> {
  const was = [before.live, before.canary].filter((v): v is string => v !== null);
  const is = [after.live, after.canary].filter((v): v is string => v !== null);
  await repo.markService(
    remote,
    {
      retired: was.filter((version) => !is.includes(version)),
      serving: is.filter((version) => !was.includes(version)),
    },
    now,
  );
}

/** Who a release change is, as the activity log names them. */
const auditBy = (who: ReleaseCaller): AuditBy =>
  who.kind === 'staff'
    ? who.caller
    : who.kind === 'deploy'
      ? who.deployer
      : { system: LOCAL_BUILD };

/** A release change in words, for the activity log. */
function releaseSummary(
  remote: string,
  action: string,
  version: string | null,
  percent?: number | null,
): string {
  switch (action) {
    case 'live':
      return `Made ${remote} ${version} live`;
    case 'canary':
      return `Made ${remote} ${version} the canary for ${percent ?? 0}% of visitors`;
    case 'promote':
      return `Promoted the ${remote} canary ${version} to live`;
    case 'rollback':
      return `Rolled ${remote} back to ${version}`;
    case 'withdraw':
      return `Withdrew the ${remote} canary ${version}`;
    default:
      return `${remote} ${version ?? ''}: ${action}`;
  }
}

const isRemote = (name: string): name is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(name);

export function createReleaseService(ctx: ServiceContext, options: ReleaseOptions) {
  const stateTtl = options.stateTtlMs ?? 250;
  const keepDays = options.keepDays ?? 30;
  let cleaning: Promise<void> | undefined;
  const claims = createReleaseClaims(ctx);
  let snapshot: { at: number; states: Map<string, StateRecord> } | undefined;
  let loading: Promise<Map<string, StateRecord>> | undefined;

  async function states(): Promise<Map<string, StateRecord>> {
    if (snapshot && Date.now() - snapshot.at < stateTtl) return snapshot.states;
    loading ??= releaseRepository(ctx.db)
      .states()
      .then((rows) => {
        const map = new Map(rows.map((row) => [row.remote, row]));
        snapshot = { at: Date.now(), states: map };
        return map;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }
  const forget = () => {
    snapshot = undefined;
  };

  // Version files never change: kept per instance, the oldest dropped past the budget.
  const cacheBudget = options.fileCacheBytes ?? 64 * 1024 * 1024;
  const fileCache = new Map<string, VersionFile[]>();
  let cachedBytes = 0;
  const remember = (key: string, files: VersionFile[]) => {
    const size = files.reduce((sum, file) => sum + file.size, 0);
    if (size > cacheBudget / 4) return;
    fileCache.set(key, files);
    cachedBytes += size;
    for (const [oldKey, old] of fileCache) {
      if (cachedBytes <= cacheBudget) break;
      fileCache.delete(oldKey);
      cachedBytes -= old.reduce((sum, file) => sum + file.size, 0);
    }
  };

  const remoteOf = (name: string): RemoteName => {
    if (!isRemote(name)) {
      throw new HttpError(404, `No remote is called '${name}' (${REMOTE_NAMES.join(', ')})`);
    }
    return name;
  };

  /** Administrators, or a deploy token for this very remote. */
  function authorize(who: ReleaseCaller, remote: RemoteName): void {
    if (who.kind === 'local') return;
    if (who.kind === 'staff') {
      if (!who.caller.isAdmin) throw new HttpError(403, ADMIN_ONLY);
      return;
    }
    if (who.deployer.remote !== remote) {
      throw new HttpError(
        403,
        `This deploy token is for the ${who.deployer.remote} remote: it cannot change the ${remote} remote`,
      );
    }
  }

  function ensureStaffAdmin(who: ReleaseCaller): void {
    if (who.kind === 'deploy') {
      throw new HttpError(
        403,
        `A deploy token only sees its own remote (${who.deployer.remote}): ask for releases/${who.deployer.remote}`,
      );
    }
    if (who.kind === 'staff' && !who.caller.isAdmin) throw new HttpError(403, ADMIN_ONLY);
  }

  async function actorName(who: ReleaseCaller): Promise<string> {
    if (who.kind === 'local') return LOCAL_BUILD;
    if (who.kind === 'deploy') return `deploy token ${who.deployer.label}`;
    const staff = await staffRepository(ctx.db).findById(who.caller.id);
    return staff ? staff.fullname : 'a deleted account';
  }

  const conflict = (remote: string) =>
    new HttpError(
      409,
      `Another change to the ${remote} remote landed while this one was in progress: nothing of this one was kept, run it again`,
    );

  /**
   * The gate; `placing` false: a version only registered, whose paths alone are checked.
   * `budget`: why its size does not fit its remote's budget, if it does not (placing only).
   */
  function gate(
    remote: string,
    version: string,
    manifest: RemoteManifest,
    placing = true,
    budget: string | null = null,
  ): void {
    const problems = [
      ...manifestPathProblems(manifest, versionPath(remote, version)),
      ...(placing ? compatibilityProblems(manifest, options.siteProvides()) : []),
      ...(placing && budget ? [budget] : []),
    ];
    if (problems.length) {
      throw new HttpError(
        422,
        `${remote} ${version} cannot ${placing ? 'go live or canary' : 'be registered'}: ${problems.join('; ')}`,
      );
    }
  }

  const parsedManifest = (version: VersionRecord) => JSON.parse(version.manifest) as RemoteManifest;

  /**
   * Why a registered version does not fit its remote's budget (null: it does, or none is set).
   * A version registered before sizes were measured is measured now from its stored files; the
   * size is kept with the placement (a refusal keeps nothing).
   */
  async function budgetCheck(trx: Executor, found: VersionRecord): Promise<string | null> {
    const repo = releaseRepository(trx);
    const budget = await repo.budget(found.remote);
    if (!budget) return null;
    let bytes = found.firstVisitBytes;
    if (bytes === null) {
      const paths = firstVisitFiles(parsedManifest(found), options.siteProvides().shell);
      const files = await repo.files(found.remote, found.version, paths);
      bytes = 0;
      for (const file of files) bytes += await gzipBytes(file.bytes);
      await repo.setFirstVisitBytes(found.remote, found.version, bytes);
    }
    return budgetProblem(bytes, budget.budgetBytes);
  }

  async function mustFind(trx: Executor, remote: string, version: string) {
    const found = await releaseRepository(trx).findVersion(remote, version);
    if (!found) throw new HttpError(404, `${remote} has no version ${version}`);
    return found;
  }

  /**
   * One change of a remote's state, in a transaction: `decide` reads the state (at the revision
   * the change started from) and answers what to write and what to record; the row is written
   * only if it is still at that revision, else 409 and nothing is kept.
   */
  async function change(
    remote: RemoteName,
    who: ReleaseCaller,
    decide: (
      trx: Executor,
      state: StateRecord,
      now: string,
    ) => Promise<{
      change: StateChange;
      action: ReleaseAction;
      version: string | null;
      percent?: number | null;
      detail?: string | null;
    }>,
    baseRevision?: number,
  ): Promise<void> {
    const actor = await actorName(who);
    try {
      await ctx.db.transaction().execute(async (trx) => {
        const repo = releaseRepository(trx);
        await repo.ensureState(remote);
        const state = await repo.state(remote);
        if (baseRevision !== undefined && state.revision !== baseRevision) throw conflict(remote);
        const now = nowIso(ctx.clock);
        const decided = await decide(trx, state, now);
        if (!(await repo.compareAndSet(remote, state.revision, decided.change))) {
          throw conflict(remote);
        }
        await noteService(repo, remote, state, servingAfter(state, decided.change), now);
        await repo.addHistory({
          remote,
          action: decided.action,
          version: decided.version,
          previousVersion: state.live,
          percent: decided.percent ?? null,
          actor,
          // After the registration `decide` may have recorded: the history keeps their order.
          at: nowIso(ctx.clock),
          detail: decided.detail ?? null,
          loads: null,
          failures: null,
        });
        const after = servingAfter(state, decided.change);
        await recordChange(ctx, trx, auditBy(who), {
          kind: `release.${decided.action}`,
          subject: { type: 'release', id: remote },
          summary: releaseSummary(remote, decided.action, decided.version, decided.percent),
          before: { live: state.live, canary: state.canary, percent: state.canaryPercent },
          after: {
            live: after.live,
            canary: after.canary,
            percent:
              'canaryPercent' in decided.change
                ? decided.change.canaryPercent
                : state.canaryPercent,
          },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(remote);
      throw error;
    } finally {
      forget();
    }
  }

  /** Stores a checked build as a version (once: the same build is the same version). */
  async function register(
    trx: Executor,
    remote: RemoteName,
    build: CheckedBuild,
    meta: {
      releasedBy: string;
      source: 'upload' | 'local';
      commit: string | null;
      now: string;
      firstVisitBytes: number;
    },
  ): Promise<boolean> {
    const repo = releaseRepository(trx);
    if (await repo.findVersion(remote, build.version)) return false;
    await repo.insertVersion(
      {
        remote,
        version: build.version,
        releasedBy: meta.releasedBy,
        source: meta.source,
        releasedAt: meta.now,
        commit: meta.commit,
        manifest: build.manifestText,
        requires: build.requires,
        fileCount: build.files.length,
        totalBytes: build.totalBytes,
        firstVisitBytes: meta.firstVisitBytes,
      },
      build.files,
    );
    await repo.addHistory({
      remote,
      action: 'register',
      version: build.version,
      previousVersion: null,
      percent: null,
      actor: meta.releasedBy,
      at: meta.now,
      detail: `${build.files.length} files, ${build.totalBytes} bytes, ${kilobytes(meta.firstVisitBytes)} gzip on a first visit${meta.commit ? `, commit ${meta.commit}` : ''}`,
      loads: null,
      failures: null,
    });
    return true;
  }

  const presentVersion = (version: VersionRecord): ReleaseVersion => ({
    remote: version.remote as RemoteName,
    version: version.version,
    released_by: version.releasedBy,
    released_at: version.releasedAt,
    commit: version.commit,
    file_count: version.fileCount,
    total_bytes: version.totalBytes,
    requires: version.requires,
    loads: version.loads,
    failures: version.failures,
    failure_share: version.loads ? version.failures / version.loads : null,
    first_visit_bytes: version.firstVisitBytes,
  });

  async function present(remote: RemoteName): Promise<RemoteReleases> {
    const repo = releaseRepository(ctx.db);
    const [state, versions, history, budget] = await Promise.all([
      repo.state(remote),
      repo.versions(remote),
      repo.history(remote, HISTORY_LIMIT),
      repo.budget(remote),
    ]);
    return {
      remote,
      live: state.live,
      live_since: state.liveSince,
      canary: state.canary,
      canary_percent: state.canaryPercent,
      canary_since: state.canarySince,
      fixed_url: options.overrides[remote] ?? null,
      revision: state.revision,
      budget_bytes: budget?.budgetBytes ?? null,
      versions: versions.map(presentVersion),
      history: history.map((entry): ReleaseHistoryEntry => ({
        id: entry.id,
        remote: entry.remote as RemoteName,
        action: entry.action,
        version: entry.version,
        previous_version: entry.previousVersion,
        percent: entry.percent,
        actor: entry.actor,
        at: entry.at,
        detail: entry.detail,
        loads: entry.loads,
        failures: entry.failures,
      })),
    };
  }

  function choice(remote: RemoteName, state: StateRecord | undefined, bucket: number) {
    const fixed = options.overrides[remote];
    if (fixed) return { url: fixed, version: null, channel: 'fixed' } satisfies RemoteChoice;
    if (state?.canary && state.canaryPercent !== null && bucket < state.canaryPercent) {
      return {
        url: versionPath(remote, state.canary, MANIFEST_FILE),
        version: state.canary,
        channel: 'canary',
      } satisfies RemoteChoice;
    }
    if (state?.live) {
      return {
        url: versionPath(remote, state.live, MANIFEST_FILE),
        version: state.live,
        channel: 'live',
      } satisfies RemoteChoice;
    }
    return {
      url: options.unversioned[remote],
      version: null,
      channel: 'live',
    } satisfies RemoteChoice;
  }

  const resolver: ReleaseResolver = {
    async choose(bucket) {
      const map = await states();
      return Object.fromEntries(
        REMOTE_NAMES.map((remote) => [remote, choice(remote, map.get(remote), bucket)]),
      ) as VisitorRemotes;
    },
    async serverBundleOf(remote, version) {
      const files = await service.file(remote, version, SERVER_BUNDLE_FILE);
      return files?.[0] ? files[0].bytes.toString('utf8') : null;
    },
    async manifestOf(remote, version) {
      const files = await service.file(remote, version, MANIFEST_FILE);
      if (!files?.[0]) return null;
      try {
        return JSON.parse(files[0].bytes.toString('utf8')) as RemoteManifest;
      } catch {
        return null;
      }
    },
  };

  const service = {
    resolver,

    async overview(who: ReleaseCaller): Promise<ReleaseOverview> {
      ensureStaffAdmin(who);
      return {
        remotes: await Promise.all(REMOTE_NAMES.map((remote) => present(remote))),
        canary_max_failure_share: options.canary.maxFailureShare,
        canary_min_loads: options.canary.minLoads,
      };
    },

    async remote(who: ReleaseCaller, name: string): Promise<RemoteReleases> {
      const remote = remoteOf(name);
      authorize(who, remote);
      return present(remote);
    },

    /** The revision a release starts from, read before its body arrives. */
    async revision(name: string): Promise<number | undefined> {
      if (!isRemote(name)) return undefined;
      return (await releaseRepository(ctx.db).state(name)).revision;
    },

    /** A release's place in line as it arrives, before anything is read (null: no such remote). */
    arrive(name: string): ReleaseTurn | null {
      return isRemote(name) ? claims.arrive(name) : null;
    },

    /** Takes the remote for one release: 403 for a caller who may not, 409 while another runs. */
    async claim(who: ReleaseCaller, name: string, turn: ReleaseTurn): Promise<void> {
      const remote = remoteOf(name);
      authorize(who, remote);
      if (!(await turn.claim())) {
        throw new HttpError(
          409,
          `Another release of the ${remote} remote is in progress: nothing of this one was kept, run it again`,
        );
      }
    },

    /** Checks, stores and (by default) makes live one build; nothing is kept if any step fails. */
    async release(
      who: ReleaseCaller,
      name: string,
      input: {
        files: { path: string; bytes: Buffer }[];
        commit: string | null;
        target: ReleaseTarget;
        percent?: number;
        baseRevision?: number;
        /** The claim it holds (see claim): checked in the transaction that makes it. */
        turn?: ReleaseTurn;
        /** The budget the remote declares, in KB: adopted only when the site has none for it. */
        budgetKB?: number;
      },
    ) {
      const remote = remoteOf(name);
      authorize(who, remote);
      if (input.target === 'canary' && input.percent === undefined) {
        throw new HttpError(400, 'percent: is required for a canary');
      }
      const build = checkBuild(input.files);
      // Measured here from the files themselves: nothing the uploader says about its size counts.
      const size = await firstVisitBytes(build.manifest, options.siteProvides().shell, build.files);
      const declared = input.budgetKB === undefined ? null : Math.round(input.budgetKB * 1024);
      const kept = await releaseRepository(ctx.db).budget(remote);
      // The site's budget when it has one; a remote's first declaration becomes it.
      const budget = kept?.budgetBytes ?? declared;
      gate(
        remote,
        build.version,
        build.manifest,
        input.target !== 'none',
        budgetProblem(size, budget),
      );
      const releasedBy = await actorName(who);
      let created = false;
      let msg = `${remote} ${build.version} is registered`;
      /** Adopts the declaration when the remote has no budget yet (in the release's transaction). */
      const adopt = async (trx: Executor, now: string) => {
        if (declared === null || kept) return;
        await releaseRepository(trx).adoptBudget({
          remote,
          budgetBytes: declared,
          setBy: `declared by ${releasedBy} in ${build.version}`,
          setAt: now,
        });
      };
      const stillClaimed = async (trx: Executor) => {
        if (input.turn && !(await input.turn.stillHeld(trx))) throw conflict(remote);
      };
      if (input.target === 'none') {
        try {
          created = await ctx.db.transaction().execute(async (trx) => {
            await stillClaimed(trx);
            const now = nowIso(ctx.clock);
            await adopt(trx, now);
            const made = await register(trx, remote, build, {
              releasedBy,
              source: 'upload',
              commit: input.commit,
              now,
              firstVisitBytes: size,
            });
            if (made) {
              await recordChange(ctx, trx, auditBy(who), {
                kind: 'release.register',
                subject: { type: 'release', id: remote },
                summary: `Uploaded ${remote} ${build.version} without putting it in service`,
                after: { version: build.version, commit: input.commit },
              });
            }
            return made;
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(remote);
          throw error;
        }
      } else {
        await change(
          remote,
          who,
          async (trx, state, now) => {
            await stillClaimed(trx);
            await adopt(trx, now);
            created = await register(trx, remote, build, {
              releasedBy,
              source: 'upload',
              commit: input.commit,
              now,
              firstVisitBytes: size,
            });
            if (input.target === 'live') {
              if (state.live === build.version) {
                throw new HttpError(409, `${remote} ${build.version} is already live`);
              }
              msg = `${remote} ${build.version} is live`;
              return {
                change: {
                  live: build.version,
                  liveSince: now,
                  previous: state.live,
                  ...(state.canary === build.version
                    ? { canary: null, canaryPercent: null, canarySince: null }
                    : {}),
                },
                action: 'live',
                version: build.version,
              };
            }
            if (state.live === build.version) {
              throw new HttpError(409, `${remote} ${build.version} is already live`);
            }
            msg = `${remote} ${build.version} is the canary for ${input.percent}% of visitors`;
            return {
              change: { canary: build.version, canaryPercent: input.percent, canarySince: now },
              action: 'canary',
              version: build.version,
              percent: input.percent,
            };
          },
          input.baseRevision,
        );
      }
      // Old versions may have passed their retention since the last look (at most hourly).
      service.scheduleCleanup();
      if (kept && declared !== null && declared !== kept.budgetBytes) {
        // Said, never adopted: the budget is the site's (docs/security.md#release-files-the-gate-and-preview).
        msg += `; it declares a budget of ${budgetText(declared)}, but the site's budget for ${remote} stays ${budgetText(kept.budgetBytes)} until an administrator changes it`;
      }
      return { msg, version: build.version, created, releases: await present(remote) };
    },

    /**
     * Sets a remote's budget (KB gzip) whatever it was: an administrator's decision, never a
     * deploy token's (a token owns its remote's code, not the site's budgets). Applies from the
     * next placement on; what is live stays.
     */
    async setBudget(who: ReleaseCaller, name: string, budgetKB: number, by: string) {
      const remote = remoteOf(name);
      ensureStaffAdmin(who);
      if (!(budgetKB > 0 && budgetKB <= RELEASE_BUDGET_MAX_KB)) {
        throw new HttpError(
          400,
          `budget: must be a number of KB above 0 and at most ${RELEASE_BUDGET_MAX_KB}`,
        );
      }
      const budgetBytes = Math.round(budgetKB * 1024);
      await ctx.db.transaction().execute(async (trx) => {
        const repo = releaseRepository(trx);
        const was = await repo.budget(remote);
        await repo.setBudget({ remote, budgetBytes, setBy: by, setAt: nowIso(ctx.clock) });
        await recordChange(ctx, trx, who.kind === 'local' ? { system: by } : auditBy(who), {
          kind: 'release.budget',
          subject: { type: 'release', id: remote },
          summary: `Set the budget of ${remote} to ${budgetText(budgetBytes)}`,
          before: { budget_bytes: was?.budgetBytes ?? null },
          after: { budget_bytes: budgetBytes },
        });
      });
      ctx.log.info({ remote, budgetBytes, by }, `release budget of ${remote} set`);
      return { msg: `The budget of ${remote} is ${budgetText(budgetBytes)} gzip on a first visit` };
    },

    async setCanary(who: ReleaseCaller, name: string, version: string, percent: number) {
      const remote = remoteOf(name);
      authorize(who, remote);
      await change(remote, who, async (trx, state, now) => {
        const found = await mustFind(trx, remote, version);
        if (state.live === version)
          throw new HttpError(409, `${remote} ${version} is live already`);
        gate(remote, version, parsedManifest(found), true, await budgetCheck(trx, found));
        return {
          change: {
            canary: version,
            canaryPercent: percent,
            canarySince: state.canary === version ? state.canarySince : now,
          },
          action: 'canary',
          version,
          percent,
        };
      });
      return {
        msg: `${remote} ${version} is the canary for ${percent}% of visitors`,
        releases: await present(remote),
      };
    },

    async promote(who: ReleaseCaller, name: string) {
      const remote = remoteOf(name);
      authorize(who, remote);
      let promoted = '';
      await change(remote, who, async (trx, state, now) => {
        if (!state.canary) throw new HttpError(409, `${remote} has no canary to promote`);
        promoted = state.canary;
        const found = await mustFind(trx, remote, promoted);
        gate(remote, promoted, parsedManifest(found), true, await budgetCheck(trx, found));
        return {
          change: {
            live: promoted,
            liveSince: now,
            previous: state.live,
            canary: null,
            canaryPercent: null,
            canarySince: null,
          },
          action: 'promote',
          version: promoted,
        };
      });
      return { msg: `${remote} ${promoted} is live`, releases: await present(remote) };
    },

    async rollback(who: ReleaseCaller, name: string, version?: string) {
      const remote = remoteOf(name);
      authorize(who, remote);
      let target = '';
      await change(remote, who, async (trx, state, now) => {
        const wanted = version ?? state.previous;
        if (!wanted) {
          throw new HttpError(409, `${remote} has no earlier live version to roll back to`);
        }
        target = wanted;
        if (state.live === wanted) throw new HttpError(409, `${remote} ${wanted} is live already`);
        const found = await mustFind(trx, remote, wanted);
        gate(remote, wanted, parsedManifest(found), true, await budgetCheck(trx, found));
        return {
          change: {
            live: wanted,
            liveSince: now,
            previous: state.live,
            ...(state.canary === wanted
              ? { canary: null, canaryPercent: null, canarySince: null }
              : {}),
          },
          action: 'rollback',
          version: wanted,
        };
      });
      return { msg: `${remote} ${target} is live again`, releases: await present(remote) };
    },

    async withdraw(who: ReleaseCaller, name: string) {
      const remote = remoteOf(name);
      authorize(who, remote);
      let withdrawn = '';
      await change(remote, who, async (_trx, state) => {
        if (!state.canary) throw new HttpError(409, `${remote} has no canary to withdraw`);
        withdrawn = state.canary;
        return {
          change: { canary: null, canaryPercent: null, canarySince: null },
          action: 'withdraw',
          version: state.canary,
        };
      });
      return {
        msg: `${remote} ${withdrawn} is withdrawn: every visitor gets the live version`,
        releases: await present(remote),
      };
    },

    /**
     * A version a staff member may preview: a registered one, not withdrawn (a canary taken out
     * of service stays out, unless it was put back since), whose manifest loads only from its
     * own path; with who released it and when, for the shell to ask first.
     */
    async preview(name: string, version: string): Promise<ReleasePreview> {
      const remote = remoteOf(name);
      const repo = releaseRepository(ctx.db);
      const found = RELEASE_VERSION_PATTERN.test(version)
        ? await repo.findVersion(remote, version)
        : undefined;
      if (!found) throw new HttpError(404, `${remote} has no version ${version}`);
      const state = await repo.state(remote);
      if (
        state.live !== version &&
        state.canary !== version &&
        (await repo.lastPlacement(remote, version)) === 'withdraw'
      ) {
        throw new HttpError(409, `${remote} ${version} was withdrawn: no preview`);
      }
      const problems = manifestPathProblems(parsedManifest(found), versionPath(remote, version));
      if (problems.length) {
        throw new HttpError(
          422,
          `${remote} ${version} cannot be previewed: ${problems.join('; ')}`,
        );
      }
      return {
        remote,
        version,
        manifestUrl: versionPath(remote, version, MANIFEST_FILE),
        released_by: found.releasedBy,
        released_at: found.releasedAt,
      };
    },

    /**
     * A file of a version and its precompressed copies (first the file itself); null when the
     * remote, version or path is unknown.
     */
    async file(remote: string, version: string, file: string): Promise<VersionFile[] | null> {
      const key = `${remote}/${version}/${file}`;
      const cached = fileCache.get(key);
      if (cached) return cached;
      if (
        !isRemote(remote) ||
        !RELEASE_VERSION_PATTERN.test(version) ||
        !contentTypeOf(file) ||
        pathProblem(file)
      ) {
        return null;
      }
      const found = await releaseRepository(ctx.db).files(remote, version, [
        file,
        ...Object.keys(COMPRESSED_TYPES).map((ext) => `${file}${ext}`),
      ]);
      const own = found.find((entry) => entry.path === file);
      if (!own) return null;
      const files = [own, ...found.filter((entry) => entry !== own)];
      remember(key, files);
      return files;
    },

    /**
     * Counts the shell's reports and withdraws a canary whose failure share passed the
     * threshold: once, whichever instance sees it first. Only a visitor the server signed
     * counts, once per version for a load and once for a failure, and only for the version its
     * bucket is served; anything else (no visitor, another version, an unknown one) counts
     * nothing.
     */
    async beacon(events: ReleaseBeaconEvent[], visitor: Visitor | null): Promise<void> {
      if (!visitor) return;
      const reported = new Map<string, { remote: RemoteName; version: string; failed: boolean }>();
      for (const { remote, version, outcome } of events) {
        const key = `${remote}/${version}`;
        const entry = reported.get(key) ?? { remote, version, failed: false };
        entry.failed ||= outcome === 'failed';
        reported.set(key, entry);
      }
      for (const { remote, version, failed } of reported.values()) {
        const repo = releaseRepository(ctx.db);
        const state = await repo.state(remote);
        if (choice(remote, state, visitor.bucket).version !== version) continue;
        const fresh = await ctx.db
          .transaction()
          .execute((trx) =>
            releaseRepository(trx).countVisitor(remote, version, visitor.id, failed),
          );
        if (!fresh.failure || state.canary !== version) continue;
        const counted = await repo.findVersion(remote, version);
        if (!counted) continue;
        const { maxFailureShare, minLoads } = options.canary;
        const share = counted.failures / counted.loads;
        if (counted.loads < minLoads || share <= maxFailureShare) continue;
        const withdrawn = await ctx.db.transaction().execute(async (trx) => {
          const inTrx = releaseRepository(trx);
          if (!(await inTrx.withdrawCanary(remote, version))) return false;
          await inTrx.markService(remote, { retired: [version], serving: [] }, nowIso(ctx.clock));
          await inTrx.addHistory({
            remote,
            action: 'withdraw',
            version,
            previousVersion: state.live,
            percent: state.canaryPercent,
            actor: AUTOMATIC,
            at: nowIso(ctx.clock),
            detail: `${counted.failures} of ${counted.loads} visitors could not load it (${(share * 100).toFixed(1)}%, more than ${(maxFailureShare * 100).toFixed(1)}% of at least ${minLoads})`,
            loads: counted.loads,
            failures: counted.failures,
          });
          return true;
        });
        forget();
        if (withdrawn) {
          ctx.log.warn(
            { remote, version, loads: counted.loads, failures: counted.failures },
            'canary withdrawn automatically',
          );
        }
      }
    },

    /**
     * Deletes the versions (and their files) that have been neither live nor canary for more
     * than `keepDays` days, except each remote's rollback target; a version never in service
     * counts from its release. At most once per CLEANUP_EVERY_MS across every instance: the
     * first to claim the app_meta row does it, the others answer null at once. Each remote's
     * deletion moves its revision, so a change that started before it (a rollback to a version
     * deleted here) is refused with 409 rather than pointing at nothing.
     */
    async cleanUp(): Promise<{ remote: RemoteName; version: string }[] | null> {
      const now = ctx.clock();
      if (!(await metaRepository(ctx.db).claim(CLEANUP_KEY, now, CLEANUP_EVERY_MS))) return null;
      const before = new Date(now - keepDays * DAY_MS).toISOString();
      const deleted: { remote: RemoteName; version: string }[] = [];
      for (const remote of REMOTE_NAMES) {
        const gone = await ctx.db.transaction().execute(async (trx) => {
          const repo = releaseRepository(trx);
          const state = await repo.state(remote);
          const keep = [state.live, state.canary, state.previous].filter(
            (v): v is string => v !== null,
          );
          const old = await repo.expired(remote, keep, before);
          if (!old.length) return [];
          await repo.ensureState(remote);
          if (!(await repo.compareAndSet(remote, state.revision, {}))) return [];
          for (const version of old) await repo.deleteVersion(remote, version);
          return old;
        });
        for (const version of gone) deleted.push({ remote, version });
      }
      if (deleted.length) {
        forget();
        for (const key of [...fileCache.keys()]) {
          if (deleted.some(({ remote, version }) => key.startsWith(`${remote}/${version}/`))) {
            cachedBytes -= (fileCache.get(key) ?? []).reduce((sum, file) => sum + file.size, 0);
            fileCache.delete(key);
          }
        }
        ctx.log.info(
          { deleted, keepDays },
          `deleted ${deleted.length} release version(s) out of service for more than ${keepDays} days: ${deleted
            .map(({ remote, version }) => `${remote} ${version}`)
            .join(', ')}`,
        );
      }
      return deleted;
    },

    /** Starts cleanUp in the background (once at a time); a failure is logged. */
    scheduleCleanup(): void {
      cleaning ??= service
        .cleanUp()
        .then(
          () => undefined,
          (error: unknown) =>
            ctx.log.error({ err: error }, 'cleaning up old release versions failed'),
        )
        .finally(() => {
          cleaning = undefined;
        });
    },

    /** Resolves once a clean-up in the background is over (the app waits for it to close). */
    async settled(): Promise<void> {
      await cleaning;
    },

    /**
     * At start: registers a remote's local build (its dist folder) when it is new, and makes it
     * live when nothing is live yet or the live version also came from a local build, so a
     * developer's edit shows after a restart while a released site keeps what was released.
     * Safe when several instances start at once.
     */
    async registerLocalBuild(name: RemoteName, dist: string): Promise<string | null> {
      const files = readBuild(dist);
      if (!files.length) return null;
      let build: CheckedBuild;
      try {
        build = checkBuild(files);
        gate(name, build.version, build.manifest, false);
      } catch (error) {
        ctx.log.warn({ remote: name, err: error }, `the local build of ${name} is not registered`);
        return null;
      }
      const size = await firstVisitBytes(build.manifest, options.siteProvides().shell, build.files);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        try {
          const outcome = await ctx.db.transaction().execute(async (trx) => {
            const repo = releaseRepository(trx);
            const now = nowIso(ctx.clock);
            await register(trx, name, build, {
              releasedBy: LOCAL_BUILD,
              source: 'local',
              commit: null,
              now,
              firstVisitBytes: size,
            });
            await repo.ensureState(name);
            const state = await repo.state(name);
            if (state.live === build.version) return 'live already';
            const live = state.live ? await repo.findVersion(name, state.live) : undefined;
            if (live && live.source !== 'local') return 'kept the released version';
            const budget = await repo.budget(name);
            const problems = [
              ...compatibilityProblems(build.manifest, options.siteProvides()),
              ...[budgetProblem(size, budget?.budgetBytes ?? null)].filter((p) => p !== null),
            ];
            if (problems.length && live) return `not made live: ${problems.join('; ')}`;
            if (
              !(await repo.compareAndSet(name, state.revision, {
                live: build.version,
                liveSince: now,
                previous: state.live,
              }))
            ) {
              throw conflict(name);
            }
            await noteService(
              repo,
              name,
              state,
              { live: build.version, canary: state.canary },
              now,
            );
            await repo.addHistory({
              remote: name,
              action: 'live',
              version: build.version,
              previousVersion: state.live,
              percent: null,
              actor: LOCAL_BUILD,
              at: now,
              detail: null,
              loads: null,
              failures: null,
            });
            return 'made live';
          });
          forget();
          ctx.log.info({ remote: name, version: build.version }, `local build: ${outcome}`);
          return build.version;
        } catch (error) {
          // Another instance registered or changed it at the same moment: look again.
          if (!(error instanceof HttpError) && !isUniqueViolation(error)) throw error;
        }
      }
      throw new Error(`could not register the local build of ${name}: the registry kept changing`);
    },
  };
  return service;
}

/** A build folder's files a release may hold (source maps and other kinds are left out). */
export function readBuild(dist: string): { path: string; bytes: Buffer }[] {
  const out: { path: string; bytes: Buffer }[] = [];
  const walk = (dir: string, prefix: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry);
      const relative = prefix ? `${prefix}/${entry}` : entry;
      if (statSync(full).isDirectory()) walk(full, relative);
      else if (!/\.map(\.br|\.gz)?$/.test(entry) && contentTypeOf(relative)) {
        out.push({ path: relative, bytes: readFileSync(full) });
      }
    }
  };
  walk(dist, '');
  return out;
}

export type ReleaseService = ReturnType<typeof createReleaseService>;
