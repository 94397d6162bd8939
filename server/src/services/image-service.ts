import type { Executor } from '../core/database';
import type { ImageRef, ImageStore } from '../core/images';
import { NO_METRICS, secondsSince, type ServiceMetrics } from '../core/metrics';
import type { UploadedFile } from '../core/uploaded-file';
import { imageRepository, type NewImage } from '../repositories/image-repository';
import { processImage, type ImageNeeds } from './image-processor';

/** What pages get for an image: the default URL and the srcset of every width. */
export interface PresentedImage {
  url: string | null;
  srcset: string | null;
}

/**
 * Uploaded images: processed and written before the transaction that records them (slow work
 * stays out of it), and their files removed only after the transaction that forgot them.
 */
export function createImageService(store: ImageStore, metrics: ServiceMetrics = NO_METRICS) {
  async function prepare(file: UploadedFile, needs: ImageNeeds = {}): Promise<NewImage> {
    const start = process.hrtime.bigint();
    const processed = await processImage(file.data, needs).catch((error: unknown) => {
      metrics.imageProcessed(secondsSince(start), 'refused');
      throw error;
    });
    metrics.imageProcessed(secondsSince(start), 'ok');
    const ref = await store.save(processed);
    return { ...ref, width: processed.width, height: processed.height };
  }

  /** Deletes the row; answers the files to remove once the transaction has committed. */
  async function forget(db: Executor, imageId: string | null): Promise<ImageRef[]> {
    if (!imageId) return [];
    const orphan = await imageRepository(db).remove(imageId);
    return orphan ? [orphan] : [];
  }

  return {
    prepare,

    /** The images of one change, in order; none for no file. */
    prepareAll(files: (UploadedFile | undefined)[]): Promise<NewImage[]> {
      return Promise.all(
        files
          .filter((file): file is UploadedFile => file !== undefined)
          .map((file) => prepare(file)),
      );
    },

    /** Records a prepared image; answers its row id. */
    record(db: Executor, image: NewImage, now: string): Promise<string> {
      return imageRepository(db).insert(image, now);
    },

    forget,

    /** A row of its own for the same picture (imageRepository.copy); null for none. */
    async copy(db: Executor, imageId: string | null, now: string): Promise<string | null> {
      return imageId ? imageRepository(db).copy(imageId, now) : null;
    },

    /** forget() for several rows, one after the other (they share the transaction). */
    async forgetAll(db: Executor, imageIds: (string | null)[]): Promise<ImageRef[]> {
      const unused: ImageRef[] = [];
      for (const id of imageIds) unused.push(...(await forget(db, id)));
      return unused;
    },

    async removeFiles(refs: ImageRef[]): Promise<void> {
      await Promise.all(refs.map((ref) => store.remove(ref)));
    },

    /** After a failed transaction: removes the files of prepared images no row uses. */
    async discard(db: Executor, prepared: NewImage[]): Promise<void> {
      for (const image of prepared) {
        if (!(await imageRepository(db).isUsed(image.hash))) await store.remove(image);
      }
    },

    present(ref: ImageRef | null): PresentedImage {
      return ref ? { url: store.url(ref), srcset: store.srcset(ref) } : { url: null, srcset: null };
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
