import type { Executor } from '../core/database';
import type { ImageRef } from '../core/images';
import { imageRefOf, newId } from './common';

export interface CarouselRecord {
  id: string;
  index: number;
  imageId: string;
  image: ImageRef;
  /** The slide's text alternative in English and in Kiswahili; null: none. */
  alt: string | null;
  altSw: string | null;
}

/** A slide's text alternatives; one left out (undefined) stays as it is. */
export interface CarouselAltChanges {
  alt?: string | null | undefined;
  altSw?: string | null | undefined;
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
        'carousel_items.alt',
        'carousel_items.alt_sw',
        'images.hash',
        'images.widths',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof items>['execute']>>[number];
  const toRecord = (row: Row): CarouselRecord => ({
    id: row.id,
    index: row.position,
    imageId: row.image_id,
    image: imageRefOf(row.hash, row.widths),
    alt: row.alt,
    altSw: row.alt_sw,
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
    async insert(
      item: { index: number; imageId: string; alt: string | null; altSw: string | null },
      now: string,
    ): Promise<string> {
      const id = newId();
      await db
        .insertInto('carousel_items')
        .values({
          id,
          position: item.index,
          image_id: item.imageId,
          alt: item.alt,
          alt_sw: item.altSw,
          created_at: now,
        })
        .execute();
      return id;
    },
    /** A new image and text alternatives; what is left out (undefined) stays. */
    async update(
      id: string,
      changes: CarouselAltChanges & { imageId?: string | undefined },
    ): Promise<void> {
      const values = {
        ...(changes.imageId !== undefined ? { image_id: changes.imageId } : {}),
        ...(changes.alt !== undefined ? { alt: changes.alt } : {}),
        ...(changes.altSw !== undefined ? { alt_sw: changes.altSw } : {}),
      };
      if (Object.keys(values).length === 0) return;
      await db.updateTable('carousel_items').set(values).where('id', '=', id).execute();
    },
    async remove(id: string): Promise<void> {
      await db.deleteFrom('carousel_items').where('id', '=', id).execute();
    },
  };
}
