import { IMAGE_SIZES, type CarouselItem } from 'shared-data/contract';
import { HttpError } from '../core/errors';
import type { UploadedFile } from '../core/uploaded-file';
import { carouselRepository, type CarouselRecord } from '../repositories/carousel-repository';
import { isUniqueViolation } from '../repositories/common';
import { inTransaction, nowIso, type ServiceContext } from './context';
import { changedOptionalText, newOptionalText } from './content-languages';
import { HOME_PAGE, pagesChanged } from './page-changes';
import { changedFields, recordChange, type AuditBy } from './audit-service';

const NOT_FOUND = 'The carousel image was not found';
/**
 * An update with no image and no text alternative: the answer an update without an image
 * always had (docs/behaviour.md#content-in-both-languages).
 */
export const CAROUSEL_IMAGE_REQUIRED = 'image is required';

/** A slide's text alternatives as the calls send them: left out, none (create) or kept (update). */
export interface CarouselText {
  alt?: string | undefined;
  alt_sw?: string | undefined;
}
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
      alt: item.alt,
      alt_sw: item.altSw,
    };
  };
  const list = async () => (await carouselRepository(ctx.db).list()).map(present);
  const taken = (index: number) =>
    new HttpError(409, `Index ${index} already has an image: choose another index`);

  return {
    list,

    async create(
      index: number,
      image: UploadedFile,
      text: CarouselText,
      who: AuditBy,
    ): Promise<CarouselItem[]> {
      if (await carouselRepository(ctx.db).find({ index })) throw taken(index);
      const alt = newOptionalText(text.alt);
      const altSw = newOptionalText(text.alt_sw);
      const prepared = await ctx.images.prepare(image, SLIDE);
      try {
        await inTransaction(ctx, [prepared], async (trx) => {
          const now = nowIso(ctx.clock);
          const imageId = await ctx.images.record(trx, prepared, now);
          const id = await carouselRepository(trx).insert({ index, imageId, alt, altSw }, now);
          await pagesChanged(trx, [HOME_PAGE], now);
          await recordChange(ctx, trx, who, {
            kind: 'carousel.create',
            subject: { type: 'carousel', id },
            summary: `Added a carousel image at index ${index}`,
            after: {
              index,
              image: ctx.images.present(prepared).url,
              alt: alt ?? undefined,
              alt_sw: altSw ?? undefined,
            },
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

    /**
     * A new picture for an item, its text alternatives, or both; its index does not change.
     * Without an image it changes only the text, and needs at least one of alt and alt_sw.
     */
    async update(
      by: { id: string } | { index: number },
      image: UploadedFile | undefined,
      text: CarouselText,
      who: AuditBy,
    ): Promise<CarouselItem[]> {
      const alt = changedOptionalText(text.alt);
      const altSw = changedOptionalText(text.alt_sw);
      if (!image && alt === undefined && altSw === undefined) {
        throw new HttpError(400, CAROUSEL_IMAGE_REQUIRED);
      }
      if (!(await carouselRepository(ctx.db).find(by))) throw new HttpError(404, NOT_FOUND);
      const prepared = image ? await ctx.images.prepare(image, SLIDE) : undefined;
      await inTransaction(ctx, prepared ? [prepared] : [], async (trx) => {
        const items = carouselRepository(trx);
        const item = await items.find(by);
        if (!item) throw new HttpError(404, NOT_FOUND);
        const now = nowIso(ctx.clock);
        const imageId = prepared ? await ctx.images.record(trx, prepared, now) : undefined;
        await items.update(item.id, { imageId, alt, altSw });
        await pagesChanged(trx, [HOME_PAGE], now);
        const texts = changedFields({ alt: item.alt, alt_sw: item.altSw }, { alt, alt_sw: altSw });
        await recordChange(ctx, trx, who, {
          kind: prepared ? 'carousel.replace' : 'carousel.update',
          subject: { type: 'carousel', id: item.id },
          summary: prepared
            ? `Replaced the carousel image at index ${item.index}`
            : `Changed the text of the carousel image at index ${item.index}`,
          before: {
            ...(prepared ? { image: ctx.images.present(item.image).url } : {}),
            ...texts.before,
          },
          after: {
            ...(prepared ? { image: ctx.images.present(prepared).url } : {}),
            ...texts.after,
          },
        });
        const unused = prepared ? await ctx.images.forget(trx, item.imageId) : [];
        return { result: undefined, unused };
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
          before: {
            index: item.index,
            image: ctx.images.present(item.image).url,
            alt: item.alt ?? undefined,
            alt_sw: item.altSw ?? undefined,
          },
        });
        return { result: undefined, unused: await ctx.images.forget(trx, item.imageId) };
      });
      return list();
    },
  };
}
