import type { Executor } from '../core/database';
import type { ImageRef } from '../core/images';
import { imageRef, newId } from './common';

export interface CounterRecord {
  id: string;
  title: string;
  /** The Kiswahili title; null: none. */
  titleSw: string | null;
  content: number;
}

export interface PromiseRecord {
  id: string;
  title: string;
  titleSw: string | null;
  content: string;
  contentSw: string | null;
  imageId: string | null;
  image: ImageRef | null;
}

/** A counter as written: a Kiswahili title left out (undefined) of an update stays. */
export interface CounterValues {
  title: string;
  titleSw?: string | null | undefined;
  content: number;
}

/** What a promise may be changed to; a field left out (undefined) stays. */
export interface PromiseChanges {
  title?: string | undefined;
  titleSw?: string | null | undefined;
  content?: string | undefined;
  contentSw?: string | null | undefined;
  imageId?: string | undefined;
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
        'promises.title_sw',
        'promises.content',
        'promises.content_sw',
        'promises.image_id',
        'images.hash',
        'images.widths',
      ]);
  type PromiseRow = Awaited<ReturnType<ReturnType<typeof promises>['execute']>>[number];
  const toPromise = (row: PromiseRow): PromiseRecord => ({
    id: row.id,
    title: row.title,
    titleSw: row.title_sw,
    content: row.content,
    contentSw: row.content_sw,
    imageId: row.image_id,
    image: imageRef(row.hash, row.widths),
  });

  return {
    async counters(): Promise<CounterRecord[]> {
      const rows = await db
        .selectFrom('counters')
        .select(['id', 'title', 'title_sw', 'content'])
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        titleSw: row.title_sw,
        content: Number(row.content),
      }));
    },
    async counterExists(id: string): Promise<boolean> {
      return Boolean(
        await db.selectFrom('counters').select('id').where('id', '=', id).executeTakeFirst(),
      );
    },
    async insertCounter(counter: CounterValues, now: string) {
      const id = newId();
      await db
        .insertInto('counters')
        .values({
          id,
          title: counter.title,
          title_sw: counter.titleSw ?? null,
          content: counter.content,
          created_at: now,
        })
        .execute();
      return id;
    },
    async updateCounter(id: string, counter: CounterValues) {
      await db
        .updateTable('counters')
        .set({
          title: counter.title,
          content: counter.content,
          ...(counter.titleSw !== undefined ? { title_sw: counter.titleSw } : {}),
        })
        .where('id', '=', id)
        .execute();
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
      promise: {
        title: string;
        titleSw: string | null;
        content: string;
        contentSw: string | null;
        imageId: string | null;
      },
      now: string,
    ) {
      const id = newId();
      await db
        .insertInto('promises')
        .values({
          id,
          title: promise.title,
          title_sw: promise.titleSw,
          content: promise.content,
          content_sw: promise.contentSw,
          image_id: promise.imageId,
          created_at: now,
        })
        .execute();
      return id;
    },
    async updatePromise(id: string, changes: PromiseChanges) {
      const values = {
        ...(changes.title !== undefined ? { title: changes.title } : {}),
        ...(changes.titleSw !== undefined ? { title_sw: changes.titleSw } : {}),
        ...(changes.content !== undefined ? { content: changes.content } : {}),
        ...(changes.contentSw !== undefined ? { content_sw: changes.contentSw } : {}),
        ...(changes.imageId !== undefined ? { image_id: changes.imageId } : {}),
      };
      if (Object.keys(values).length === 0) return;
      await db.updateTable('promises').set(values).where('id', '=', id).execute();
    },
  };
}
