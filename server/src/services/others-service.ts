import type { Counter, PromiseCard } from 'shared-data/contract';
import { HttpError } from '../core/errors';
import type { UploadedFile } from '../core/uploaded-file';
import { othersRepository, type PromiseRecord } from '../repositories/others-repository';
import { inTransaction, nowIso, type ServiceContext } from './context';
import { HOME_PAGE, pagesChanged } from './page-changes';

/** The home page's counters and promises. */
export function createOthersService(ctx: ServiceContext) {
  const repo = () => othersRepository(ctx.db);
  const present = (promise: PromiseRecord): PromiseCard => {
    const image = ctx.images.present(promise.image);
    return {
      id: promise.id,
      title: promise.title,
      content: promise.content,
      image: image.url,
      image_srcset: image.srcset,
    };
  };
  const counters = async (): Promise<{ data: Counter[] }> => ({ data: await repo().counters() });
  const promises = async (): Promise<{ data: PromiseCard[] }> => ({
    data: (await repo().promises()).map(present),
  });

  return {
    counters,
    promises,

    async createCounter(counter: { title: string; content: number }) {
      await inTransaction(ctx, [], async (trx) => {
        const now = nowIso(ctx.clock);
        await othersRepository(trx).insertCounter(counter, now);
        await pagesChanged(trx, [HOME_PAGE], now);
        return { result: undefined };
      });
      return counters();
    },

    async updateCounter(id: string, counter: { title: string; content: number }) {
      if (!(await repo().counterExists(id))) throw new HttpError(404, 'The counter was not found');
      await inTransaction(ctx, [], async (trx) => {
        await othersRepository(trx).updateCounter(id, counter);
        await pagesChanged(trx, [HOME_PAGE], nowIso(ctx.clock));
        return { result: undefined };
      });
      return counters();
    },

    async createPromise(
      input: { title: string; content?: string | undefined },
      image: UploadedFile | undefined,
    ) {
      const prepared = image ? await ctx.images.prepare(image) : undefined;
      await inTransaction(ctx, prepared ? [prepared] : [], async (trx) => {
        const now = nowIso(ctx.clock);
        const imageId = prepared ? await ctx.images.record(trx, prepared, now) : null;
        await othersRepository(trx).insertPromise(
          { title: input.title, content: input.content ?? '', imageId },
          now,
        );
        await pagesChanged(trx, [HOME_PAGE], now);
        return { result: undefined };
      });
      return promises();
    },

    async updatePromise(
      id: string,
      input: { title?: string | undefined; content?: string | undefined },
      image: UploadedFile | undefined,
    ) {
      if (!(await repo().findPromise(id))) throw new HttpError(404, 'The promise was not found');
      const prepared = image ? await ctx.images.prepare(image) : undefined;
      await inTransaction(ctx, prepared ? [prepared] : [], async (trx) => {
        const others = othersRepository(trx);
        const promise = await others.findPromise(id);
        if (!promise) throw new HttpError(404, 'The promise was not found');
        const now = nowIso(ctx.clock);
        const imageId = prepared ? await ctx.images.record(trx, prepared, now) : undefined;
        await others.updatePromise(id, { title: input.title, content: input.content, imageId });
        await pagesChanged(trx, [HOME_PAGE], now);
        const unused = imageId ? await ctx.images.forget(trx, promise.imageId) : [];
        return { result: undefined, unused };
      });
      return promises();
    },
  };
}
