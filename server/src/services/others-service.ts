import type { Counter, PromiseCard } from 'shared-data/contract';
import { HttpError } from '../core/errors';
import type { UploadedFile } from '../core/uploaded-file';
import {
  othersRepository,
  type CounterRecord,
  type PromiseRecord,
} from '../repositories/others-repository';
import { inTransaction, nowIso, type ServiceContext } from './context';
import { changedOptionalText, newOptionalText } from './content-languages';
import { HOME_PAGE, pagesChanged } from './page-changes';
import { changedFields, recordChange, type AuditBy } from './audit-service';

/** A counter as the calls send it: `title_sw` left out keeps (update) or is none (create). */
export interface CounterInput {
  title: string;
  title_sw?: string | undefined;
  content: number;
}

export interface PromiseInput {
  title?: string | undefined;
  title_sw?: string | undefined;
  content?: string | undefined;
  content_sw?: string | undefined;
}

/** The home page's counters and promises. */
export function createOthersService(ctx: ServiceContext) {
  const repo = () => othersRepository(ctx.db);
  const presentCounter = (counter: CounterRecord): Counter => ({
    id: counter.id,
    title: counter.title,
    title_sw: counter.titleSw,
    content: counter.content,
  });
  const present = (promise: PromiseRecord): PromiseCard => {
    const image = ctx.images.present(promise.image);
    return {
      id: promise.id,
      title: promise.title,
      title_sw: promise.titleSw,
      content: promise.content,
      content_sw: promise.contentSw,
      image: image.url,
      image_srcset: image.srcset,
    };
  };
  const counters = async (): Promise<{ data: Counter[] }> => ({
    data: (await repo().counters()).map(presentCounter),
  });
  const promises = async (): Promise<{ data: PromiseCard[] }> => ({
    data: (await repo().promises()).map(present),
  });

  return {
    counters,
    promises,

    async createCounter(input: CounterInput, who: AuditBy) {
      const counter = {
        title: input.title,
        titleSw: newOptionalText(input.title_sw),
        content: input.content,
      };
      await inTransaction(ctx, [], async (trx) => {
        const now = nowIso(ctx.clock);
        const id = await othersRepository(trx).insertCounter(counter, now);
        await pagesChanged(trx, [HOME_PAGE], now);
        await recordChange(ctx, trx, who, {
          kind: 'counter.create',
          subject: { type: 'counter', id },
          summary: `Added the counter "${counter.title}"`,
          after: {
            title: counter.title,
            title_sw: counter.titleSw ?? undefined,
            content: counter.content,
          },
        });
        return { result: undefined };
      });
      return counters();
    },

    async updateCounter(id: string, input: CounterInput, who: AuditBy) {
      if (!(await repo().counterExists(id))) throw new HttpError(404, 'The counter was not found');
      const counter = {
        title: input.title,
        titleSw: changedOptionalText(input.title_sw),
        content: input.content,
      };
      await inTransaction(ctx, [], async (trx) => {
        const was = (await othersRepository(trx).counters()).find((c) => c.id === id);
        await othersRepository(trx).updateCounter(id, counter);
        await pagesChanged(trx, [HOME_PAGE], nowIso(ctx.clock));
        await recordChange(ctx, trx, who, {
          kind: 'counter.update',
          subject: { type: 'counter', id },
          summary: `Changed the counter "${counter.title}"`,
          ...changedFields(was ? presentCounter(was) : {}, {
            title: counter.title,
            title_sw: counter.titleSw,
            content: counter.content,
          }),
        });
        return { result: undefined };
      });
      return counters();
    },

    async createPromise(
      input: PromiseInput & { title: string },
      image: UploadedFile | undefined,
      who: AuditBy,
    ) {
      const prepared = image ? await ctx.images.prepare(image) : undefined;
      const titleSw = newOptionalText(input.title_sw);
      const contentSw = newOptionalText(input.content_sw);
      await inTransaction(ctx, prepared ? [prepared] : [], async (trx) => {
        const now = nowIso(ctx.clock);
        const imageId = prepared ? await ctx.images.record(trx, prepared, now) : null;
        const id = await othersRepository(trx).insertPromise(
          { title: input.title, titleSw, content: input.content ?? '', contentSw, imageId },
          now,
        );
        await pagesChanged(trx, [HOME_PAGE], now);
        await recordChange(ctx, trx, who, {
          kind: 'promise.create',
          subject: { type: 'promise', id },
          summary: `Added the promise "${input.title}"`,
          after: {
            title: input.title,
            title_sw: titleSw ?? undefined,
            content: input.content ?? '',
            content_sw: contentSw ?? undefined,
            image: prepared ? ctx.images.present(prepared).url : null,
          },
        });
        return { result: undefined };
      });
      return promises();
    },

    async updatePromise(
      id: string,
      input: PromiseInput,
      image: UploadedFile | undefined,
      who: AuditBy,
    ) {
      if (!(await repo().findPromise(id))) throw new HttpError(404, 'The promise was not found');
      const prepared = image ? await ctx.images.prepare(image) : undefined;
      const titleSw = changedOptionalText(input.title_sw);
      const contentSw = changedOptionalText(input.content_sw);
      await inTransaction(ctx, prepared ? [prepared] : [], async (trx) => {
        const others = othersRepository(trx);
        const promise = await others.findPromise(id);
        if (!promise) throw new HttpError(404, 'The promise was not found');
        const now = nowIso(ctx.clock);
        const imageId = prepared ? await ctx.images.record(trx, prepared, now) : undefined;
        await others.updatePromise(id, {
          title: input.title,
          titleSw,
          content: input.content,
          contentSw,
          imageId,
        });
        await pagesChanged(trx, [HOME_PAGE], now);
        await recordChange(ctx, trx, who, {
          kind: 'promise.update',
          subject: { type: 'promise', id },
          summary: `Changed the promise "${input.title ?? promise.title}"`,
          ...changedFields(
            {
              title: promise.title,
              title_sw: promise.titleSw,
              content: promise.content,
              content_sw: promise.contentSw,
              image: ctx.images.present(promise.image).url,
            },
            {
              title: input.title,
              title_sw: titleSw,
              content: input.content,
              content_sw: contentSw,
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
