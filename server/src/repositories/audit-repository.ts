import type { Executor } from '../core/database';
import { newId, type PageWindow, type RowPage } from './common';

/** One entry of the activity log as stored; before/after are JSON text. */
export interface AuditRecord {
  id: string;
  at: string;
  actorKind: string;
  actorId: string | null;
  actorName: string;
  kind: string;
  subjectType: string;
  subjectId: string | null;
  summary: string;
  beforeJson: string | null;
  afterJson: string | null;
}

export interface AuditFilter {
  actorId?: string | undefined;
  /** An area (`carousel`: every `carousel.*`) or one kind (`carousel.delete`). */
  kind?: string | undefined;
  /** [from, to) as ISO times. */
  from?: string | undefined;
  to?: string | undefined;
}

/** Rows deleted per statement by the retention: a long backlog goes in bounded steps. */
const PRUNE_BATCH = 1000;

export function auditRepository(db: Executor) {
  function filtered(filter: AuditFilter) {
    let query = db.selectFrom('audit_log');
    if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId);
    if (filter.kind !== undefined) {
      query = filter.kind.includes('.')
        ? query.where('kind', '=', filter.kind)
        : // Every `<area>.<action>`: '/' sorts right after '.', so the range holds exactly them
          // and the kind index serves it on both databases.
          query.where('kind', '>', `${filter.kind}.`).where('kind', '<', `${filter.kind}/`);
    }
    if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('at', '<', filter.to);
    return query;
  }

  /** Every entry about these records of one type (a person's bookings, their enquiries). */
  async function aboutAny(subjectType: string, subjectIds: string[]): Promise<AuditRecord[]> {
    if (!subjectIds.length) return [];
    return db
      .selectFrom('audit_log')
      .select([
        'id',
        'at',
        'actor_kind as actorKind',
        'actor_id as actorId',
        'actor_name as actorName',
        'kind',
        'subject_type as subjectType',
        'subject_id as subjectId',
        'summary',
        'before_json as beforeJson',
        'after_json as afterJson',
      ])
      .where('subject_type', '=', subjectType)
      .where('subject_id', 'in', subjectIds)
      .orderBy('at')
      .orderBy('id')
      .execute();
  }

  return {
    /** Only ever inserts: an entry is never changed. */
    async insert(entry: Omit<AuditRecord, 'id'>): Promise<string> {
      const id = newId();
      await db
        .insertInto('audit_log')
        .values({
          id,
          at: entry.at,
          actor_kind: entry.actorKind,
          actor_id: entry.actorId,
          actor_name: entry.actorName,
          kind: entry.kind,
          subject_type: entry.subjectType,
          subject_id: entry.subjectId,
          summary: entry.summary,
          before_json: entry.beforeJson,
          after_json: entry.afterJson,
        })
        .execute();
      return id;
    },

    /** Newest first. */
    async page(filter: AuditFilter, window: PageWindow): Promise<RowPage<AuditRecord>> {
      const [rows, count] = await Promise.all([
        filtered(filter)
          .select([
            'id',
            'at',
            'actor_kind as actorKind',
            'actor_id as actorId',
            'actor_name as actorName',
            'kind',
            'subject_type as subjectType',
            'subject_id as subjectId',
            'summary',
            'before_json as beforeJson',
            'after_json as afterJson',
          ])
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .offset(window.offset)
          .limit(window.limit)
          .execute(),
        filtered(filter)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /**
     * Everyone who has made a change, each with the latest name they had (a rename makes a
     * second name: at most `limit` names are read, newest first).
     */
    async actors(
      limit: number,
    ): Promise<{ actorKind: string; actorId: string | null; actorName: string }[]> {
      const names = await db
        .selectFrom('audit_log')
        .select([
          'actor_kind as actorKind',
          'actor_id as actorId',
          'actor_name as actorName',
          (eb) => eb.fn.max('at').as('lastAt'),
        ])
        .groupBy(['actor_kind', 'actor_id', 'actor_name'])
        .orderBy('lastAt', 'desc')
        .limit(limit)
        .execute();
      const latest = new Map<string, (typeof names)[number]>();
      for (const name of names) {
        const key = `${name.actorKind}\u0000${name.actorId ?? ''}`;
        if (!latest.has(key)) latest.set(key, name);
      }
      return [...latest.values()].map(({ actorKind, actorId, actorName }) => ({
        actorKind,
        actorId,
        actorName,
      }));
    },

    /** Every entry about one record (a booking, an account), oldest first. */
    async about(subjectType: string, subjectId: string): Promise<AuditRecord[]> {
      return aboutAny(subjectType, [subjectId]);
    },

    /** Deletes up to PRUNE_BATCH entries older than `before`; answers how many went. */
    async pruneBefore(before: string): Promise<number> {
      const old = db
        .selectFrom('audit_log')
        .select('id')
        .where('at', '<', before)
        .orderBy('at')
        .limit(PRUNE_BATCH);
      const result = await db.deleteFrom('audit_log').where('id', 'in', old).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    aboutAny,

    /**
     * The one change the log allows (docs/behaviour.md#activity-log): when a person's records
     * are erased, the entries about them keep who did what kind of thing and when, and lose the
     * words that named the person (their summary and their before/after values).
     */
    async redactAbout(subjectType: string, subjectIds: string[], summary: string): Promise<number> {
      if (!subjectIds.length) return 0;
      const result = await db
        .updateTable('audit_log')
        .set({ summary, before_json: null, after_json: null })
        .where('subject_type', '=', subjectType)
        .where('subject_id', 'in', subjectIds)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
