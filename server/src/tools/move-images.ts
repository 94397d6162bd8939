import type { ImageFiles, StoredFile } from '../core/images';

export interface MoveSummary {
  /** Image files in the source. */
  total: number;
  /** Written to the target and read back identical. */
  copied: number;
  /** Already in the target with the same size (names are content hashes: the same file). */
  skipped: number;
  /** Source files removed after their copy was checked (only with removeSource). */
  removed: number;
  /** Bytes written. */
  bytes: number;
}

export interface MoveOptions {
  /**
   * Removes each source file once the target's copy has been read back byte for byte; off by
   * default: the source is kept, and removing it is the operator's choice.
   */
  removeSource?: boolean;
  /** Called after every file, with the figures so far. */
  onProgress?: (summary: MoveSummary) => void;
  /** Files in flight at once. */
  concurrency?: number;
}

/**
 * Copies every image file from one store to another. Safe to run again: a file already in the
 * target with the same size is skipped, a different one is replaced; nothing is ever removed
 * from the source unless asked, and then only after the copy has been verified.
 */
export async function moveImages(
  from: ImageFiles,
  to: ImageFiles,
  { removeSource = false, onProgress, concurrency = 8 }: MoveOptions = {},
): Promise<MoveSummary> {
  const summary: MoveSummary = { total: 0, copied: 0, skipped: 0, removed: 0, bytes: 0 };

  async function moveOne(file: StoredFile): Promise<void> {
    const there = await to.size(file.name);
    let data: Buffer | undefined;
    if (there === file.size) {
      summary.skipped += 1;
    } else {
      data = await from.read(file.name);
      await to.write(file.name, data);
      const back = await to.read(file.name);
      if (!back.equals(data)) {
        throw new Error(`The copy of ${file.name} in ${to.location} differs from the original`);
      }
      summary.copied += 1;
      summary.bytes += data.length;
    }
    if (removeSource) {
      // The skipped ones too are compared byte for byte before their source goes.
      const original = data ?? (await from.read(file.name));
      if (data === undefined && !(await to.read(file.name)).equals(original)) {
        throw new Error(`${file.name} in ${to.location} differs from the original: kept both`);
      }
      await from.remove(file.name);
      summary.removed += 1;
    }
    onProgress?.({ ...summary });
  }

  // Every file of a batch is settled before a failure is thrown: none is left half done.
  const settle = async (batch: Promise<void>[]) => {
    const failed = (await Promise.allSettled(batch)).find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  };
  let batch: Promise<void>[] = [];
  for await (const file of from.list()) {
    summary.total += 1;
    batch.push(moveOne(file));
    if (batch.length >= concurrency) {
      await settle(batch);
      batch = [];
    }
  }
  await settle(batch);
  return summary;
}
