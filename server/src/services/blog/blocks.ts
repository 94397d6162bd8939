// The block editor's save (PUT blog/{blog_id}/blocks, docs/behaviour.md#publishing): a post's
// title, cover and blocks in one call, checked against the stamp the edit began from.
import type { BlockInput, ManagedBlog } from 'shared-data/contract';
import { HttpError } from '../../core/errors';
import type { UploadedFile } from '../../core/uploaded-file';
import {
  blogRepository,
  type StoredBlock,
  type StoredVersion,
} from '../../repositories/blog-repository';
import { newId } from '../../repositories/common';
import type { NewImage } from '../../repositories/image-repository';
import { changedFields, recordChange, type AuditBy } from '../audit-service';
import { changedOptionalText } from '../content-languages';
import { inTransaction, nowIso, type ServiceContext } from '../context';
import {
  BLOG_NOT_FOUND,
  CHANGED_ELSEWHERE,
  assertOneFilePerNewImage,
  blockContent,
  blocksSummary,
  changeStamp,
  imagesOfVersion,
  rowsAsVersion,
  staffOf,
} from './rules';
import type { StaffReads } from './staff-reads';
import type { VersionWrites } from './versions';
import { bumpVersion } from './visibility';

export function createBlockEditor(
  ctx: ServiceContext,
  { staff, versions }: { staff: StaffReads; versions: VersionWrites },
) {
  const repo = () => blogRepository(ctx.db);

  return {
    /**
     * PUT blog/{blog_id}/blocks: the post's title, cover and blocks saved together. A draft or
     * scheduled post's own text changes; a published post's changes become its pending version,
     * which visitors do not see until "Publish changes". The Kiswahili title left out keeps the
     * version's, and so does a kept block's Kiswahili text; null or blank removes it
     * (docs/behaviour.md#content-in-both-languages).
     */
    async saveBlocks(
      id: string,
      input: {
        title: string;
        title_sw?: string | undefined;
        blocks: BlockInput[];
        base_updated_at?: string | undefined;
      },
      cover: UploadedFile | undefined,
      files: UploadedFile[],
      who: AuditBy,
    ): Promise<ManagedBlog> {
      const staffId = staffOf(who);
      assertOneFilePerNewImage(input.blocks, files.length);
      if (!(await repo().find(id))) throw new HttpError(404, BLOG_NOT_FOUND);
      const preparedCover = cover ? await ctx.images.prepare(cover) : undefined;
      const prepared = await ctx.images.prepareAll(files);
      const all = [...(preparedCover ? [preparedCover] : []), ...prepared];
      await inTransaction(ctx, all, async (trx) => {
        const blogs = blogRepository(trx);
        let now = nowIso(ctx.clock);
        const base = input.base_updated_at;
        if (base !== undefined) {
          now = changeStamp(now, base);
          // Claimed in the database: of two saves from one base, one moves the stamp (and on
          // PostgreSQL holds the row until this transaction ends), the other finds it moved.
          if (!(await blogs.claimChange(id, base, now))) {
            if (await blogs.find(id)) throw new HttpError(409, CHANGED_ELSEWHERE);
            throw new HttpError(404, BLOG_NOT_FOUND);
          }
        }
        const blog = await blogs.find(id);
        if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
        const pendingWay = blog.status === 'published';
        // The version being edited: a published post's pending one, else the post's own text.
        const working = (pendingWay && blog.pending) || rowsAsVersion(blog, staffId, now);
        const owned = pendingWay && blog.pending !== null;
        const workingImages = new Map(working.blocks.map((b) => [b.id, b.image_id]));
        const workingSw = new Map(working.blocks.map((b) => [b.id, b.content_sw ?? null]));
        const record = (image: NewImage) => ctx.images.record(trx, image, now);
        // A kept image: the pending version's own row, or a row of its own for the live one.
        const keep = async (imageId: string | null) =>
          pendingWay && !owned ? ctx.images.copy(trx, imageId, now) : imageId;
        let next = 0;
        const blocks: StoredBlock[] = [];
        for (const block of input.blocks) {
          const known = block.id !== undefined && workingImages.has(block.id);
          let imageId: string | null = null;
          if (block.image === 'new') imageId = await record(prepared[next++]!);
          else if (block.image === 'keep' && known) {
            imageId = await keep(workingImages.get(block.id!) ?? null);
          }
          blocks.push({
            id: known ? block.id! : newId(),
            content_type: block.content_type,
            content: blockContent(block.content),
            content_sw:
              block.content_sw === undefined
                ? known
                  ? (workingSw.get(block.id!) ?? null)
                  : null
                : blockContent(block.content_sw),
            image_id: imageId,
          });
        }
        const coverId = preparedCover ? await record(preparedCover) : await keep(working.image_id);
        const titleSw = changedOptionalText(input.title_sw);
        const version: StoredVersion = {
          title: input.title,
          title_sw: titleSw === undefined ? (working.title_sw ?? null) : titleSw,
          image_id: coverId,
          blocks,
          saved_at: now,
          saved_by: staffId,
        };
        // One entry per save, however many blocks: what changed in size, never the text.
        const oldCover = preparedCover
          ? (await blogs.imagesByIds([working.image_id ?? ''])).get(working.image_id ?? '')
          : undefined;
        await recordChange(ctx, trx, who, {
          kind: 'blog.blocks',
          subject: { type: 'blog', id },
          summary: pendingWay
            ? `Saved changes to "${input.title}", not yet published`
            : `Saved "${input.title}"`,
          ...changedFields(
            {
              title: working.title,
              title_sw: working.title_sw ?? null,
              ...blocksSummary(working.blocks),
              cover: ctx.images.present(oldCover ?? null).url,
            },
            {
              title: input.title,
              title_sw: version.title_sw,
              ...blocksSummary(blocks),
              cover: preparedCover ? ctx.images.present(preparedCover).url : undefined,
            },
          ),
        });
        if (pendingWay) {
          // The old pending version's rows that the new one does not hold are forgotten.
          const held = new Set(imagesOfVersion(version));
          const dropped = blog.pending
            ? imagesOfVersion(blog.pending).filter((imageId) => !held.has(imageId))
            : [];
          await blogs.update(id, { pending: version, updatedBy: staffId }, now);
          await bumpVersion(trx);
          return { result: undefined, unused: await ctx.images.forgetAll(trx, dropped) };
        }
        const unused = await versions.applyToRows(trx, blog, version, staffId, now);
        await bumpVersion(trx);
        return { result: undefined, unused };
      });
      return staff.managed(id);
    },
  };
}
