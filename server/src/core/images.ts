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

/** Where image files live and how pages address them; the uploads plugin keeps them on disk. */
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
