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

    /**
     * A second row for the same picture (its files shared), owned by another holder: a
     * revision or a pending version keeps its pictures whatever happens to the post's own rows.
     */
    async copy(id: string, now: string): Promise<string | null> {
      const row = await db
        .selectFrom('images')
        .select(['hash', 'widths', 'width', 'height'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const copyId = newId();
      await db
        .insertInto('images')
        .values({ id: copyId, ...row, created_at: now })
        .execute();
      return copyId;
    },

    /** The stored size (of the largest variant) of the picture with this hash. */
    async sizeOf(hash: string): Promise<{ width: number; height: number } | undefined> {
      return db
        .selectFrom('images')
        .select(['width', 'height'])
        .where('hash', '=', hash)
        .executeTakeFirst();
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
