// Long on purpose: all the Kysely code of the release tables, which the registry's transactions
// use together; each method is a statement or two.
import type { Selectable } from 'kysely';
import type { ReleaseAction } from 'shared-data/contract';
import type { Executor } from '../core/database';
import type {
  ReleaseBudgetsTable,
  ReleaseFilesTable,
  ReleaseHistoryTable,
  ReleaseStateTable,
  ReleaseVersionsTable,
} from '../core/tables';
import { newId } from './common';

export interface VersionRecord {
  remote: string;
  version: string;
  releasedBy: string;
  source: 'upload' | 'local';
  releasedAt: string;
  commit: string | null;
  manifest: string;
  requires: Record<string, string>;
  fileCount: number;
  totalBytes: number;
  /** Gzip bytes a first visit loads from it; null when registered before sizes were measured. */
  firstVisitBytes: number | null;
  loads: number;
  failures: number;
}

/** A remote's budget for first-visit bytes, and who set it when. */
export interface BudgetRecord {
  remote: string;
  budgetBytes: number;
  setBy: string;
  setAt: string;
}

export interface VersionFile {
  path: string;
  contentType: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

export interface StateRecord {
  remote: string;
  live: string | null;
  liveSince: string | null;
  previous: string | null;
  canary: string | null;
  canaryPercent: number | null;
  canarySince: string | null;
  revision: number;
}

/** What a change writes to a remote's state row (the revision grows by one). */
export type StateChange = Partial<Omit<StateRecord, 'remote' | 'revision'>>;

export interface HistoryRecord {
  id: string;
  remote: string;
  action: ReleaseAction;
  version: string | null;
  previousVersion: string | null;
  percent: number | null;
  actor: string;
  at: string;
  detail: string | null;
  loads: number | null;
  failures: number | null;
}

const EMPTY_STATE = (remote: string): StateRecord => ({
  remote,
  live: null,
  liveSince: null,
  previous: null,
  canary: null,
  canaryPercent: null,
  canarySince: null,
  revision: 0,
});

const stateColumns = (change: StateChange) => ({
  ...('live' in change ? { live_version: change.live } : {}),
  ...('liveSince' in change ? { live_since: change.liveSince } : {}),
  ...('previous' in change ? { previous_version: change.previous } : {}),
  ...('canary' in change ? { canary_version: change.canary } : {}),
  ...('canaryPercent' in change ? { canary_percent: change.canaryPercent } : {}),
  ...('canarySince' in change ? { canary_since: change.canarySince } : {}),
});

// Rows are the tables' own types as Kysely selects them (Selectable of core/tables.ts), never
// copied by hand; records are what the services see. Number() keeps every count a number
// whichever driver answered.

const versionColumns = [
  'remote',
  'version',
  'released_by',
  'source',
  'released_at',
  'git_commit',
  'manifest',
  'requires',
  'file_count',
  'total_bytes',
  'first_visit_bytes',
  'loads',
  'failures',
] as const;
type VersionRow = Pick<Selectable<ReleaseVersionsTable>, (typeof versionColumns)[number]>;

const toVersion = (row: VersionRow): VersionRecord => ({
  remote: row.remote,
  version: row.version,
  releasedBy: row.released_by,
  source: row.source,
  releasedAt: row.released_at,
  commit: row.git_commit,
  manifest: row.manifest,
  requires: JSON.parse(row.requires) as Record<string, string>,
  fileCount: Number(row.file_count),
  totalBytes: Number(row.total_bytes),
  firstVisitBytes: row.first_visit_bytes === null ? null : Number(row.first_visit_bytes),
  loads: Number(row.loads),
  failures: Number(row.failures),
});

const fileColumns = ['path', 'content_type', 'size', 'sha256', 'bytes'] as const;
type FileRow = Pick<Selectable<ReleaseFilesTable>, (typeof fileColumns)[number]>;

const toFile = (row: FileRow): VersionFile => ({
  path: row.path,
  contentType: row.content_type,
  size: Number(row.size),
  sha256: row.sha256,
  bytes: Buffer.from(row.bytes),
});

const toState = (row: Selectable<ReleaseStateTable>): StateRecord => ({
  remote: row.remote,
  live: row.live_version,
  liveSince: row.live_since,
  previous: row.previous_version,
  canary: row.canary_version,
  canaryPercent: row.canary_percent === null ? null : Number(row.canary_percent),
  canarySince: row.canary_since,
  revision: Number(row.revision),
});

const toBudget = (row: Selectable<ReleaseBudgetsTable>): BudgetRecord => ({
  remote: row.remote,
  budgetBytes: Number(row.budget_bytes),
  setBy: row.set_by,
  setAt: row.set_at,
});

const toHistory = (row: Selectable<ReleaseHistoryTable>): HistoryRecord => ({
  id: row.id,
  remote: row.remote,
  action: row.action,
  version: row.version,
  previousVersion: row.previous_version,
  percent: row.percent === null ? null : Number(row.percent),
  actor: row.actor,
  at: row.at,
  detail: row.detail,
  loads: row.loads === null ? null : Number(row.loads),
  failures: row.failures === null ? null : Number(row.failures),
});

/** The release registry: versions and their files, each remote's state, history, counts. */
export function releaseRepository(db: Executor) {
  return {
    async states(): Promise<StateRecord[]> {
      const rows = await db.selectFrom('release_state').selectAll().execute();
      return rows.map(toState);
    },
    async state(remote: string): Promise<StateRecord> {
      const all = await this.states();
      return all.find((row) => row.remote === remote) ?? EMPTY_STATE(remote);
    },
    /** The state row exists from the first change on; made here, a no-op when it is there. */
    async ensureState(remote: string): Promise<void> {
      await db
        .insertInto('release_state')
        .values({ remote, revision: 0 })
        .onConflict((oc) => oc.column('remote').doNothing())
        .execute();
    },
    /**
     * Applies `change` only if the row is still at `revision`: false when another change
     * landed first (the caller answers 409). The database decides, so it holds across instances.
     */
    async compareAndSet(remote: string, revision: number, change: StateChange): Promise<boolean> {
      const result = await db
        .updateTable('release_state')
        .set({ ...stateColumns(change), revision: revision + 1 })
        .where('remote', '=', remote)
        .where('revision', '=', revision)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Ends a canary only if `version` is still it: true for exactly one caller. */
    async withdrawCanary(remote: string, version: string): Promise<boolean> {
      const result = await db
        .updateTable('release_state')
        .set((eb) => ({
          canary_version: null,
          canary_percent: null,
          canary_since: null,
          revision: eb('revision', '+', 1),
        }))
        .where('remote', '=', remote)
        .where('canary_version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async findVersion(remote: string, version: string): Promise<VersionRecord | undefined> {
      const row = await db
        .selectFrom('release_versions')
        .select(versionColumns)
        .where('remote', '=', remote)
        .where('version', '=', version)
        .executeTakeFirst();
      return row ? toVersion(row) : undefined;
    },
    /** Newest first. */
    async versions(remote: string): Promise<VersionRecord[]> {
      const rows = await db
        .selectFrom('release_versions')
        .select(versionColumns)
        .where('remote', '=', remote)
        .orderBy('released_at', 'desc')
        .orderBy('version')
        .execute();
      return rows.map(toVersion);
    },
    async insertVersion(
      version: Omit<VersionRecord, 'loads' | 'failures'>,
      files: VersionFile[],
    ): Promise<void> {
      await db
        .insertInto('release_versions')
        .values({
          remote: version.remote,
          version: version.version,
          released_by: version.releasedBy,
          source: version.source,
          released_at: version.releasedAt,
          git_commit: version.commit,
          manifest: version.manifest,
          requires: JSON.stringify(version.requires),
          file_count: version.fileCount,
          total_bytes: version.totalBytes,
          first_visit_bytes: version.firstVisitBytes,
        })
        .execute();
      // In slices: one statement per file would be slow, one for all too large for a driver.
      for (let i = 0; i < files.length; i += 20) {
        await db
          .insertInto('release_files')
          .values(
            files.slice(i, i + 20).map((file) => ({
              remote: version.remote,
              version: version.version,
              path: file.path,
              content_type: file.contentType,
              size: file.size,
              sha256: file.sha256,
              bytes: file.bytes,
            })),
          )
          .execute();
      }
    },
    /** The file and the precompressed copies the build wrote beside it (.br, .gz), if any. */
    async files(remote: string, version: string, paths: string[]): Promise<VersionFile[]> {
      const rows = await db
        .selectFrom('release_files')
        .select(fileColumns)
        .where('remote', '=', remote)
        .where('version', '=', version)
        .where('path', 'in', paths)
        .execute();
      return rows.map(toFile);
    },
    /**
     * Notes which versions just stopped being live or canary (`at`) and which just became one
     * (in service: no date), for the retention of old versions.
     */
    async markService(
      remote: string,
      { retired, serving }: { retired: string[]; serving: string[] },
      at: string,
    ): Promise<void> {
      if (retired.length) {
        await db
          .updateTable('release_versions')
          .set({ retired_at: at })
          .where('remote', '=', remote)
          .where('version', 'in', retired)
          .execute();
      }
      if (serving.length) {
        await db
          .updateTable('release_versions')
          .set({ retired_at: null })
          .where('remote', '=', remote)
          .where('version', 'in', serving)
          .execute();
      }
    },
    /**
     * The versions of `remote` other than `keep` out of service since before `before`: retired
     * then, or never in service and released then.
     */
    async expired(remote: string, keep: string[], before: string): Promise<string[]> {
      let query = db
        .selectFrom('release_versions')
        .select('version')
        .where('remote', '=', remote)
        .where((eb) => eb(eb.fn.coalesce('retired_at', 'released_at'), '<', before));
      if (keep.length) query = query.where('version', 'not in', keep);
      const rows = await query.orderBy('version').execute();
      return rows.map((row) => row.version);
    },
    /** A version and its files, gone. */
    async deleteVersion(remote: string, version: string): Promise<void> {
      await db
        .deleteFrom('release_files')
        .where('remote', '=', remote)
        .where('version', '=', version)
        .execute();
      await db
        .deleteFrom('release_versions')
        .where('remote', '=', remote)
        .where('version', '=', version)
        .execute();
    },
    async count(remote: string, version: string, loads: number, failures: number) {
      const result = await db
        .updateTable('release_versions')
        .set((eb) => ({
          loads: eb('loads', '+', loads),
          failures: eb('failures', '+', failures),
        }))
        .where('remote', '=', remote)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /**
     * Counts a visitor's report of a version: a load the first time this visitor reports it, a
     * failure the first time it reports one. The rows' key decides, so concurrent reports (any
     * instance) count a visitor once; run it in a transaction so a row and its count go together.
     */
    async countVisitor(remote: string, version: string, visitor: string, failed: boolean) {
      const claim = async (kind: 'load' | 'failure') => {
        const result = await db
          .insertInto('release_visitors')
          .values({ remote, version, visitor, kind })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        return Number(result.numInsertedOrUpdatedRows) === 1;
      };
      const load = await claim('load');
      const failure = failed && (await claim('failure'));
      if (load || failure) await this.count(remote, version, load ? 1 : 0, failure ? 1 : 0);
      return { load, failure };
    },

    /** The size of a version registered before sizes were measured, once measured. */
    async setFirstVisitBytes(remote: string, version: string, bytes: number): Promise<void> {
      await db
        .updateTable('release_versions')
        .set({ first_visit_bytes: bytes })
        .where('remote', '=', remote)
        .where('version', '=', version)
        .execute();
    },
    async budget(remote: string): Promise<BudgetRecord | undefined> {
      const row = await db
        .selectFrom('release_budgets')
        .selectAll()
        .where('remote', '=', remote)
        .executeTakeFirst();
      return row ? toBudget(row) : undefined;
    },
    async budgets(): Promise<BudgetRecord[]> {
      const rows = await db.selectFrom('release_budgets').selectAll().execute();
      return rows.map(toBudget);
    },
    /** Sets the budget only when the remote has none: true when this call set it. */
    async adoptBudget(budget: BudgetRecord): Promise<boolean> {
      const result = await db
        .insertInto('release_budgets')
        .values({
          remote: budget.remote,
          budget_bytes: budget.budgetBytes,
          set_by: budget.setBy,
          set_at: budget.setAt,
        })
        .onConflict((oc) => oc.column('remote').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows) === 1;
    },
    /** Sets the budget whatever it was (an administrator's change). */
    async setBudget(budget: BudgetRecord): Promise<void> {
      await db
        .insertInto('release_budgets')
        .values({
          remote: budget.remote,
          budget_bytes: budget.budgetBytes,
          set_by: budget.setBy,
          set_at: budget.setAt,
        })
        .onConflict((oc) =>
          oc.column('remote').doUpdateSet({
            budget_bytes: budget.budgetBytes,
            set_by: budget.setBy,
            set_at: budget.setAt,
          }),
        )
        .execute();
    },

    async addHistory(entry: Omit<HistoryRecord, 'id'>): Promise<void> {
      await db
        .insertInto('release_history')
        .values({
          id: newId(),
          remote: entry.remote,
          action: entry.action,
          version: entry.version,
          previous_version: entry.previousVersion,
          percent: entry.percent,
          actor: entry.actor,
          at: entry.at,
          detail: entry.detail,
          loads: entry.loads,
          failures: entry.failures,
        })
        .execute();
    },
    /**
     * The last change that put `version` in or out of service (live, canary, promote, rollback,
     * withdraw), or undefined when it never was.
     */
    async lastPlacement(remote: string, version: string): Promise<ReleaseAction | undefined> {
      const row = await db
        .selectFrom('release_history')
        .select('action')
        .where('remote', '=', remote)
        .where('version', '=', version)
        .where('action', 'in', ['live', 'canary', 'promote', 'rollback', 'withdraw'])
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.action;
    },
    /** Newest first. */
    async history(remote: string, limit: number): Promise<HistoryRecord[]> {
      const rows = await db
        .selectFrom('release_history')
        .selectAll()
        .where('remote', '=', remote)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toHistory);
    },
  };
}

export type ReleaseRepository = ReturnType<typeof releaseRepository>;
