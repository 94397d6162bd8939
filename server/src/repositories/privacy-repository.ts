import type { Executor } from '../core/database';
import { newId, type PageWindow, type RowPage } from './common';

/** A one-time code of the privacy page, kept as keyed hashes only. */
export interface PrivacyCodeRecord {
  id: string;
  codeHash: string;
  failedAttempts: number;
  expiresAt: string;
}

export interface PrivacyRequestRecord {
  id: string;
  contact: string;
  message: string;
  createdAt: string;
  dueAt: string;
  answeredAt: string | null;
  answeredByName: string | null;
}

const REQUEST_COLUMNS = [
  'id',
  'contact',
  'message',
  'created_at as createdAt',
  'due_at as dueAt',
  'answered_at as answeredAt',
  'answered_by_name as answeredByName',
] as const;

/** The privacy page's codes and checks, and the requests made from it. */
export function privacyRepository(db: Executor) {
  return {
    /** Spends every earlier code of the contact, ends its checks, and stores the new code. */
    async replaceCode(
      code: { contactKey: string; codeHash: string; expiresAt: string },
      now: string,
    ): Promise<void> {
      await this.endAll(code.contactKey, now);
      await db
        .insertInto('privacy_codes')
        .values({
          id: newId(),
          contact_key: code.contactKey,
          code_hash: code.codeHash,
          failed_attempts: 0,
          expires_at: code.expiresAt,
          created_at: now,
          used_at: null,
          check_hash: null,
          check_expires_at: null,
        })
        .execute();
    },

    /** The contact's unspent code, if any (expired or not: the caller decides). */
    async currentCode(contactKey: string): Promise<PrivacyCodeRecord | undefined> {
      return db
        .selectFrom('privacy_codes')
        .select([
          'id',
          'code_hash as codeHash',
          'failed_attempts as failedAttempts',
          'expires_at as expiresAt',
        ])
        .where('contact_key', '=', contactKey)
        .where('used_at', 'is', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
    },

    /** Counts a wrong try; spends the code when it reaches the limit. */
    async recordFailure(id: string, limit: number, now: string): Promise<void> {
      const row = await db
        .updateTable('privacy_codes')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
        .where('id', '=', id)
        .returning('failed_attempts')
        .executeTakeFirstOrThrow();
      if (row.failed_attempts >= limit) await this.spend(id, now);
    },

    /** Spends the code if it is still unspent: false when another request spent it first. */
    async spend(id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('privacy_codes')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Spends the code and gives it a check in one statement: false when already spent. */
    async spendWithCheck(
      id: string,
      check: { hash: string; expiresAt: string },
      now: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('privacy_codes')
        .set({ used_at: now, check_hash: check.hash, check_expires_at: check.expiresAt })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The contact a live check belongs to (its keyed hash) and when it ends, or undefined. */
    async checkOwner(
      checkHash: string,
      now: string,
    ): Promise<{ contactKey: string; expiresAt: string } | undefined> {
      const row = await db
        .selectFrom('privacy_codes')
        .select(['contact_key', 'check_expires_at'])
        .where('check_hash', '=', checkHash)
        .where('check_expires_at', '>', now)
        .executeTakeFirst();
      return row
        ? { contactKey: row.contact_key, expiresAt: row.check_expires_at ?? now }
        : undefined;
    },

    /** Ends every code and check of the contact. */
    async endAll(contactKey: string, now: string): Promise<void> {
      await db
        .updateTable('privacy_codes')
        .set({ used_at: now, check_expires_at: now })
        .where('contact_key', '=', contactKey)
        .where((eb) => eb.or([eb('used_at', 'is', null), eb('check_expires_at', '>', now)]))
        .execute();
    },

    /** Removes codes and checks that ended before `now`; answers how many went. */
    async removeEnded(now: string): Promise<number> {
      const result = await db
        .deleteFrom('privacy_codes')
        .where('expires_at', '<=', now)
        .where((eb) =>
          eb.or([eb('check_expires_at', 'is', null), eb('check_expires_at', '<=', now)]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async insertRequest(request: {
      contact: string;
      contactKey: string;
      message: string;
      createdAt: string;
      dueAt: string;
    }): Promise<string> {
      const id = newId();
      await db
        .insertInto('privacy_requests')
        .values({
          id,
          contact: request.contact,
          contact_key: request.contactKey,
          message: request.message,
          created_at: request.createdAt,
          due_at: request.dueAt,
          answered_at: null,
          answered_by: null,
          answered_by_name: null,
        })
        .execute();
      return id;
    },

    /** Open ones first, the nearest due first; then answered ones, the latest first. */
    async requestPage(
      filter: { state?: 'open' | 'answered' | undefined },
      window: PageWindow,
    ): Promise<RowPage<PrivacyRequestRecord>> {
      let query = db.selectFrom('privacy_requests');
      if (filter.state === 'open') query = query.where('answered_at', 'is', null);
      if (filter.state === 'answered') query = query.where('answered_at', 'is not', null);
      const [rows, count] = await Promise.all([
        query
          .select(REQUEST_COLUMNS)
          .orderBy((eb) => eb.case().when('answered_at', 'is', null).then(0).else(1).end())
          .orderBy('due_at')
          .orderBy('id')
          .offset(window.offset)
          .limit(window.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async findRequest(id: string): Promise<PrivacyRequestRecord | undefined> {
      return db
        .selectFrom('privacy_requests')
        .select(REQUEST_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The contact's requests, oldest first. */
    async requestsOf(contactKey: string): Promise<PrivacyRequestRecord[]> {
      return db
        .selectFrom('privacy_requests')
        .select(REQUEST_COLUMNS)
        .where('contact_key', '=', contactKey)
        .orderBy('created_at')
        .execute();
    },

    /** Marks it answered, once: false when it already was. */
    async markAnswered(
      id: string,
      by: { id: string; name: string },
      now: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('privacy_requests')
        .set({ answered_at: now, answered_by: by.id, answered_by_name: by.name })
        .where('id', '=', id)
        .where('answered_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Removes answered requests made before `before`; answers how many went. */
    async removeAnsweredBefore(before: string): Promise<number> {
      const result = await db
        .deleteFrom('privacy_requests')
        .where('created_at', '<', before)
        .where('answered_at', 'is not', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
