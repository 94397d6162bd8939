import type { Executor } from '../core/database';
import type { ImageRef } from '../core/images';
import { imageRef, newId } from './common';

export interface CounterRecord {
  id: string;
  title: string;
  content: number;
}

export interface PromiseRecord {
  id: string;
  title: string;
  content: string;
  imageId: string | null;
  image: ImageRef | null;
}

/** The home page's counters and promises. */
export function othersRepository(db: Executor) {
  const promises = () =>
    db
      .selectFrom('promises')
      .leftJoin('images', 'images.id', 'promises.image_id')
      .select([
        'promises.id',
        'promises.title',
        'promises.content',
        'promises.image_id',
        'images.hash',
        'images.widths',
      ]);
  type PromiseRow = Awaited<ReturnType<ReturnType<typeof promises>['execute']>>[number];
  const toPromise = (row: PromiseRow): PromiseRecord => ({
    id: row.id,
    title: row.title,
    content: row.content,
    imageId: row.image_id,
    image: imageRef(row.hash, row.widths),
  });

  return {
    async counters(): Promise<CounterRecord[]> {
      const rows = await db
        .selectFrom('counters')
        .select(['id', 'title', 'content'])
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ ...row, content: Number(row.content) }));
    },
    async counterExists(id: string): Promise<boolean> {
      return Boolean(
        await db.selectFrom('counters').select('id').where('id', '=', id).executeTakeFirst(),
      );
    },
    async insertCounter(counter: { title: string; content: number }, now: string) {
      const id = newId();
      await db
        .insertInto('counters')
        .values({ id, ...counter, created_at: now })
        .execute();
      return id;
    },
    async updateCounter(id: string, counter: { title: string; content: number }) {
      await db.updateTable('counters').set(counter).where('id', '=', id).execute();
    },

    async promises(): Promise<PromiseRecord[]> {
      return (await promises().orderBy('promises.created_at').orderBy('promises.id').execute()).map(
        toPromise,
      );
    },
    async findPromise(id: string): Promise<PromiseRecord | undefined> {
      const row = await promises().where('promises.id', '=', id).executeTakeFirst();
      return row ? toPromise(row) : undefined;
    },
    async insertPromise(
      promise: { title: string; content: string; imageId: string | null },
      now: string,
    ) {
      const id = newId();
      await db
        .insertInto('promises')
        .values({
          id,
          title: promise.title,
          content: promise.content,
          image_id: promise.imageId,
          created_at: now,
        })
        .execute();
      return id;
    },
    async updatePromise(
      id: string,
      changes: { title?: string; content?: string; imageId?: string },
    ) {
      const values = {
        ...(changes.title !== undefined ? { title: changes.title } : {}),
        ...(changes.content !== undefined ? { content: changes.content } : {}),
        ...(changes.imageId !== undefined ? { image_id: changes.imageId } : {}),
      };
      if (Object.keys(values).length === 0) return;
      await db.updateTable('promises').set(values).where('id', '=', id).execute();
    },
  };
}
