import type { Counter, PromiseCard } from 'shared-data/contract';
import { HttpError } from '../core/errors';
import type { UploadedFile } from '../core/uploaded-file';
import { othersRepository, type PromiseRecord } from '../repositories/others-repository';
import { inTransaction, nowIso, type ServiceContext } from './context';
import { HOME_PAGE, pagesChanged } from './page-changes';
import { changedFields, recordChange, type AuditBy } from './audit-service';

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

    async createCounter(counter: { title: string; content: number }, who: AuditBy) {
      await inTransaction(ctx, [], async (trx) => {
        const now = nowIso(ctx.clock);
        const id = await othersRepository(trx).insertCounter(counter, now);
        await pagesChanged(trx, [HOME_PAGE], now);
        await recordChange(ctx, trx, who, {
          kind: 'counter.create',
          subject: { type: 'counter', id },
          summary: `Added the counter "${counter.title}"`,
          after: counter,
        });
        return { result: undefined };
      });
      return counters();
    },

    async updateCounter(id: string, counter: { title: string; content: number }, who: AuditBy) {
      if (!(await repo().counterExists(id))) throw new HttpError(404, 'The counter was not found');
      await inTransaction(ctx, [], async (trx) => {
        const was = (await othersRepository(trx).counters()).find((c) => c.id === id);
        await othersRepository(trx).updateCounter(id, counter);
        await pagesChanged(trx, [HOME_PAGE], nowIso(ctx.clock));
        await recordChange(ctx, trx, who, {
          kind: 'counter.update',
          subject: { type: 'counter', id },
          summary: `Changed the counter "${counter.title}"`,
          ...changedFields(was ?? {}, counter),
        });
        return { result: undefined };
      });
      return counters();
    },

    async createPromise(
      input: { title: string; content?: string | undefined },
      image: UploadedFile | undefined,
      who: AuditBy,
    ) {
      const prepared = image ? await ctx.images.prepare(image) : undefined;
      await inTransaction(ctx, prepared ? [prepared] : [], async (trx) => {
        const now = nowIso(ctx.clock);
        const imageId = prepared ? await ctx.images.record(trx, prepared, now) : null;
        const id = await othersRepository(trx).insertPromise(
          { title: input.title, content: input.content ?? '', imageId },
          now,
        );
        await pagesChanged(trx, [HOME_PAGE], now);
        await recordChange(ctx, trx, who, {
          kind: 'promise.create',
          subject: { type: 'promise', id },
          summary: `Added the promise "${input.title}"`,
          after: {
            title: input.title,
            content: input.content ?? '',
            image: prepared ? ctx.images.present(prepared).url : null,
          },
        });
        return { result: undefined };
      });
      return promises();
    },

    async updatePromise(
      id: string,
      input: { title?: string | undefined; content?: string | undefined },
      image: UploadedFile | undefined,
      who: AuditBy,
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
        await recordChange(ctx, trx, who, {
          kind: 'promise.update',
          subject: { type: 'promise', id },
          summary: `Changed the promise "${input.title ?? promise.title}"`,
          ...changedFields(
            {
              title: promise.title,
              content: promise.content,
              image: ctx.images.present(promise.image).url,
            },
            {
              title: input.title,
              content: input.content,
              image: prepared ? ctx.images.present(prepared).url : undefined,
            },
          ),
        });
        const unused = imageId ? await ctx.images.forget(trx, promise.imageId) : [];
        return { result: undefined, unused };
      });
      return promises();
    },
  };
}
