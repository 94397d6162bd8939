import { IMAGE_SIZES, type CarouselItem } from 'shared-data/contract';
import { HttpError } from '../core/errors';
import type { UploadedFile } from '../core/uploaded-file';
import { carouselRepository, type CarouselRecord } from '../repositories/carousel-repository';
import { isUniqueViolation } from '../repositories/common';
import { inTransaction, nowIso, type ServiceContext } from './context';
import { HOME_PAGE, pagesChanged } from './page-changes';
import { recordChange, type AuditBy } from './audit-service';

const NOT_FOUND = 'The carousel image was not found';
/** A slide fills the home page's 1600 x 700 box: a smaller image would be enlarged and soft. */
const SLIDE = { minSize: IMAGE_SIZES.carousel };

export function createCarouselService(ctx: ServiceContext) {
  const present = (item: CarouselRecord): CarouselItem => {
    const image = ctx.images.present(item.image);
    return {
      id: item.id,
      _id: item.id,
      index: item.index,
      image: image.url ?? '',
      image_srcset: image.srcset,
    };
  };
  const list = async () => (await carouselRepository(ctx.db).list()).map(present);
  const taken = (index: number) =>
    new HttpError(409, `Index ${index} already has an image: choose another index`);

  return {
    list,

    async create(index: number, image: UploadedFile, who: AuditBy): Promise<CarouselItem[]> {
      if (await carouselRepository(ctx.db).find({ index })) throw taken(index);
      const prepared = await ctx.images.prepare(image, SLIDE);
      try {
        await inTransaction(ctx, [prepared], async (trx) => {
          const now = nowIso(ctx.clock);
          const imageId = await ctx.images.record(trx, prepared, now);
          const id = await carouselRepository(trx).insert({ index, imageId }, now);
          await pagesChanged(trx, [HOME_PAGE], now);
          await recordChange(ctx, trx, who, {
            kind: 'carousel.create',
            subject: { type: 'carousel', id },
            summary: `Added a carousel image at index ${index}`,
            after: { index, image: ctx.images.present(prepared).url },
          });
          return { result: undefined };
        });
      } catch (error) {
        // Two uploads for the same index at once: the second loses, cleanly.
        if (isUniqueViolation(error)) throw taken(index);
        throw error;
      }
      return list();
    },

    /** A new picture for an item; its index does not change. */
    async replaceImage(
      by: { id: string } | { index: number },
      image: UploadedFile,
      who: AuditBy,
    ): Promise<CarouselItem[]> {
      if (!(await carouselRepository(ctx.db).find(by))) throw new HttpError(404, NOT_FOUND);
      const prepared = await ctx.images.prepare(image, SLIDE);
      await inTransaction(ctx, [prepared], async (trx) => {
        const items = carouselRepository(trx);
        const item = await items.find(by);
        if (!item) throw new HttpError(404, NOT_FOUND);
        const now = nowIso(ctx.clock);
        const imageId = await ctx.images.record(trx, prepared, now);
        await items.setImage(item.id, imageId);
        await pagesChanged(trx, [HOME_PAGE], now);
        await recordChange(ctx, trx, who, {
          kind: 'carousel.replace',
          subject: { type: 'carousel', id: item.id },
          summary: `Replaced the carousel image at index ${item.index}`,
          before: { image: ctx.images.present(item.image).url },
          after: { image: ctx.images.present(prepared).url },
        });
        return { result: undefined, unused: await ctx.images.forget(trx, item.imageId) };
      });
      return list();
    },

    async remove(id: string, who: AuditBy): Promise<CarouselItem[]> {
      await inTransaction(ctx, [], async (trx) => {
        const items = carouselRepository(trx);
        const item = await items.find({ id });
        if (!item) throw new HttpError(404, NOT_FOUND);
        await items.remove(id);
        await pagesChanged(trx, [HOME_PAGE], nowIso(ctx.clock));
        await recordChange(ctx, trx, who, {
          kind: 'carousel.delete',
          subject: { type: 'carousel', id },
          summary: `Deleted the carousel image at index ${item.index}`,
          before: { index: item.index, image: ctx.images.present(item.image).url },
        });
        return { result: undefined, unused: await ctx.images.forget(trx, item.imageId) };
      });
      return list();
    },
  };
}
