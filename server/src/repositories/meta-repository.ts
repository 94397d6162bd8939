import type { Executor } from '../core/database';

export function metaRepository(db: Executor) {
  return {
    async get(key: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      return row?.value;
    },
    async set(key: string, value: string): Promise<void> {
      await db
        .insertInto('app_meta')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    },
  };
}
