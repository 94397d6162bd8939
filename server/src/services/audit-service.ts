import { startBackgroundJob, type BackgroundJob } from '../core/background-timer';
import {
  AUDIT_ACTOR_KINDS,
  AUDIT_FIELDS_MAX,
  AUDIT_VALUE_MAX,
  type AuditActor,
  type AuditActorKind,
  type AuditEntry,
  type AuditValues,
  type Page,
} from 'shared-data/contract';
import type { Caller, Deployer } from '../core/caller';
import type { Executor } from '../core/database';
import { auditRepository, type AuditRecord } from '../repositories/audit-repository';
import { metaRepository } from '../repositories/meta-repository';
import { staffRepository } from '../repositories/staff-repository';
import { ensureAdmin } from './account-rules';
import { nowIso, type ServiceContext } from './context';
import { pageAnswer, windowOf } from './paging';

// The activity log (docs/behaviour.md#activity-log). Each service that changes something calls
// recordChange inside the transaction of the change, so the change and its entry land together
// or not at all. Entries are only inserted; the retention job alone removes them.

/** Who made a change: a signed-in staff member, a deploy token, or the server (a job). */
export type AuditBy = Caller | Deployer | { system: string };

export interface AuditChange {
  /** `<area>.<action>`, an area of AUDIT_AREAS: `carousel.delete`. */
  kind: string;
  /** What was changed: a type (staff, carousel, booking, ...) and that row's id. */
  subject: { type: string; id: string | null };
  /** One line a person reads: 'Deleted the carousel image at index 3'. */
  summary: string;
  /** The fields as they were and as they are; cut to a short size (boundedValues). */
  before?: Record<string, unknown> | null | undefined;
  after?: Record<string, unknown> | null | undefined;
}

/** The app_meta row that says when the log was last pruned, by any instance. */
export const AUDIT_PRUNE_KEY = 'audit_prune_at';
/** The log is pruned at most this often, whichever instance asks. */
export const AUDIT_PRUNE_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Names read for the person filter: every account and token that ever changed something. */
const ACTORS_MAX = 500;
/** The clinic's offset from UTC (Africa/Nairobi keeps +03:00 all year). */
const CLINIC_OFFSET = '+03:00';

const cut = (text: string) =>
  text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX - 1)}…` : text;

/**
 * A before/after as the log keeps it: at most AUDIT_FIELDS_MAX fields, each a short value
 * (text cut to AUDIT_VALUE_MAX characters, anything nested written as cut JSON), so an entry
 * stays small whatever was changed. Undefined fields are left out; null when nothing is left.
 */
export function boundedValues(
  values: Record<string, unknown> | null | undefined,
): AuditValues | null {
  if (!values) return null;
  const kept: AuditValues = {};
  let count = 0;
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (count === AUDIT_FIELDS_MAX) break;
    count += 1;
    const name = cut(key);
    if (value === null || typeof value === 'boolean') kept[name] = value;
    else if (typeof value === 'number') kept[name] = Number.isFinite(value) ? value : String(value);
    else if (typeof value === 'string') kept[name] = cut(value);
    else kept[name] = cut(String(JSON.stringify(value)));
  }
  return count ? kept : null;
}

/**
 * The fields of `after` that differ from `before`, each side with its own value: the short
 * before/after of an update. Only the fields `after` names are compared.
 */
export function changedFields(
  before: object,
  after: object,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const old = before as Record<string, unknown>;
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || Object.is(old[key], value)) continue;
    was[key] = old[key] ?? null;
    is[key] = value;
  }
  return { before: was, after: is };
}

async function actorOf(
  trx: Executor,
  by: AuditBy,
): Promise<
  Omit<AuditActor, 'kind'> & {
    kind: AuditActorKind;
  }
> {
  if ('system' in by) return { kind: 'system', id: null, name: by.system };
  if ('tokenId' in by) {
    return { kind: 'deploy-token', id: by.tokenId, name: `${by.label} (${by.remote})` };
  }
  const staff = await staffRepository(trx).findById(by.id);
  return { kind: 'staff', id: by.id, name: staff?.fullname ?? 'a deleted account' };
}

/**
 * Writes one entry, on `trx`: call it inside the transaction of the change it records. The
 * actor's name is read now, so the log keeps the name they had at the time.
 */
export async function recordChange(
  ctx: Pick<ServiceContext, 'clock'>,
  trx: Executor,
  by: AuditBy,
  change: AuditChange,
): Promise<void> {
  const actor = await actorOf(trx, by);
  const before = boundedValues(change.before);
  const after = boundedValues(change.after);
  await auditRepository(trx).insert({
    at: nowIso(ctx.clock),
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: cut(actor.name),
    kind: change.kind,
    subjectType: change.subject.type,
    subjectId: change.subject.id,
    summary: cut(change.summary),
    beforeJson: before ? JSON.stringify(before) : null,
    afterJson: after ? JSON.stringify(after) : null,
  });
}

const actorKind = (kind: string): AuditActorKind =>
  (AUDIT_ACTOR_KINDS as readonly string[]).includes(kind) ? (kind as AuditActorKind) : 'system';

const parsed = (json: string | null): AuditValues | null =>
  json === null ? null : (JSON.parse(json) as AuditValues);

export const presentAudit = (record: AuditRecord): AuditEntry => ({
  id: record.id,
  at: record.at,
  actor: { kind: actorKind(record.actorKind), id: record.actorId, name: record.actorName },
  kind: record.kind,
  subject: { type: record.subjectType, id: record.subjectId },
  summary: record.summary,
  before: parsed(record.beforeJson),
  after: parsed(record.afterJson),
});

/** A clinic day (YYYY-MM-DD, checked by the contract) as [from, to) in stored UTC times. */
export function clinicDayRange(day: string): { from: string; to: string } {
  const start = Date.parse(`${day}T00:00:00${CLINIC_OFFSET}`);
  return { from: new Date(start).toISOString(), to: new Date(start + DAY_MS).toISOString() };
}

export interface AuditQuery {
  page: number;
  per_page: number;
  actor?: string | undefined;
  kind?: string | undefined;
  day?: string | undefined;
}

export function createAuditService(ctx: ServiceContext, options: { retentionDays: number }) {
  return {
    /** GET audit: administrators only, newest first. */
    async page(caller: Caller, query: AuditQuery): Promise<Page<AuditEntry>> {
      ensureAdmin(caller);
      const window = windowOf(query);
      const found = await auditRepository(ctx.db).page(
        { actorId: query.actor, kind: query.kind, ...(query.day ? clinicDayRange(query.day) : {}) },
        window,
      );
      return pageAnswer(query, found, presentAudit);
    },

    /** GET audit/actors: who can be chosen in the log's person filter. */
    async actors(caller: Caller): Promise<AuditActor[]> {
      ensureAdmin(caller);
      const actors = await auditRepository(ctx.db).actors(ACTORS_MAX);
      return actors
        .map((a) => ({ kind: actorKind(a.actorKind), id: a.actorId, name: a.actorName }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    /**
     * Removes the entries older than the retention period (AUDIT_RETENTION_DAYS). At most once
     * per AUDIT_PRUNE_EVERY_MS across every instance: the first to claim the app_meta row does
     * it, the others answer null at once. What it removed is itself an entry of the log.
     */
    async prune(): Promise<number | null> {
      const now = ctx.clock();
      if (!(await metaRepository(ctx.db).claim(AUDIT_PRUNE_KEY, now, AUDIT_PRUNE_EVERY_MS))) {
        return null;
      }
      const before = new Date(now - options.retentionDays * DAY_MS).toISOString();
      const repo = auditRepository(ctx.db);
      let removed = 0;
      for (;;) {
        const gone = await repo.pruneBefore(before);
        removed += gone;
        if (gone === 0) break;
      }
      if (removed > 0) {
        await recordChange(
          ctx,
          ctx.db,
          { system: 'retention' },
          {
            kind: 'audit.prune',
            subject: { type: 'audit', id: null },
            summary: `Removed ${removed} activity log entr${removed === 1 ? 'y' : 'ies'} older than ${options.retentionDays} days`,
            after: { removed, before },
          },
        );
        ctx.log.info({ removed, before }, 'old activity log entries removed');
      }
      return removed;
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

/**
 * Runs `prune` once soon after the start and then every AUDIT_PRUNE_EVERY_MS; every instance
 * runs it, the database's claim lets one of them work. stop() waits for a pass under way.
 */
export function startAuditRetention(
  audit: AuditService,
  log: ServiceContext['log'],
  { firstMs = 60_000, everyMs = AUDIT_PRUNE_EVERY_MS } = {},
): BackgroundJob {
  return startBackgroundJob(() => audit.prune(), {
    firstMs,
    everyMs,
    log,
    failure: 'pruning the activity log failed',
  });
}
