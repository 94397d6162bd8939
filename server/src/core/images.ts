import type { Readable } from 'node:stream';

/** What the database keeps of an image: its files are `<hash>-<width>.webp` for each width. */
export interface ImageRef {
  hash: string;
  widths: number[];
}

/** An upload after checking and re-encoding, before it is stored. */
export interface ProcessedImage {
  /** The first 20 hex characters of the SHA-256 of the uploaded bytes. */
  hash: string;
  /** Of the largest variant. */
  width: number;
  height: number;
  /** Smallest first, all WebP. */
  variants: { width: number; data: Buffer }[];
}

/** Where image files live and how pages address them (on disk, or in an S3 bucket). */
export interface ImageStore {
  /** Writes every variant; an image already stored (same bytes, same hash) is fine. */
  save(image: ProcessedImage): Promise<ImageRef>;
  /** Deletes its files; files already gone are not an error. */
  remove(ref: ImageRef): Promise<void>;
  /** The 960 px variant, or the largest one below it when the image is smaller. */
  url(ref: ImageRef): string;
  /** Every width, for <img srcset>. */
  srcset(ref: ImageRef): string;
}

/** The only names stored or served: anything else (temp files, traversal, others' keys) is not ours. */
export const IMAGE_FILE_NAME = /^[0-9a-f]{20}-\d+\.webp$/;
export const IMAGE_CONTENT_TYPE = 'image/webp';
const HASH = /^[0-9a-f]{20}$/;
const DEFAULT_WIDTH = 960;

/** `<hash>-<width>.webp`; throws for a hash or width that could name another file. */
export function imageFileName(hash: string, width: number): string {
  // The hash comes back from the database: checked so a bad row cannot name another file.
  if (!HASH.test(hash) || !Number.isInteger(width) || width <= 0) {
    throw new Error(`Not an uploaded image: ${hash}-${width}`);
  }
  return `${hash}-${width}.webp`;
}

export interface StoredFile {
  name: string;
  /** Bytes. */
  size: number;
}

/**
 * The files under an ImageStore, by name: what moving images between stores and backups
 * work on. Every name is an IMAGE_FILE_NAME; a write of a name already there replaces it
 * whole (readers never see half a file).
 */
export interface ImageFiles {
  /** A short description for logs and command output: a folder or s3://bucket. */
  readonly location: string;
  /** Every stored image file, in no particular order; other files are skipped. */
  list(): AsyncIterable<StoredFile>;
  /** Its size in bytes, or undefined when there is no such file. */
  size(name: string): Promise<number | undefined>;
  /** Its bytes; throws when there is no such file. */
  read(name: string): Promise<Buffer>;
  /** Its bytes as a stream with its size, or undefined when there is no such file. */
  open(name: string): Promise<{ stream: Readable; size: number } | undefined>;
  write(name: string, data: Buffer): Promise<void>;
  /** A file already gone is not an error. */
  remove(name: string): Promise<void>;
  /** Resolves when the store answers and can be written (a readiness check); throws otherwise. */
  check(): Promise<void>;
}

/** An ImageStore over a set of files whose URLs are `urlPrefix + name`. */
export function imageStoreOver(files: ImageFiles, urlPrefix: string): ImageStore {
  const href = (hash: string, width: number) => urlPrefix + imageFileName(hash, width);
  const ascending = (widths: number[]) => [...widths].sort((a, b) => a - b);

  return {
    async save(image) {
      await Promise.all(
        image.variants.map((variant) =>
          files.write(imageFileName(image.hash, variant.width), variant.data),
        ),
      );
      return { hash: image.hash, widths: ascending(image.variants.map((v) => v.width)) };
    },

    async remove(ref) {
      await Promise.all(ref.widths.map((width) => files.remove(imageFileName(ref.hash, width))));
    },

    url(ref) {
      const widths = ascending(ref.widths);
      const width = widths.filter((w) => w <= DEFAULT_WIDTH).pop() ?? widths[0];
      if (width === undefined) throw new Error(`Image ${ref.hash} has no widths`);
      return href(ref.hash, width);
    },

    srcset(ref) {
      return ascending(ref.widths)
        .map((width) => `${href(ref.hash, width)} ${width}w`)
        .join(', ');
    },
  };
}
