import type { Executor } from '../core/database';
import type { ImageRef } from '../core/images';
import { imageRef, newId } from './common';

export interface NewImage extends ImageRef {
  width: number;
  height: number;
}

export function imageRepository(db: Executor) {
  return {
    async insert(image: NewImage, now: string): Promise<string> {
      const id = newId();
      await db
        .insertInto('images')
        .values({
          id,
          hash: image.hash,
          widths: image.widths.join(','),
          width: image.width,
          height: image.height,
          created_at: now,
        })
        .execute();
      return id;
    },

    async isUsed(hash: string): Promise<boolean> {
      const row = await db
        .selectFrom('images')
        .select('id')
        .where('hash', '=', hash)
        .executeTakeFirst();
      return Boolean(row);
    },

    /**
     * Deletes the row; answers its files when no other row uses the same picture (an upload of
     * the same bytes shares them), so the caller removes them only then.
     */
    async remove(id: string): Promise<ImageRef | null> {
      const row = await db
        .deleteFrom('images')
        .where('id', '=', id)
        .returning(['hash', 'widths'])
        .executeTakeFirst();
      if (!row) return null;
      const other = await db
        .selectFrom('images')
        .select('id')
        .where('hash', '=', row.hash)
        .executeTakeFirst();
      return other ? null : imageRef(row.hash, row.widths);
    },
  };
}
