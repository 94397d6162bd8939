import type { Executor } from '../core/database';
import type { ImageRef } from '../core/images';
import { imageRefOf, newId } from './common';

export interface CarouselRecord {
  id: string;
  index: number;
  imageId: string;
  image: ImageRef;
}

export function carouselRepository(db: Executor) {
  const items = () =>
    db
      .selectFrom('carousel_items')
      .innerJoin('images', 'images.id', 'carousel_items.image_id')
      .select([
        'carousel_items.id',
        'carousel_items.position',
        'carousel_items.image_id',
        'images.hash',
        'images.widths',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof items>['execute']>>[number];
  const toRecord = (row: Row): CarouselRecord => ({
    id: row.id,
    index: row.position,
    imageId: row.image_id,
    image: imageRefOf(row.hash, row.widths),
  });

  return {
    async list(): Promise<CarouselRecord[]> {
      return (await items().orderBy('carousel_items.position').execute()).map(toRecord);
    },
    async find(by: { id: string } | { index: number }): Promise<CarouselRecord | undefined> {
      const row = await (
        'id' in by
          ? items().where('carousel_items.id', '=', by.id)
          : items().where('carousel_items.position', '=', by.index)
      ).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    async insert(item: { index: number; imageId: string }, now: string): Promise<string> {
      const id = newId();
      await db
        .insertInto('carousel_items')
        .values({ id, position: item.index, image_id: item.imageId, created_at: now })
        .execute();
      return id;
    },
    async setImage(id: string, imageId: string): Promise<void> {
      await db
        .updateTable('carousel_items')
        .set({ image_id: imageId })
        .where('id', '=', id)
        .execute();
    },
    async remove(id: string): Promise<void> {
      await db.deleteFrom('carousel_items').where('id', '=', id).execute();
    },
  };
}
